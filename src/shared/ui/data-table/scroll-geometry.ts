/**
 * Browsers stop laying out content past a height: about 17.9 million px in Firefox, 33.5 million in
 * Chromium and WebKit, and a million 48 px rows need 48 million. Past this cap the table compresses its
 * scroll height by `scale`: the virtualiser measures rows `rowHeight / scale` tall in a viewport `scale`
 * times shorter (both in scroll pixels), and the rendered rows keep their real height and move as one block,
 * `scale` pixels for every pixel scrolled. Below the cap `scale` is 1 and nothing is compressed.
 */
export const MAX_SCROLL_HEIGHT = 15_000_000;

export function scrollScale(rowCount: number, rowHeight: number, maxHeight = MAX_SCROLL_HEIGHT): number {
  const height = rowCount * rowHeight;
  return height > maxHeight ? height / maxHeight : 1;
}

/** The height of the rows' scroll area, so that the last row ends at the bottom when scrolled to the end. */
export function bodyScrollHeight(rowCount: number, rowHeight: number, viewportHeight: number, scale: number): number {
  return (rowCount * rowHeight) / scale + viewportHeight * (1 - 1 / scale);
}

/**
 * Where, in the rows' scroll area, row `index` is drawn when the list is scrolled by `scrollTop`: its real
 * position, moved back by the distance compression skipped.
 */
export function rowPosition(index: number, rowHeight: number, scrollTop: number, scale: number): number {
  return index * rowHeight - scrollTop * (scale - 1);
}

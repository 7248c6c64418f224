import type { PayloadAction } from '@reduxjs/toolkit';

/**
 * Which email a thumbnail shows: `id` within `source` (a design kind, a template), at `revision` (its last
 * update), so a newer revision is read anew.
 */
export interface ThumbnailRef {
  source: string;
  id: string;
  revision: string;
}

/** An email's HTML for its thumbnail: undefined while it is read, null when it has none or could not be read. */
interface HeldThumbnail {
  revision: string;
  html: string | null | undefined;
}

/** By source and id: the HTML of the emails whose cards came into view. */
export type HeldThumbnails = Record<string, HeldThumbnail>;

interface HoldsThumbnails {
  thumbnails: HeldThumbnails;
}

const keyOf = ({ source, id }: ThumbnailRef) => `${source}:${id}`;

/**
 * Case reducers for a slice that keeps `thumbnails`; the slice names the actions (so its own lazily loaded
 * epics hear them) and thumbnailEpic reads the HTML.
 */
export const heldThumbnailReducers = {
  requested(state: HoldsThumbnails, { payload }: PayloadAction<ThumbnailRef>) {
    state.thumbnails[keyOf(payload)] = { revision: payload.revision, html: undefined };
  },
  loaded(state: HoldsThumbnails, { payload }: PayloadAction<ThumbnailRef & { html: string | null }>) {
    const held = state.thumbnails[keyOf(payload)];
    // A read of an older revision, answering after a newer one was asked for, is dropped.
    if (held?.revision === payload.revision) held.html = payload.html;
  },
};

/** The email's HTML at this revision: undefined when not asked for yet (or at an older revision) or being read. */
export const heldThumbnailHtml = (thumbnails: HeldThumbnails, ref: ThumbnailRef): string | null | undefined => {
  const held = thumbnails[keyOf(ref)];
  return held?.revision === ref.revision ? held.html : undefined;
};

/** A cell of the grid: row 0 is the header row, rows 1 to rowCount are the list's rows. */
export interface GridCell {
  row: number;
  col: number;
}

export interface GridShape {
  /** Rows in the grid, the header row included. */
  rows: number;
  cols: number;
  /** Rows that fit in the viewport: the PageUp / PageDown step. */
  pageRows: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The cell a key moves focus to, following the WAI-ARIA grid pattern, or null when the key is not a
 * navigation key. PageUp and PageDown stay among the list's rows; Ctrl+Home reaches the header row.
 */
export function nextCell(key: string, ctrl: boolean, from: GridCell, shape: GridShape): GridCell | null {
  const lastRow = shape.rows - 1;
  const lastCol = shape.cols - 1;
  switch (key) {
    case 'ArrowDown':
      return { row: Math.min(from.row + 1, lastRow), col: from.col };
    case 'ArrowUp':
      return { row: Math.max(from.row - 1, 0), col: from.col };
    case 'ArrowRight':
      return { row: from.row, col: Math.min(from.col + 1, lastCol) };
    case 'ArrowLeft':
      return { row: from.row, col: Math.max(from.col - 1, 0) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: from.row, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { row: from.row, col: lastCol };
    case 'PageDown':
      return { row: clamp(from.row + shape.pageRows, Math.min(1, lastRow), lastRow), col: from.col };
    case 'PageUp':
      return from.row === 0 ? from : { row: clamp(from.row - shape.pageRows, 1, lastRow), col: from.col };
    default:
      return null;
  }
}

import { type ColumnLayout } from './types';

/** The relative sizes of a layout's columns: "1-2" is [1, 2]. */
export function layoutParts(layout: ColumnLayout): number[] {
  return layout.split('-').map(Number);
}

export function columnCount(layout: ColumnLayout): number {
  return layoutParts(layout).length;
}

/** Each column's share of the row in percent, rounded to 4 decimals ("1-2" is [33.3333, 66.6667]). */
export function columnWidthsPercent(layout: ColumnLayout): number[] {
  const parts = layoutParts(layout);
  const total = parts.reduce((sum, part) => sum + part, 0);
  return parts.map((part) => Math.round((part / total) * 1_000_000) / 10_000);
}

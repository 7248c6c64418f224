import { clampNumber, cssColour } from '../document/css-values';
import { DOCUMENT_LIMITS as LIMITS } from '../document/limits';
import { type Alignment, type Padding } from '../document/types';

/*
 * Settings as MJML attribute values. Documents from the parser are already valid; these guards keep a
 * document built in memory (or edited mid-way) from writing anything unexpected into a style.
 */

export const px = (value: number | null | undefined, limits: { min: number; max: number }, fallback = limits.min): string =>
  `${clampNumber(value, limits.min, limits.max, fallback)}px`;

export const paddingValue = (padding: Padding): string =>
  [padding.top, padding.right, padding.bottom, padding.left].map((side) => px(side, LIMITS.padding)).join(' ');

/** `unset` leaves the alignment out, so the client's default applies. */
export const alignValue = (align: Alignment): string | null => (align === 'unset' ? null : align);

/** A colour, or null (no attribute) when none or not a plain colour. */
export const optionalColour = (value: string | null): string | null => (value === null ? null : cssColour(value, '') || null);


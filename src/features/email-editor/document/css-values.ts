/*
 * Guards for values that end up inside CSS (style attributes written by MJML). A colour like
 * `red;background:url(...)` would inject styles, so only plain forms pass.
 */

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_COLOUR = /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i;

export function isCssColour(value: unknown): value is string {
  return typeof value === 'string' && (HEX_COLOUR.test(value) || RGB_COLOUR.test(value) || value.toLowerCase() === 'transparent');
}

/** The colour when it is a plain colour, else the fallback. */
export function cssColour(value: string | null | undefined, fallback: string): string {
  return isCssColour(value) ? value : fallback;
}

/** A finite number clamped to [min, max], else the fallback. */
export function clampNumber(value: number | null | undefined, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

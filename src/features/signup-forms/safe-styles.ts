import { STYLE_RANGES } from './limits';
import type { FormStyles } from './types';

export const DEFAULT_STYLES: FormStyles = {
  backgroundColor: '#ffffff',
  textColor: '#1a1a1a',
  buttonColor: '#1565c0',
  buttonTextColor: '#ffffff',
  borderColor: '#d4dadf',
  borderWidth: 1,
  borderRadius: 6,
  padding: 24,
  width: 480,
  buttonText: 'Sign Up',
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: string) => HEX_COLOR.test(value);

type Range = { min: number; max: number };
const clamp = (value: number, { min, max }: Range, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;
const color = (value: string, fallback: string) => (isHexColor(value) ? value : fallback);

/**
 * The styles as values that are safe to write into CSS: colours only as #RRGGBB, lengths only as
 * whole pixels within their ranges. Whatever a stored form holds, nothing else reaches a style.
 */
export function safeStyles(styles: FormStyles): Omit<FormStyles, 'buttonText'> {
  return {
    backgroundColor: color(styles.backgroundColor, DEFAULT_STYLES.backgroundColor),
    textColor: color(styles.textColor, DEFAULT_STYLES.textColor),
    buttonColor: color(styles.buttonColor, DEFAULT_STYLES.buttonColor),
    buttonTextColor: color(styles.buttonTextColor, DEFAULT_STYLES.buttonTextColor),
    borderColor: color(styles.borderColor, DEFAULT_STYLES.borderColor),
    borderWidth: clamp(Number(styles.borderWidth), STYLE_RANGES.borderWidth, DEFAULT_STYLES.borderWidth),
    borderRadius: clamp(Number(styles.borderRadius), STYLE_RANGES.borderRadius, DEFAULT_STYLES.borderRadius),
    padding: clamp(Number(styles.padding), STYLE_RANGES.padding, DEFAULT_STYLES.padding),
    width: clamp(Number(styles.width), STYLE_RANGES.width, DEFAULT_STYLES.width),
  };
}

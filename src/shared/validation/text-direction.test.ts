import { describe, expect, it } from 'vitest';
import { hasTextDirectionControls } from './text-direction';

const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];

describe('hasTextDirectionControls', () => {
  it.each(CONTROLS.map((control) => [`U+${control.codePointAt(0)!.toString(16).toUpperCase()}`, control]))('finds %s anywhere in the text', (_name, control) => {
    expect(hasTextDirectionControls(`${control}Support`)).toBe(true);
    expect(hasTextDirectionControls(`Sup${control}port`)).toBe(true);
    expect(hasTextDirectionControls(`Support${control}`)).toBe(true);
  });

  it('leaves right-to-left and other scripts alone: only the invisible controls count', () => {
    for (const name of ['Support', 'שירות לקוחות', 'خدمة العملاء', 'Île-de-France', 'サポート', 'Zoë & Co. — news']) {
      expect(hasTextDirectionControls(name)).toBe(false);
    }
  });
});

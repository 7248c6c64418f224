import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyScrollHeight, MAX_SCROLL_HEIGHT, rowPosition, scrollScale } from './scroll-geometry';

const ROW = 48;

describe('scroll geometry', () => {
  it('compresses only lists taller than the cap', () => {
    expect(scrollScale(1_000, ROW)).toBe(1);
    expect(scrollScale(1_000_000, ROW)).toBeCloseTo(3.2);
    expect(bodyScrollHeight(1_000, ROW, 600, 1)).toBe(48_000);
  });

  it('shows the first row at the top and the last row at the bottom, whatever the length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 100, max: 2_000 }), (rows, viewport) => {
        const scale = scrollScale(rows, ROW);
        const height = Math.max(bodyScrollHeight(rows, ROW, viewport, scale), viewport);
        const maxScrollTop = height - viewport;

        expect(height).toBeLessThanOrEqual(MAX_SCROLL_HEIGHT + viewport);
        expect(rowPosition(0, ROW, 0, scale)).toBe(0);
        if (rows * ROW >= viewport) {
          // Scrolled to the end, the last row's bottom meets the viewport's bottom.
          expect(rowPosition(rows - 1, ROW, maxScrollTop, scale) + ROW).toBeCloseTo(maxScrollTop + viewport, 3);
        }
      }),
    );
  });
});

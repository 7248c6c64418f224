import { v4 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { ratesOf } from './send-simulator';

describe('the simulated rates of a send', () => {
  it('stay believable for any send id: a click rate of 3–8 % of recipients with links, never above the open rate', () => {
    for (let index = 0; index < 2000; index += 1) {
      const rates = ratesOf(v4(), v4(), true);
      expect(rates.bounce).toBeGreaterThanOrEqual(8);
      expect(rates.open).toBeGreaterThanOrEqual(240);
      expect(rates.click).toBeGreaterThanOrEqual(30);
      expect(rates.click).toBeLessThanOrEqual(Math.min(rates.open, 110));
    }
  });

  it('counts no clicks in an email without links', () => {
    expect(ratesOf(v4(), v4(), false).click).toBe(0);
  });
});

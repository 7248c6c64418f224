import { describe, expect, it } from 'vitest';
import { contactUsage } from './contact-usage';

const counts = (billableCount: number, contactCount = billableCount) => ({ contactCount, billableCount });

describe('contact usage', () => {
  it('gives no warning at 89.9 % of the limit', () => {
    expect(contactUsage(counts(8_990, 9_500), 10_000, 'paid')).toEqual({
      count: 9_500, billable: 8_990, limit: 10_000, ratio: 0.899, nearLimit: false, mustUpgrade: false,
    });
    expect(contactUsage(counts(1_798), 2_000, 'free')).toMatchObject({ nearLimit: false, mustUpgrade: false });
  });

  it('warns from 90 %, asking only free accounts to upgrade', () => {
    expect(contactUsage(counts(9_000), 10_000, 'paid')).toMatchObject({ ratio: 0.9, nearLimit: true, mustUpgrade: false });
    expect(contactUsage(counts(90_000), 100_000, 'paid')).toMatchObject({ nearLimit: true, mustUpgrade: false });
    expect(contactUsage(counts(1_800), 2_000, 'free')).toMatchObject({ ratio: 0.9, nearLimit: true, mustUpgrade: true });
    expect(contactUsage(counts(1_840), 2_000, 'free')).toMatchObject({ ratio: 0.92, nearLimit: true, mustUpgrade: true });
  });

  it('asks a trial account past its limit to upgrade: its account type is free', () => {
    expect(contactUsage(counts(2_400), 2_000, 'free')).toMatchObject({ ratio: 1.2, nearLimit: true, mustUpgrade: true });
  });

  it('still warns, without the upgrade ask, when the account type is unknown', () => {
    expect(contactUsage(counts(2_400), 2_000, undefined)).toMatchObject({ nearLimit: true, mustUpgrade: false });
  });

  it('has no ratio without a limit', () => {
    expect(contactUsage(counts(50), 0, 'free')).toMatchObject({ ratio: 0, nearLimit: false, mustUpgrade: false });
  });
});

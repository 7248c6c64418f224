/**
 * The ads rules the spec leaves open (§5 "value not shown"), chosen here and shown on the screens; the
 * mock backend imports the same numbers.
 */
export const ADS_LIMITS = {
  /** Contacts a target audience needs at least: the partners' own floor for a custom audience. */
  minAudienceSize: 100,
  /** The smallest daily budget, in US dollars. */
  minDailyBudget: 5,
  /** The largest daily budget, in US dollars: a typing slip guard. */
  maxDailyBudget: 10_000,
  nameLength: 100,
  headlineLength: 40,
  primaryTextLength: 125,
  /** Lists and segments a target audience may combine. */
  audienceSources: 10,
} as const;

/** The spec's image rules per partner (§5): width-to-height ratio bounds as whole numbers, so the edges compare exactly. */
export const AD_IMAGE_RULES = {
  instagram: { ratio: { min: [4, 5], max: [191, 100] }, ratioText: '4:5 to 1.91:1', minWidth: 500 },
  facebook: { ratio: { min: [1, 1], max: [19, 10] }, ratioText: '1:1 to 1.9:1', minWidth: 600 },
} as const;

export const usd = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

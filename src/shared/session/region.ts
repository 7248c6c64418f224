/** The EU value of the account region cookie. */
export const EU_REGION = 'eu';

/** Marketing features are off in the EU region, and EU subusers have no email testing (spec §1). */
export const isEuRegion = (region: string | null): boolean => region === EU_REGION;

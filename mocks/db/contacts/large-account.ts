/** The large persona's account (mocks/personas.ts): a million contacts, generated on its first sign-in. */
export const LARGE_ACCOUNT_OWNER = 'meridian';
export const LARGE_ACCOUNT_CONTACTS = 1_000_000;

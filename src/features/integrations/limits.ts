/** The write key of a Segment source (spec §5, §9): letters and digits, 7 to 50 of them. */
export const WRITE_KEY_MIN = 7;
export const WRITE_KEY_MAX = 50;
/** Not set by the spec; the API enforces the same (mocks/handlers/integrations.ts). */
export const INTEGRATION_LABEL_MAX = 100;
/** Segment integrations an account may have (the published API); the API refuses an eleventh (403). */
export const MAX_SEGMENT_INTEGRATIONS = 10;
/** A Twilio Account SID: AC and 32 hexadecimal characters. */
export const ACCOUNT_SID_PATTERN = /^AC[0-9a-fA-F]{32}$/;
/** Not set by the spec; the API enforces the same (mocks/handlers/sms.ts). */
export const AUTH_TOKEN_MAX = 128;

import { EMAIL_ADDRESS_MAX } from '@/shared/validation/email-address';

/** The API refuses a 101st sender. */
export const MAX_SENDERS = 100;

/**
 * Field lengths the form checks and the API enforces (the mock imports these). The published
 * marketing-senders schema sets none; they follow the verified-senders schema (nickname, address lines,
 * city, zip, country) with three deliberate changes: names 100 (not 256), emails 254 (the RFC 5321
 * maximum, not 256) and state 100 (not 2 US letters: marketing senders accept region names such as
 * "Île-de-France"). Both address lines share `address`.
 */
export const SENDER_LIMITS = {
  nickname: 100,
  fromName: 100,
  /** The reply-to name the API takes; the form does not ask for one. */
  replyToName: 100,
  email: EMAIL_ADDRESS_MAX,
  address: 100,
  city: 150,
  state: 100,
  zip: 10,
  country: 100,
} as const;

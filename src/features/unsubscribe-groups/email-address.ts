import { EMAIL_MAX } from './limits';

/**
 * The WHATWG form-validation pattern for an email address, with at least one dot in the domain (the
 * API wants a domain with a TLD). Every address it accepts the server accepts too.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Whether `value` (already trimmed) is an email address the API accepts. */
export const isValidEmailAddress = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);

/** Addresses typed or pasted, separated by commas, spaces, semicolons or line breaks. */
export const splitAddresses = (text: string): string[] => text.split(/[\s,;]+/).filter((part) => part !== '');

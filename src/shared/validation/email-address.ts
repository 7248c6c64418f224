/** RFC 5321: an address is at most 254 characters. */
export const EMAIL_ADDRESS_MAX = 254;

/** The local part: the WHATWG form-validation pattern's characters, ASCII only. */
const LOCAL_PART = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+$/;

/**
 * One domain label: letters and digits of any script (international domain names, which the API takes
 * in their punycode form), combining marks after the first character, and inner hyphens; 63 at most.
 */
const DOMAIN_LABEL = /^[\p{L}\p{Nd}](?:[\p{L}\p{Nd}\p{Mn}\p{Mc}-]{0,61}[\p{L}\p{Nd}\p{Mn}\p{Mc}])?$/u;

/**
 * Whether `value` (already trimmed) is an email address the app and the API accept: an ASCII local
 * part, one @, and a domain of at least two labels checked one by one (`user@bücher.de` yes, `a@b` no).
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_ADDRESS_MAX) return false;
  const at = value.indexOf('@');
  if (at === -1) return false;
  const labels = value.slice(at + 1).split('.');
  return LOCAL_PART.test(value.slice(0, at)) && labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
}

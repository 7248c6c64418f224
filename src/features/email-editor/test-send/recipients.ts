import { isEmailAddress } from '@/shared/validation/email-address';
import { MAX_TEST_RECIPIENTS } from './limits';
import { TEST_SEND_MESSAGES } from './messages';

/** The addresses typed, comma separated: trimmed, blanks dropped, each once (compared case-insensitively). */
export function splitRecipients(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((address) => address.trim())
    .filter((address) => {
      const key = address.toLowerCase();
      if (address === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** What is wrong with the typed addresses, naming the bad ones; undefined when they can be sent to. */
export function recipientsError(text: string): string | undefined {
  const addresses = splitRecipients(text);
  if (addresses.length === 0) return TEST_SEND_MESSAGES.required;
  if (addresses.length > MAX_TEST_RECIPIENTS) return TEST_SEND_MESSAGES.tooMany(addresses.length);
  const invalid = addresses.filter((address) => !isEmailAddress(address));
  return invalid.length > 0 ? TEST_SEND_MESSAGES.invalid(invalid) : undefined;
}

import { boolean, object, string, type InferType } from 'yup';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, UNIQUE_MESSAGE } from '@/shared/form/messages';
import { requiredInboxText } from '@/shared/form/yup-fields';
import { isEmailAddress } from '@/shared/validation/email-address';
import { splitAddresses } from './email-address';
import { GROUP_LIMITS, MAX_MANUAL_ADDRESSES } from './limits';

export const DISPLAYED_LIMIT_MESSAGE = `must not exceed ${GROUP_LIMITS.displayed} groups on the preferences page`;

interface GroupSchemaContext {
  /** Lower-cased names of the other groups. */
  takenNames: ReadonlySet<string>;
  /** Groups other than this one shown on the preferences page. */
  displayedElsewhere: number;
  /** Whether this group was shown there before the edit (an edit may keep it shown). */
  wasDisplayed: boolean;
}

/** The add and edit form: the spec's rules (§5) and the preferences-page limit (§9). */
export const groupSchema = ({ takenNames, displayedElsewhere, wasDisplayed }: GroupSchemaContext) =>
  object({
    name: requiredInboxText(GROUP_LIMITS.name).test('unique-name', UNIQUE_MESSAGE, (value) => !takenNames.has(value.trim().toLowerCase())),
    description: requiredInboxText(GROUP_LIMITS.description),
    isDisplayedOnPreferencesPage: boolean()
      .default(false)
      .test('displayed-limit', DISPLAYED_LIMIT_MESSAGE, (value) => !value || wasDisplayed || displayedElsewhere < GROUP_LIMITS.displayed),
  });

export type GroupSchemaValues = InferType<ReturnType<typeof groupSchema>>;

export const MANUAL_LIMIT_MESSAGE = `must not exceed ${MAX_MANUAL_ADDRESSES} addresses`;

/** Manual add: addresses separated by commas, spaces or line breaks, each a valid email address. */
export const manualAddSchema = object({
  addresses: string()
    .default('')
    .test('required', REQUIRED_MESSAGE, (value) => splitAddresses(value).length > 0)
    .test('emails', INVALID_EMAIL_MESSAGE, (value) => splitAddresses(value).every(isEmailAddress))
    .test('count', MANUAL_LIMIT_MESSAGE, (value) => new Set(splitAddresses(value).map((email) => email.toLowerCase())).size <= MAX_MANUAL_ADDRESSES),
});

export type ManualAddValues = InferType<typeof manualAddSchema>;

/** The distinct addresses of the manual-add field, in the order typed. */
export function distinctAddresses(text: string): string[] {
  const seen = new Set<string>();
  return splitAddresses(text).filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The entries of the manual-add field that are not email addresses. */
export const invalidAddresses = (text: string) => splitAddresses(text).filter((email) => !isEmailAddress(email));


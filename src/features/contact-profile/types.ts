import type { WritableReservedField } from './reserved-fields';

/** The tabs of a contact's profile, each its own route (spec §2). */
export const PROFILE_TABS = [
  { id: 'reserved-fields', label: 'Reserved Fields' },
  { id: 'custom-fields', label: 'Custom Fields' },
  { id: 'lists', label: 'Lists' },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['id'];

/**
 * What the add and edit forms hold: every reserved field as typed text (alternate emails comma
 * separated), custom fields by id as their inputs hold them (a number as typed, a date "YYYY-MM-DD"),
 * and the lists to add the contact to.
 */
export type ContactFormValues = Record<WritableReservedField, string> & {
  customFields: Record<string, string>;
  listIds: string[];
};

/** A contact added from the add form this session: processing until its job ends. */
export interface AddedContact {
  jobId: string;
  /** What screens call it: its name, else its first identifier. */
  label: string;
  /** The identifier it can be found by once processed. */
  identifier: { field: 'email' | 'phone_number_id' | 'external_id' | 'anonymous_id'; value: string };
  status: 'processing' | 'added' | 'failed';
  /** Known once it was found after processing. */
  contactId?: string;
}

/** A list a contact belongs to, as the lists tab names it. */
export interface ListName {
  id: string;
  name: string;
}

/** The kinds of the jobs this feature registers with the kernel's poller (others may react to their end). */
export const CONTACT_JOB_KINDS = {
  add: 'contact-add',
  update: 'contact-update',
  delete: 'contact-delete',
  listRemoval: 'contact-list-removal',
} as const;

/**
 * Designed (the spec names the rule, not its switch): identifiers beyond email are enabled for an
 * account by the feature toggle marketing/contact_identifiers (GET /feature_toggles, the account
 * service). With it, a contact needs at least one of email, phone number ID, external ID, anonymous ID.
 */
export const CONTACT_IDENTIFIERS_TOGGLE = { appName: 'marketing', featureName: 'contact_identifiers' } as const;

/** Where a free account upgrades its plan (SendGrid's billing page). */
export const BILLING_URL = 'https://app.sendgrid.com/account/billing';

/**
 * A contact as the API reads and writes it (ENDPOINTS.md §1, `ContactDetails3` and `ContactRequest`).
 * Shared by every audience feature: all contacts, the profile, lists, segments' samples, import and export.
 */
import type { PageMetadata } from '../paging/page-token';

/** Custom field values as the API answers them: keyed by the custom field's id (`e1_T`, mocks/README "Contacts"). */
export type CustomFieldValues = Record<string, string | number>;

export interface ContactDto {
  id: string;
  email?: string | null;
  phone_number_id?: string | null;
  external_id?: string | null;
  anonymous_id?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  alternate_emails?: string[] | null;
  address_line_1?: string | null;
  address_line_2?: string | null;
  city?: string | null;
  state_province_region?: string | null;
  postal_code?: string | null;
  country?: string | null;
  phone_number?: string | null;
  whatsapp?: string | null;
  line?: string | null;
  facebook?: string | null;
  unique_name?: string | null;
  list_ids?: string[];
  segment_ids?: string[];
  custom_fields?: CustomFieldValues;
  created_at: string;
  updated_at: string;
  /** Read-only engagement, present on the single-contact read (mocks/README "Contacts"). */
  last_opened?: string | null;
  last_clicked?: string | null;
  last_emailed?: string | null;
}

/** What an upsert writes for one contact: omitted fields stay, `null` clears (ENDPOINTS.md §1). */
export interface ContactRequest {
  email?: string;
  phone_number_id?: string;
  external_id?: string;
  anonymous_id?: string;
  first_name?: string | null;
  last_name?: string | null;
  alternate_emails?: string[];
  address_line_1?: string | null;
  address_line_2?: string | null;
  city?: string | null;
  state_province_region?: string | null;
  postal_code?: string | null;
  country?: string | null;
  phone_number?: string | null;
  custom_fields?: Record<string, string | number | null>;
}

/** `GET /marketing/contacts` (paged: the mock extension) and `POST /marketing/contacts/search`. */
export interface ContactListDto {
  result: ContactDto[];
  contact_count: number;
  _metadata?: PageMetadata;
}

export interface ContactCountDto {
  contact_count: number;
  billable_count: number;
  billable_breakdown?: { total: number; breakdown: Record<string, number> };
}

/** The answer of every asynchronous contact change (upsert, delete, remove from list, list delete with contacts). */
export interface JobIdDto {
  job_id: string;
}

/** The identifiers a contact may be found by; email is the default one. */
export const IDENTIFIER_FIELDS = ['email', 'phone_number_id', 'external_id', 'anonymous_id'] as const;
export type IdentifierField = (typeof IDENTIFIER_FIELDS)[number];

/** What a screen calls a contact: its name, else its email, else its first other identifier. */
export function contactDisplayName(contact: Pick<ContactDto, 'first_name' | 'last_name' | IdentifierField | 'id'>): string {
  const name = [contact.first_name, contact.last_name].filter(Boolean).join(' ').trim();
  return name || contact.email || contact.phone_number_id || contact.external_id || contact.anonymous_id || contact.id;
}

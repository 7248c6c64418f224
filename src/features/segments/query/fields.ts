import type { ContactField, FieldType } from '@/features/custom-fields/types';
import type { ContactDto } from '@/shared/audience/contact';
import { MAIL_EVENTS, type EventSubject, type MailEvent } from './model';

/**
 * The reserved fields a condition can use: the single-valued columns of `contact_data` (ENDPOINTS.md §14b)
 * that contacts carry. Arrays (alternate_emails, email_domains, list_ids) and activity fields are left out:
 * mail activity is asked with event conditions.
 */
export const SEGMENT_RESERVED_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'address_line_1',
  'address_line_2',
  'city',
  'state_province_region',
  'postal_code',
  'country',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ContactDto)[];
export type SegmentReservedField = (typeof SEGMENT_RESERVED_FIELDS)[number];

const isReservedId = (id: string) => id.startsWith('_');

/**
 * The fields the builder offers, from every field definition (selectAllContactFields): the usable reserved
 * fields in SEGMENT_RESERVED_FIELDS order, then every custom field.
 */
export function segmentFields(all: readonly ContactField[]): ContactField[] {
  const reserved = SEGMENT_RESERVED_FIELDS.flatMap((name) => {
    const definition = all.find((field) => isReservedId(field.id) && field.name === name);
    return definition === undefined ? [] : [definition];
  });
  return [...reserved, ...all.filter((field) => !isReservedId(field.id))];
}

export const isReservedField = (field: ContactField) => isReservedId(field.id);

export function fieldById(all: readonly ContactField[], id: string): ContactField | undefined {
  return segmentFields(all).find((field) => field.id === id);
}

/** The field a contact_data column names (case-insensitive, as SQL identifiers are). */
export function fieldByColumn(all: readonly ContactField[], column: string): ContactField | undefined {
  const wanted = column.toLowerCase();
  return segmentFields(all).find((field) => field.name.toLowerCase() === wanted);
}

export const fieldTypeOf = (all: readonly ContactField[], id: string): FieldType | undefined => fieldById(all, id)?.fieldType;

export const EVENT_SUBJECTS: readonly EventSubject[] = MAIL_EVENTS.map((event) => `event:${event}` as const);

export function eventOfSubject(subject: string): MailEvent | undefined {
  return MAIL_EVENTS.find((event) => subject === `event:${event}`);
}

/** How the builder names the events (past tense, for "was opened"). */
export const EVENT_LABELS: Record<MailEvent, { happened: string; notHappened: string; noun: string }> = {
  delivered: { happened: 'was delivered', notHappened: 'was not delivered', noun: 'Email delivered' },
  open: { happened: 'opened', notHappened: 'did not open', noun: 'Email opened' },
  click: { happened: 'clicked', notHappened: 'did not click', noun: 'Email clicked' },
};

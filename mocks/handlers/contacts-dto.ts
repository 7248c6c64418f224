import type { ContactDto } from '@/shared/audience/contact';
import type { ContactEngagement, StoredContact } from '../db/contacts/contact-store';
import { apiIdOf, customFieldsOf } from '../db/field-definitions';
import type { User } from '../db/users';

/** The account's custom field API ids by table id (`3` → `e3_N`): how contacts read their values. */
export function customFieldApiIds(owner: User): Map<number, string> {
  return new Map(customFieldsOf(owner).map((field) => [field.id, apiIdOf(field)]));
}

/**
 * A stored contact as the API reads it (`ContactDetails3`): `custom_fields` keyed by custom field id
 * (`e1_T`; values of a field deleted meanwhile are left out), the reserved fields the mock does not keep
 * (`unique_name`, `whatsapp`, `line`, `facebook`) null.
 */
export function contactDto(contact: StoredContact, fieldIds: ReadonlyMap<number, string>): ContactDto {
  const { custom_fields: values, ...fields } = contact;
  const customFields = Object.entries(values).flatMap(([tableId, value]) => {
    const apiId = fieldIds.get(Number(tableId));
    return apiId === undefined ? [] : [[apiId, value] as const];
  });
  return { ...fields, unique_name: null, whatsapp: null, line: null, facebook: null, custom_fields: Object.fromEntries(customFields) };
}

/** The single-contact read: engagement and `_metadata.self` besides the fields. */
export function contactDetailDto(contact: StoredContact, fieldIds: ReadonlyMap<number, string>, engagement: ContactEngagement, self: string): ContactDto & { _metadata: { self: string } } {
  return { ...contactDto(contact, fieldIds), ...engagement, _metadata: { self } };
}

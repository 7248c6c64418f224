import { describe, expect, it } from 'vitest';
import type { ContactField } from '@/features/custom-fields/types';
import { autoMapHeaders } from './header-matching';

const reserved = (id: string, name: string, readOnly = false): ContactField => ({ id, name, fieldType: 'text', readOnly, displayName: name });
const FIELDS: ContactField[] = [
  reserved('_rf0_T', 'first_name'),
  reserved('_rf1_T', 'last_name'),
  reserved('_rf2_T', 'email'),
  reserved('_rf8_T', 'postal_code'),
  reserved('_rf10_T', 'phone_number'),
  reserved('_rf21_D', 'created_at', true),
  { id: 'e1_N', name: 'loyalty_points', fieldType: 'number', readOnly: false, displayName: 'loyalty_points' },
  { id: 'e2_T', name: 'zip', fieldType: 'text', readOnly: false, displayName: 'zip' },
];

describe('autoMapHeaders', () => {
  it('maps headers to fields ignoring case, spaces, underscores and hyphens', () => {
    expect(autoMapHeaders(['E-mail', 'First Name', 'LAST_NAME', 'Loyalty Points'], FIELDS)).toEqual(['_rf2_T', '_rf0_T', '_rf1_T', 'e1_N']);
  });

  it('knows common synonyms of reserved fields', () => {
    expect(autoMapHeaders(['Email Address', 'Surname', 'Given name', 'Postcode', 'Phone'], FIELDS)).toEqual(['_rf2_T', '_rf1_T', '_rf0_T', '_rf8_T', '_rf10_T']);
  });

  it('prefers a field’s own name to a synonym: a custom field named zip takes "Zip"', () => {
    expect(autoMapHeaders(['Zip', 'email'], FIELDS)).toEqual(['e2_T', '_rf2_T']);
  });

  it('maps each field once, leaves unknown headers and read-only fields unmapped', () => {
    expect(autoMapHeaders(['email', 'Email', 'created_at', 'favourite colour', ''], FIELDS)).toEqual(['_rf2_T', null, null, null, null]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ContactField } from '@/features/custom-fields/types';
import type { ContactDto } from '@/shared/audience/contact';
import { toAddRequest, toContactFormValues, toEditRequest } from './contact-values';
import { calendarDateOf, fromInputValue, todayIn } from './custom-field-values';

const fields: ContactField[] = [
  { id: 'e1_T', name: 'tier', fieldType: 'text', readOnly: false, displayName: 'tier' },
  { id: 'e2_N', name: 'orders', fieldType: 'number', readOnly: false, displayName: 'orders' },
  { id: 'e3_D', name: 'signup', fieldType: 'date', readOnly: false, displayName: 'signup' },
];

const contact: ContactDto = {
  id: 'c1',
  email: 'ana@example.com',
  external_id: 'crm-1',
  first_name: 'Ana',
  city: 'Denver',
  alternate_emails: ['ana.work@example.com'],
  custom_fields: { e1_T: 'Gold', e2_N: 3, e3_D: '2024-05-01T00:00:00Z' },
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
};

describe('custom field values', () => {
  it('reads a calendar date as its day, and a time of day as its day in the user time zone', () => {
    expect(calendarDateOf('2024-05-01T00:00:00Z', 'America/Los_Angeles')).toBe('2024-05-01');
    expect(calendarDateOf('2024-05-01T03:00:00Z', 'America/Los_Angeles')).toBe('2024-04-30');
    expect(calendarDateOf('2024-05-01T03:00:00Z', 'Europe/Berlin')).toBe('2024-05-01');
  });

  it('takes today in the user time zone, not UTC', () => {
    const lateEveningInChicago = Date.parse('2026-03-10T04:30:00Z');
    expect(todayIn('America/Chicago', lateEveningInChicago)).toBe('2026-03-09');
    expect(todayIn('UTC', lateEveningInChicago)).toBe('2026-03-10');
  });

  it('writes numbers as numbers, dates at midnight UTC, and blanks as null', () => {
    expect(fromInputValue(' 12.5 ', 'number')).toBe(12.5);
    expect(fromInputValue('2026-03-09', 'date')).toBe('2026-03-09T00:00:00Z');
    expect(fromInputValue('  ', 'text')).toBeNull();
  });
});

describe('contact requests', () => {
  it('sends an edit with every existing identifier and only the changed fields; a cleared one as null', () => {
    const initial = toContactFormValues(contact, fields, 'UTC');
    const values = { ...initial, city: '', first_name: 'Ana', customFields: { ...initial.customFields, e2_N: '4' } };
    expect(toEditRequest(contact, initial, values, fields)).toEqual({
      email: 'ana@example.com',
      external_id: 'crm-1',
      city: null,
      custom_fields: { e2_N: 4 },
    });
  });

  it('sends a new contact with the filled fields only, email lower-cased and the phone number without punctuation', () => {
    const values = { ...toContactFormValues({ ...contact, custom_fields: {} }, fields, 'UTC'), email: 'Ana@Example.com ', phone_number: '+1 (555) 010-2000' };
    expect(toAddRequest(values, fields)).toEqual({
      email: 'ana@example.com',
      external_id: 'crm-1',
      first_name: 'Ana',
      city: 'Denver',
      alternate_emails: ['ana.work@example.com'],
      phone_number: '+15550102000',
    });
  });
});

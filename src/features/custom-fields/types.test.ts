import { describe, expect, it } from 'vitest';
import { customFieldSchema } from './schema';
import {
  fromLegacyCustomField,
  isCustomFieldCreatedMessage,
  toCreatedMessage,
  toCreatePayload,
  toFieldDefinitions,
  toLegacyPayload,
  wordsOf,
} from './types';

describe('custom field mappers', () => {
  it('reads both kinds of field, lower-casing the type and deriving display names', () => {
    const definitions = toFieldDefinitions({
      custom_fields: [{ id: 'e1_N', name: 'lifetime_value', field_type: 'Number' }],
      reserved_fields: [
        { id: '_rf4_T', name: 'address_line_1', field_type: 'Text' },
        { id: '_rf19_T', name: 'singlesend_id', field_type: 'Text', read_only: true },
      ],
      _metadata: { self: 'https://api.example/v3/marketing/field_definitions' },
    });
    expect(definitions.custom).toEqual([
      { id: 'e1_N', name: 'lifetime_value', fieldType: 'number', readOnly: false, displayName: 'lifetime_value' },
    ]);
    expect(definitions.reserved).toEqual([
      { id: '_rf4_T', name: 'address_line_1', fieldType: 'text', readOnly: false, displayName: 'Address Line 1' },
      { id: '_rf19_T', name: 'singlesend_id', fieldType: 'text', readOnly: true, displayName: 'Singlesend ID' },
    ]);
    expect(definitions.metadata).toEqual({ self: 'https://api.example/v3/marketing/field_definitions' });
    expect(wordsOf('_leading__double_')).toBe('Leading Double');
  });

  it('writes the API’s and the legacy API’s create bodies, trimmed', () => {
    expect(toCreatePayload({ name: ' trail_miles ', fieldType: 'date' })).toEqual({ name: 'trail_miles', field_type: 'Date' });
    expect(toLegacyPayload({ name: ' trail_miles ', fieldType: 'date' })).toEqual({ name: 'trail_miles', type: 'date' });
  });

  it('reads a legacy answer under its field_definitions id when it has one', () => {
    expect(fromLegacyCustomField({ id: 31, tne_id: 'e31_D', name: 'b', type: 'date' })).toMatchObject({ id: 'e31_D', fieldType: 'date' });
    expect(fromLegacyCustomField({ id: 31, name: 'b', type: 'Number' })).toMatchObject({ id: '31', fieldType: 'number' });
  });

  it('builds and checks the cross-tab message', () => {
    const field = fromLegacyCustomField({ id: 4, tne_id: 'e4_T', name: 'tier', type: 'text' });
    const forColumn = toCreatedMessage(field, { name: 'Tier', index: 2 });
    expect(forColumn).toEqual({ id: 'e4_T', name: 'tier', type: 'text', column: 'Tier', columnIndex: 2 });
    expect(toCreatedMessage(field, null)).toMatchObject({ column: null, columnIndex: null });
    expect(isCustomFieldCreatedMessage(forColumn)).toBe(true);
    for (const bad of [null, 'x', { ...forColumn, type: 'Text' }, { ...forColumn, columnIndex: 1.5 }, { ...forColumn, id: '' }]) {
      expect(isCustomFieldCreatedMessage(bad)).toBe(false);
    }
  });
});

describe('customFieldSchema', () => {
  it('uses the shared name rules, legacy wording included', async () => {
    const schema = customFieldSchema({ takenNames: new Set(['tier']) });
    await expect(schema.validateAt('name', { name: 'TIER', fieldType: 'text' })).rejects.toThrow('field name is already in use');
    await expect(schema.validateAt('name', { name: 'group', fieldType: 'text' })).rejects.toThrow(
      "can't name custom field with SQL reserved keywords",
    );
    await expect(customFieldSchema({ takenNames: new Set(), legacy: true }).validateAt('name', { name: 'email' })).rejects.toThrow(
      'You have used a reserved field name for your custom field.',
    );
    await expect(schema.isValid({ name: 'shoe_size', fieldType: 'number' })).resolves.toBe(true);
    await expect(schema.isValid({ name: 'shoe_size', fieldType: 'boolean' })).resolves.toBe(false);
  });
});

import { RESERVED_FIELD_DEFINITIONS } from '@mocks/db/field-definitions';
import { toCustomField, toReservedField, type ContactField } from '@/features/custom-fields/types';

/** Segment query tests' field definitions: the mock's reserved fields and a few custom fields, as the custom-fields feature reads them. */
export const SEGMENT_TEST_FIELDS: ContactField[] = [
  ...RESERVED_FIELD_DEFINITIONS.map((field) => toReservedField(field)),
  toCustomField({ id: 'e1_T', name: 'loyalty_tier', field_type: 'Text' }),
  toCustomField({ id: 'e2_N', name: 'lifetime_value', field_type: 'Number' }),
  toCustomField({ id: 'e3_D', name: 'last_purchase_date', field_type: 'Date' }),
  toCustomField({ id: 'e4_N', name: 'total_orders', field_type: 'Number' }),
];

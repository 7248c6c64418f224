import { mixed, object, string, type InferType } from 'yup';
import { REQUIRED_MESSAGE } from '@/shared/form/messages';
import { fieldNameError, type FieldNameContext } from './field-name-rules';
import { FIELD_TYPES, type FieldType } from './types';

/**
 * The create and rename form. The name rules are field-name-rules.ts, which the mock backend enforces
 * too, so the message shown while typing is the one the server would answer.
 */
export const customFieldSchema = (context: FieldNameContext) =>
  object({
    name: string()
      .default('')
      .test('field-name', (value, test) => {
        const message = fieldNameError(value ?? '', context);
        return message === undefined || test.createError({ message });
      }),
    fieldType: mixed<FieldType>().oneOf(FIELD_TYPES).required(REQUIRED_MESSAGE),
  });

export type CustomFieldSchemaValues = InferType<ReturnType<typeof customFieldSchema>>;

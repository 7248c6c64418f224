import { object } from 'yup';
import { requiredText } from '@/shared/form/yup-fields';
import { DYNAMIC_TEMPLATE_LIMITS } from './limits';

/** A template's name: the create, rename and duplicate forms. The mock backend enforces the same. */
export const templateNameSchema = object({ name: requiredText(DYNAMIC_TEMPLATE_LIMITS.nameLength) });

/** A version's name and subject (both required by POST /templates/{id}/versions). */
export const versionSchema = object({
  name: requiredText(DYNAMIC_TEMPLATE_LIMITS.nameLength),
  subject: requiredText(DYNAMIC_TEMPLATE_LIMITS.subjectLength),
});

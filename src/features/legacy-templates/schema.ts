import { object, type InferType } from 'yup';
import { requiredText } from '@/shared/form/yup-fields';

/** A dynamic template's name, as the templates API takes it (at most 100 characters). */
export const TEMPLATE_NAME_MAX = 100;

/** The copy dialog: the new dynamic template's name. */
export const copySchema = object({ name: requiredText(TEMPLATE_NAME_MAX) });

export type CopyValues = InferType<typeof copySchema>;

export const copyServerFields: Record<string, keyof CopyValues> = { name: 'name' };

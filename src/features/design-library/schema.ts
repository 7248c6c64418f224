import { object, string, type InferType } from 'yup';
import { REQUIRED_MESSAGE } from '@/shared/form/messages';
import { requiredText } from '@/shared/form/yup-fields';
import { DESIGN_LIMITS } from './limits';

/** A design's name: the rename and duplicate forms. The mock backend enforces the same. */
export const designNameSchema = object({ name: requiredText(DESIGN_LIMITS.name) });

/** A new design: its name and what it starts from, `blank`, `code` or a system design's id. */
export const newDesignSchema = designNameSchema.shape({ start: string().required(REQUIRED_MESSAGE) });

export type NewDesignValues = InferType<typeof newDesignSchema>;

export const BLANK_START = 'blank';
export const CODE_START = 'code';

import { object, string, type InferType } from 'yup';
import { REQUIRED_MESSAGE } from '@/shared/form/messages';
import { requiredText } from '@/shared/form/yup-fields';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';

/** A new single send's name (1–100, as the server checks). */
export const singleSendNameSchema = object({ name: requiredText(SINGLE_SEND_LIMITS.nameLength) });

export type SingleSendNameValues = InferType<typeof singleSendNameSchema>;

/** What a blank single send is: an email in the design or the code editor, or an SMS. */
export const BLANK_KINDS = ['design', 'code', 'sms'] as const;
export type BlankKind = (typeof BLANK_KINDS)[number];

export const blankStartSchema = singleSendNameSchema.shape({ kind: string().oneOf(BLANK_KINDS).required(REQUIRED_MESSAGE) });

export type BlankStartValues = InferType<typeof blankStartSchema>;

/** Where the server's field errors land in the creation forms. */
export const NAME_SERVER_FIELDS = { name: 'name' } as const;

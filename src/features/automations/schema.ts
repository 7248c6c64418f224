import { object, string, type InferType } from 'yup';
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES, AUTOMATION_TEMPLATES } from '@/shared/sending/automation-limits';

/** The selector's form: a starting point and a name (1–100, as the server checks; spec §5's message when empty). */
export const createAutomationSchema = object({
  template: string()
    .oneOf(AUTOMATION_TEMPLATES.map((template) => template.key))
    .required(),
  name: string().trim().max(AUTOMATION_LIMITS.nameLength, AUTOMATION_MESSAGES.nameTooLong).required(AUTOMATION_MESSAGES.nameRequired).default(''),
});

export type CreateAutomationValues = InferType<typeof createAutomationSchema>;

/** Where the server's field errors land in the selector's form. */
export const CREATE_SERVER_FIELDS = { name: 'name', template: 'template' } as const;

/** Signup forms as the API answers them (/v3/marketing/signup_forms, mocks/README.md "Signup forms") and as the app keeps them. */

export type FormFieldType = 'Text' | 'Number' | 'Date';

export interface SignupFormFieldDto {
  /** A reserved field's name (`email`, `first_name`…) or a custom field's id (`e1_T`). */
  field_id: string;
  field_type: FormFieldType;
  label: string;
  helper_text: string;
  required: boolean;
}

export interface SignupFormStylesDto {
  background_color: string;
  text_color: string;
  button_color: string;
  button_text_color: string;
  border_color: string;
  border_width: number;
  border_radius: number;
  padding: number;
  width: number;
  button_text: string;
}

export interface SignupFormDto {
  /** A UUID. */
  id: string;
  name: string;
  list_id: string | null;
  list_name: string | null;
  /** Contacts the form has added or updated. */
  contact_count: number;
  confirmation_message: string;
  captcha: boolean;
  header: string;
  intro: string;
  fields: SignupFormFieldDto[];
  styles: SignupFormStylesDto;
  /** The absolute address of its public submissions endpoint (the embed code posts there). */
  submit_url: string;
  created_at: string;
  updated_at: string;
}

export type SignupFormPayload = Pick<SignupFormDto, 'name' | 'list_id' | 'confirmation_message' | 'captcha' | 'header' | 'intro' | 'fields' | 'styles'>;

/** What the public endpoint tells a visitor: nothing about the account or the list. */
export interface PublicSignupFormDto {
  id: string;
  header: string;
  intro: string;
  captcha: boolean;
  fields: SignupFormFieldDto[];
  styles: SignupFormStylesDto;
  /** The absolute address submissions go to (the embed code posts there). */
  submit_url: string;
}

export interface FormField {
  fieldId: string;
  fieldType: FormFieldType;
  label: string;
  helperText: string;
  required: boolean;
}

export interface FormStyles {
  backgroundColor: string;
  textColor: string;
  buttonColor: string;
  buttonTextColor: string;
  borderColor: string;
  borderWidth: number;
  borderRadius: number;
  padding: number;
  width: number;
  buttonText: string;
}

/** What the editor edits and every rendering of a form (preview, embed code, hosted page) shows. */
export interface FormContent {
  header: string;
  intro: string;
  captcha: boolean;
  fields: FormField[];
  styles: FormStyles;
}

export interface SignupForm extends FormContent {
  id: string;
  name: string;
  listId: string | null;
  listName: string | null;
  contactCount: number;
  confirmationMessage: string;
  submitUrl: string;
  updatedAt: string;
}

export interface PublicForm extends FormContent {
  id: string;
  submitUrl: string;
}

/** The editor's values: a signup form without what only the server sets. */
export type SignupFormValues = Pick<SignupForm, 'name' | 'listId' | 'confirmationMessage' | 'captcha' | 'header' | 'intro' | 'fields' | 'styles'>;

export const toFormField = (field: SignupFormFieldDto): FormField => ({
  fieldId: field.field_id,
  fieldType: field.field_type,
  label: field.label,
  helperText: field.helper_text,
  required: field.required,
});

const fromFormField = (field: FormField): SignupFormFieldDto => ({
  field_id: field.fieldId,
  field_type: field.fieldType,
  label: field.label.trim(),
  helper_text: field.helperText.trim(),
  required: field.required,
});

export const toFormStyles = (styles: SignupFormStylesDto): FormStyles => ({
  backgroundColor: styles.background_color,
  textColor: styles.text_color,
  buttonColor: styles.button_color,
  buttonTextColor: styles.button_text_color,
  borderColor: styles.border_color,
  borderWidth: styles.border_width,
  borderRadius: styles.border_radius,
  padding: styles.padding,
  width: styles.width,
  buttonText: styles.button_text,
});

const fromFormStyles = (styles: FormStyles): SignupFormStylesDto => ({
  background_color: styles.backgroundColor,
  text_color: styles.textColor,
  button_color: styles.buttonColor,
  button_text_color: styles.buttonTextColor,
  border_color: styles.borderColor,
  border_width: Number(styles.borderWidth),
  border_radius: Number(styles.borderRadius),
  padding: Number(styles.padding),
  width: Number(styles.width),
  button_text: styles.buttonText.trim(),
});

export const toSignupForm = (dto: SignupFormDto): SignupForm => ({
  id: dto.id,
  name: dto.name,
  listId: dto.list_id,
  listName: dto.list_name,
  contactCount: dto.contact_count,
  confirmationMessage: dto.confirmation_message,
  captcha: dto.captcha,
  header: dto.header,
  intro: dto.intro,
  fields: dto.fields.map(toFormField),
  styles: toFormStyles(dto.styles),
  submitUrl: dto.submit_url,
  updatedAt: dto.updated_at,
});

export const toPublicForm = (dto: PublicSignupFormDto): PublicForm => ({
  id: dto.id,
  header: dto.header,
  intro: dto.intro,
  captcha: dto.captcha,
  fields: dto.fields.map(toFormField),
  styles: toFormStyles(dto.styles),
  submitUrl: dto.submit_url,
});

export const toSignupFormPayload = (values: SignupFormValues): SignupFormPayload => ({
  name: values.name.trim(),
  list_id: values.listId || null,
  confirmation_message: values.confirmationMessage.trim(),
  captcha: values.captcha,
  header: values.header.trim(),
  intro: values.intro.trim(),
  fields: values.fields.map(fromFormField),
  styles: fromFormStyles(values.styles),
});

export const formValuesOf = (form: SignupForm): SignupFormValues => ({
  name: form.name,
  listId: form.listId,
  confirmationMessage: form.confirmationMessage,
  captcha: form.captcha,
  header: form.header,
  intro: form.intro,
  fields: form.fields,
  styles: form.styles,
});

/** A field a form may ask for: a reserved field or one of the account's custom fields. */
export interface FieldChoice {
  fieldId: string;
  name: string;
  fieldType: FormFieldType;
}

import { DEFAULT_STYLES } from './safe-styles';
import type { SignupFormValues } from './types';

/** What "Create Signup Form" starts from: valid as it is (a required email field, a confirmation message). */
export const NEW_FORM_VALUES: SignupFormValues = {
  name: 'Untitled Form',
  listId: null,
  confirmationMessage: 'Thank you for signing up!',
  captcha: false,
  header: 'Sign up for our newsletter',
  intro: '',
  fields: [{ fieldId: 'email', fieldType: 'Text', label: 'Email', helperText: '', required: true }],
  styles: DEFAULT_STYLES,
};

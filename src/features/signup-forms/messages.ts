import { SIGNUP_FORM_LIMITS } from './limits';

/** Shared by the editor's checks and the API's (the mock imports them). */
export const FORM_LIMIT_MESSAGE = `You have reached the maximum of ${SIGNUP_FORM_LIMITS.forms} signup forms.`;
export const IDENTIFIER_REQUIRED_MESSAGE = 'At least one identifier field (Email or Phone Number ID) must be required.';
export const COLOR_MESSAGE = 'must be a colour in the form #RRGGBB';

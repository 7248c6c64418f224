/** Sender placeholders (double braces) the platform fills in from the chosen sender at send time. */
export const SENDER_PLACEHOLDERS = [
  '{{Sender_Name}}',
  '{{Sender_Email}}',
  '{{Sender_Address}}',
  '{{Sender_City}}',
  '{{Sender_State}}',
  '{{Sender_Country}}',
  '{{Sender_Zip}}',
] as const;

/** The address of the email's web version. */
export const WEBLINK_PLACEHOLDER = '{{Weblink}}';

export const PLACEHOLDERS = [...SENDER_PLACEHOLDERS, WEBLINK_PLACEHOLDER] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Link tags the platform replaces with the recipient's own unsubscribe addresses. */
export const UNSUBSCRIBE_TAG = '{{{unsubscribe}}}';
export const UNSUBSCRIBE_PREFERENCES_TAG = '{{{unsubscribe_preferences}}}';

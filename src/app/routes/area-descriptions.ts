import type { AreaKey } from './areas';

/** One line per area on the home page (kept out of the first load with the page). */
export const AREA_DESCRIPTIONS: Record<AreaKey, string> = {
  contacts: 'Your audience: contacts, lists and segments, imports and exports.',
  'custom-fields': 'The fields your contacts carry beyond the reserved ones.',
  'single-sends': 'One-off email and SMS campaigns, with A/B tests.',
  automations: 'Emails that go out on their own when contacts join a list or segment.',
  'design-library': 'Your email designs and images, ready to reuse.',
  'dynamic-templates': 'Transactional templates with versions and test data.',
  'signup-forms': 'Forms that add new contacts to a list.',
  ads: 'Ad campaigns on social networks, built from your audience.',
  senders: 'The From identities your campaigns are sent from.',
  'unsubscribe-groups': 'The kinds of email recipients can opt out of one by one.',
  integrations: 'Send email events to Segment and SMS through Twilio.',
  notifications: "Who receives your account's notification emails.",
};

import { MAX_CUSTOM_FIELDS } from '@/features/custom-fields/limits';
import { MAX_SEGMENT_INTEGRATIONS } from '@/features/integrations/limits';
import { MAX_NOTIFICATION_RECIPIENTS } from '@/features/notifications/limits';
import { MAX_SENDERS } from '@/features/senders/limits';
import {
  CUSTOM_FIELD_LIMIT_MESSAGE,
  integrationLimitMessage,
  RECIPIENT_LIMIT_MESSAGE,
  SEARCH_TIMEOUT_MESSAGE,
  SENDER_LIMIT_MESSAGE,
} from '../handlers/limit-messages';
import type { JsonBodyType } from 'msw';
import type { EndpointMatch, Override, ScenarioFlag } from './registry';

interface Scenario {
  description: string;
  overrides: Override[];
}

const SENDERS = '/marketing/senders';

const fail = (method: EndpointMatch['method'], path: string, status: number, body?: JsonBodyType): Override => ({
  kind: 'fail',
  method,
  path,
  status,
  ...(body === undefined ? {} : { body }),
});

/** A behaviour the handler of `path` changes while the scenario is on. */
const flag = (name: ScenarioFlag, path: string): Override => ({ kind: 'flag', flag: name, method: '*', path });

const slow = (path: string, delayMs: number, method: EndpointMatch['method'] = '*'): Override => ({ kind: 'slow', method, path, delayMs });

const hangingSaves: Override = { kind: 'hang', method: 'SAVE', path: '/*' };

/** Named scenarios: `scenarios.apply(name)` in tests, `?mock-scenario=name` or the QA panel in the browser. */
export const SCENARIOS = {
  'contact-exports-fail': {
    description: 'Contact exports end in failure (restart offered)',
    overrides: [flag('contact-exports-fail', '/marketing/contacts/exports')],
  },
  'contact-exports-list-500': { description: 'Loading contact exports fails (500)', overrides: [fail('GET', '/marketing/contacts/exports', 500)] },
  'senders-list-500': { description: 'Loading senders fails (500)', overrides: [fail('GET', SENDERS, 500)] },
  'senders-create-500': { description: 'Creating a sender fails (500)', overrides: [fail('POST', SENDERS, 500)] },
  'senders-create-400': {
    description: 'Creating a sender is rejected with field errors (400)',
    overrides: [
      fail('POST', SENDERS, 400, {
        errors: [
          { field: 'from.email', message: 'must be a valid email address' },
          { field: 'nickname', message: 'must be unique' },
        ],
      }),
    ],
  },
  'senders-create-limit': {
    description: `Creating a sender hits the ${MAX_SENDERS}-sender limit (403)`,
    overrides: [fail('POST', SENDERS, 403, { errors: [{ field: null, message: SENDER_LIMIT_MESSAGE }] })],
  },
  'senders-update-500': { description: 'Updating a sender fails (500)', overrides: [fail('PATCH', `${SENDERS}/:id`, 500)] },
  'senders-delete-500': { description: 'Deleting a sender fails (500)', overrides: [fail('DELETE', `${SENDERS}/:id`, 500)] },
  'senders-resend-500': {
    description: 'Resending a verification email fails (500)',
    overrides: [fail('POST', `${SENDERS}/:id/resend_verification`, 500)],
  },
  'senders-slow': { description: 'Every senders request takes 3 s', overrides: [slow(`${SENDERS}*`, 3000)] },
  'custom-fields-list-500': { description: 'Loading custom fields fails (500)', overrides: [fail('GET', '/marketing/field_definitions', 500)] },
  'custom-fields-create-500': { description: 'Creating a custom field fails (500), legacy create too', overrides: [fail('POST', '/marketing/field_definitions', 500), fail('POST', '/contactdb/custom_fields', 500)] },
  'custom-fields-create-400': { description: 'Creating a custom field is refused: name in use (400)', overrides: [fail('POST', '/marketing/field_definitions', 400, { errors: [{ field: 'name', message: 'field name is already in use' }] })] },
  'custom-fields-create-limit': { description: `Creating a custom field hits the limit of ${MAX_CUSTOM_FIELDS} (403), legacy create too`, overrides: [fail('POST', '/marketing/field_definitions', 403, { errors: [{ field: null, message: CUSTOM_FIELD_LIMIT_MESSAGE }] }), fail('POST', '/contactdb/custom_fields', 403, { errors: [{ field: null, message: CUSTOM_FIELD_LIMIT_MESSAGE }] })] },
  'custom-fields-update-500': { description: 'Renaming a custom field fails (500)', overrides: [fail('PATCH', '/marketing/field_definitions/:id', 500)] },
  'custom-fields-delete-500': { description: 'Deleting a custom field fails (500)', overrides: [fail('DELETE', '/marketing/field_definitions/:id', 500)] },
  'custom-fields-slow': { description: 'Every custom field request takes 3 s', overrides: [slow('/marketing/field_definitions*', 3000), slow('/contactdb/custom_fields', 3000)] },
  'integrations-list-500': { description: 'Loading integrations fails (500)', overrides: [fail('GET', '/marketing/integrations', 500)] },
  'integrations-create-400': {
    description: 'Creating an integration is rejected with a write key error (400)',
    overrides: [fail('POST', '/marketing/integrations', 400, { errors: [{ field: 'properties.write_key', message: 'must contain only letters and numbers' }] })],
  },
  'integrations-create-403': {
    description: `Creating a Segment integration hits the limit of ${MAX_SEGMENT_INTEGRATIONS} (403)`,
    overrides: [fail('POST', '/marketing/integrations', 403, { errors: [{ field: null, message: integrationLimitMessage('Segment') }] })],
  },
  'integrations-create-500': { description: 'Creating an integration fails (500)', overrides: [fail('POST', '/marketing/integrations', 500)] },
  'integrations-update-500': { description: 'Updating an integration fails (500)', overrides: [fail('PATCH', '/marketing/integrations/:id', 500)] },
  'integrations-delete-500': { description: 'Deleting integrations fails (500)', overrides: [fail('DELETE', '/marketing/integrations', 500)] },
  'sms-credentials-500': { description: 'Loading the Twilio connection fails (500)', overrides: [fail('GET', '/marketing/sms/credentials', 500)] },
  'sms-credentials-unverified': {
    description: 'The connected Twilio account is not verified',
    overrides: [fail('GET', '/marketing/sms/credentials', 200, { twilio_account_sid: 'AC0123456789abcdef0123456789abcdef', verified: false })],
  },
  'sms-connect-400': {
    description: 'Connecting Twilio is refused: bad Account SID (400)',
    overrides: [fail('PUT', '/marketing/sms/credentials', 400, { errors: [{ field: 'twilio_account_sid', message: 'must be a valid Account SID (AC followed by 32 hexadecimal characters)' }] })],
  },
  'sms-connect-500': { description: 'Connecting Twilio fails (500)', overrides: [fail('PUT', '/marketing/sms/credentials', 500)] },
  'sms-disconnect-500': { description: 'Disconnecting Twilio fails (500)', overrides: [fail('DELETE', '/marketing/sms/credentials', 500)] },
  'sms-messaging-services-500': { description: 'Loading messaging services fails (500)', overrides: [fail('GET', '/marketing/sms/messaging_services', 500)] },
  'notifications-list-500': { description: 'Loading notification recipients fails (500)', overrides: [fail('GET', '/marketing/notifications/recipients', 500)] },
  'notifications-create-500': { description: 'Adding a notification recipient fails (500)', overrides: [fail('POST', '/marketing/notifications/recipients', 500)] },
  'notifications-create-limit': {
    description: `Adding a notification recipient hits the limit of ${MAX_NOTIFICATION_RECIPIENTS} (403)`,
    overrides: [fail('POST', '/marketing/notifications/recipients', 403, { errors: [{ field: null, message: RECIPIENT_LIMIT_MESSAGE }] })],
  },
  'notifications-delete-500': { description: 'Deleting a notification recipient fails (500)', overrides: [fail('DELETE', '/marketing/notifications/recipients/:id', 500)] },
  'account-profile-500': { description: 'Loading the user profile fails (500): the app logs out', overrides: [fail('GET', '/user/profile', 500)] },
  'timezone-500': { description: 'Every time zone request fails (500): the app falls back to UTC', overrides: [fail('GET', '/user/timezone', 500)] },
  'timezone-flaky': {
    description: 'The next two time zone requests fail (500), the third succeeds',
    overrides: [{ ...fail('GET', '/user/timezone', 500), times: 2 }],
  },
  'contacts-count-500': { description: 'Loading the contact counts fails (500)', overrides: [fail('GET', '/marketing/contacts/count', 500)] },
  'contacts-list-500': { description: 'Loading contacts (the sample or a page) fails (500)', overrides: [fail('GET', '/marketing/contacts', 500)] },
  'contacts-upsert-500': { description: 'Adding or updating contacts fails (500)', overrides: [fail('PUT', '/marketing/contacts', 500)] },
  'contacts-delete-500': { description: 'Every contact delete fails (500)', overrides: [fail('DELETE', '/marketing/contacts', 500)] },
  'contacts-delete-chunk-500': {
    description: 'The second contact delete request (one chunk of a bulk delete) fails (500); the others succeed',
    overrides: [{ ...fail('DELETE', '/marketing/contacts', 500), skip: 1, times: 1 }],
  },
  'contacts-jobs-fail': {
    description: 'Contact changes are accepted, then their jobs end failed',
    overrides: [flag('contact-jobs-fail', '/marketing/contacts*')],
  },
  'contacts-search-slow': { description: 'Every contact search takes 3 s', overrides: [slow('/marketing/contacts/search', 3000, 'POST')] },
  'contacts-search-408': {
    description: 'Contact search times out (408)',
    overrides: [fail('POST', '/marketing/contacts/search', 408, { errors: [{ field: null, message: SEARCH_TIMEOUT_MESSAGE }] })],
  },
  'contacts-search-500': { description: 'Contact search fails (500)', overrides: [fail('POST', '/marketing/contacts/search', 500)] },
  'email-testing-credits-500': {
    description: 'Loading email testing credits fails (500)',
    overrides: [fail('GET', '/marketing/compatibility_testing/credits', 500)],
  },
  'basic-plan': {
    description: 'Advanced-plan accounts answer as the Basic plan (automations then show what they do and the upgrade)',
    overrides: [flag('basic-plan', '/*')],
  },
  'fast-sending': {
    description: 'Single sends and automations move faster: a 10 s undo window, an A/B test hour or an automation delay hour in 1 s (a day in 24 s), opens and clicks within half a minute (apply before sending)',
    overrides: [flag('fast-sending', '/marketing/singlesends*')],
  },
  'no-new-marketing-access': {
    description: 'Feature toggles lack marketing/nlvx_access (no new-version marketing access)',
    overrides: [flag('no-new-marketing-access', '/feature_toggles')],
  },
  'unsubscribe-groups-list-500': { description: 'Loading unsubscribe groups fails (500)', overrides: [fail('GET', '/asm/groups', 500)] },
  'unsubscribe-groups-create-500': { description: 'Creating an unsubscribe group fails (500)', overrides: [fail('POST', '/asm/groups', 500)] },
  'unsubscribe-groups-update-500': { description: 'Updating an unsubscribe group fails (500)', overrides: [fail('PATCH', '/asm/groups/:id', 500)] },
  'unsubscribe-groups-delete-500': { description: 'Deleting an unsubscribe group fails (500)', overrides: [fail('DELETE', '/asm/groups/:id', 500)] },
  'unsubscribe-groups-suppressions-500': { description: 'Adding addresses to an unsubscribe group fails (500)', overrides: [fail('POST', '/asm/groups/:id/suppressions', 500)] },
  'unsubscribe-groups-suppressions-batch-fail': {
    description: 'One batch of addresses (the next POST to a group) fails (500); later batches succeed',
    overrides: [{ ...fail('POST', '/asm/groups/:id/suppressions', 500), times: 1 }],
  },
  'unsubscribe-groups-suppressions-slow': {
    description: 'Adding addresses to an unsubscribe group takes 2 s per request (time to reload during a CSV upload)',
    overrides: [slow('/asm/groups/:id/suppressions', 2000, 'POST')],
  },
  'unsubscribe-groups-export-500': { description: 'Exporting a group’s unsubscribes fails (500)', overrides: [fail('POST', '/download/asm/groups/:id/suppressions', 500)] },
  'unsubscribe-groups-export-no-url': {
    description: 'Exporting a group’s unsubscribes answers without a download URL',
    overrides: [fail('POST', '/download/asm/groups/:id/suppressions', 200, { expires_at: 0 })],
  },
  'templates-near-limit': {
    description: 'The account holds 299 dynamic templates and 299 template versions, "Catalog Announcements" 49: one short of each limit (apply before opening dynamic templates)',
    overrides: [flag('templates-near-limit', '/templates*')],
  },
  'automations-near-limit': {
    description: 'The account holds 14 automations with exit criteria and 9 with a goal: one short of each limit (apply before opening automations)',
    overrides: [flag('automations-near-limit', '/marketing/automations*')],
  },
  'designs-list-500': { description: 'Loading your designs fails (500)', overrides: [fail('GET', '/designs', 500)] },
  'designs-pre-builts-500': { description: 'Loading the system designs fails (500)', overrides: [fail('GET', '/designs/pre-builts', 500)] },
  'designs-create-500': {
    description: 'Creating, duplicating or copying a design fails (500)',
    overrides: [fail('POST', '/designs', 500), fail('POST', '/designs/:id', 500), fail('POST', '/designs/pre-builts/:id', 500)],
  },
  'designs-save-500': { description: 'Saving or renaming a design fails (500)', overrides: [fail('PATCH', '/designs/:id', 500)] },
  'designs-delete-500': { description: 'Deleting a design fails (500)', overrides: [fail('DELETE', '/designs/:id', 500)] },
  'designs-slow': { description: 'Every designs request takes 3 s', overrides: [slow('/designs*', 3000)] },
  'test-send-403': {
    description: 'Sending a test email is refused: not authorized (403)',
    overrides: [fail('POST', '/marketing/test/send_email', 403, { errors: [{ field: null, message: 'access forbidden' }] })],
  },
  'test-send-400': {
    description: 'Sending a test email is refused: recipients have unsubscribed (400)',
    overrides: [fail('POST', '/marketing/test/send_email', 400, { errors: [{ field: 'emails', message: 'recipients have unsubscribed' }] })],
  },
  'test-send-500': { description: 'Sending a test email fails (500)', overrides: [fail('POST', '/marketing/test/send_email', 500)] },
  'images-list-500': { description: 'Loading the image library fails (500)', overrides: [fail('GET', '/images', 500)] },
  'images-fetch-500': { description: 'Loading one image fails (500): "failed to fetch image"', overrides: [fail('GET', '/images/:id', 500)] },
  'images-upload-415': {
    description: 'Uploading an image is refused: not a GIF, JPEG or PNG (415)',
    overrides: [fail('POST', '/images', 415, { errors: [{ field: 'upload', message: 'must be a GIF, JPEG or PNG image' }] })],
  },
  'images-upload-500': { description: 'Uploading an image fails (500)', overrides: [fail('POST', '/images', 500)] },
  'images-upload-slow': { description: 'Uploading an image takes 3 s (time to watch its progress)', overrides: [slow('/images', 3000, 'POST')] },
  'images-delete-500': { description: 'Deleting an image fails (500)', overrides: [fail('DELETE', '/images/:id', 500)] },
  'images-rename-500': { description: 'Renaming an image fails (500)', overrides: [fail('PATCH', '/images/:id', 500)] },
  'email-testing-clients-500': {
    description: 'Loading the email testing clients fails (500)',
    overrides: [fail('GET', '/marketing/compatibility_testing/clients', 500)],
  },
  'email-testing-run-500': { description: 'Starting an email test fails (500)', overrides: [fail('POST', '/marketing/compatibility_testing/tests', 500)] },
  'email-testing-results-500': {
    description: 'Loading email test results fails (500)',
    overrides: [fail('GET', '/marketing/compatibility_testing/tests', 500), fail('GET', '/marketing/compatibility_testing/tests/:id', 500)],
  },
  'slow-network': { description: 'Every API request takes 2 s', overrides: [slow('/*', 2000)] },
  'saves-hang': {
    description: 'Every save (any write but a search) gets no answer; the app times it out',
    overrides: [hangingSaves],
  },
  'saves-500': { description: 'Every save (any write but a search) fails (500)', overrides: [fail('SAVE', '/*', 500)] },
  'save-session-expired': {
    description: 'The next save (any write but a search) answers 401 (the session expired)',
    overrides: [{ kind: 'expire-session', method: 'SAVE', path: '/*', times: 1 }],
  },
  'session-expired': {
    description: 'The next API request answers 401 (the session expired)',
    overrides: [{ kind: 'expire-session', method: '*', path: '/*', times: 1 }],
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof SCENARIOS;

export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

export function isScenarioName(value: string): value is ScenarioName {
  return value in SCENARIOS;
}

/** A scenario whose overrides all wear out (session-expired) must not be re-applied on every page load. */
export function isOneShot(name: ScenarioName): boolean {
  return SCENARIOS[name].overrides.every((override) => override.times !== undefined);
}

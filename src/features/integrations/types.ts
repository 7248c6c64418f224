import { changedFields } from '@/shared/form/changed-fields';
import { MAX_SEGMENT_INTEGRATIONS } from './limits';

/** The email events an integration can forward, with the labels the form shows (spec §3), in form order. */
export const EMAIL_EVENTS = [
  { value: 'drop', label: 'Dropped' },
  { value: 'processed', label: 'Processed' },
  { value: 'deferred', label: 'Deferred' },
  { value: 'group_unsubscribe', label: 'Group Unsubscribe' },
  { value: 'bounce', label: 'Bounced' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'click', label: 'Clicked' },
  { value: 'unsubscribe', label: 'Unsubscribed' },
  { value: 'open', label: 'Opened' },
  { value: 'machine_opened', label: 'Machine Opened' },
  { value: 'group_resubscribe', label: 'Group Resubscribed' },
  { value: 'spamreport', label: 'Marked as Spam' },
] as const;

export type EmailEvent = (typeof EMAIL_EVENTS)[number]['value'];

const EVENT_VALUES: readonly string[] = EMAIL_EVENTS.map((event) => event.value);
const isEmailEvent = (value: string): value is EmailEvent => EVENT_VALUES.includes(value);

export const eventLabel = (event: EmailEvent): string => EMAIL_EVENTS.find((item) => item.value === event)?.label ?? event;

/** The app's region names (spec §3); the published API spells them US and EU. */
export type DestinationRegion = 'global' | 'eu';
export type DestinationRegionDto = 'US' | 'EU';

export const REGION_LABELS: Record<DestinationRegion, string> = { global: 'Global', eu: 'EU' };

/** Server shape of an integration (GET/POST/PATCH /marketing/integrations). */
export interface IntegrationDto {
  integration_id: string;
  user_id?: string;
  destination: string;
  label?: string | null;
  filters?: { email_events?: string[] | null } | null;
  properties?: { write_key?: string | null; destination_region?: string | null } | null;
}

/** Client shape. `destination` keeps the API's spelling ("Segment"); see `destinationKeyOf`. */
export interface Integration {
  id: string;
  destination: string;
  label: string;
  writeKey: string;
  region: DestinationRegion;
  events: EmailEvent[];
}

/** What the Segment form holds. */
export interface SegmentFormValues {
  label: string;
  writeKey: string;
  region: DestinationRegion;
  events: EmailEvent[];
}

/** Request body of POST and PATCH /marketing/integrations (spec §7). */
export interface IntegrationPayload {
  destination: string;
  label: string;
  filters: { email_events: EmailEvent[] };
  properties: { write_key: string; destination_region: DestinationRegionDto };
}

export const DEFAULT_INTEGRATION_LABEL = 'Untitled Integration';

/** Reads US/EU as the API sends them, and global/eu as the spec names them. */
export const toRegion = (value: string | null | undefined): DestinationRegion => (value?.toLowerCase() === 'eu' ? 'eu' : 'global');

export const toIntegration = (dto: IntegrationDto): Integration => ({
  id: dto.integration_id,
  destination: dto.destination,
  label: dto.label || DEFAULT_INTEGRATION_LABEL,
  writeKey: dto.properties?.write_key ?? '',
  region: toRegion(dto.properties?.destination_region),
  events: (dto.filters?.email_events ?? []).filter(isEmailEvent),
});

export const toIntegrationPayload = (destination: string, values: SegmentFormValues): IntegrationPayload => ({
  destination,
  label: values.label.trim() || DEFAULT_INTEGRATION_LABEL,
  // In the form's order, whatever order they were ticked in.
  filters: { email_events: EMAIL_EVENTS.map((event) => event.value).filter((event) => values.events.includes(event)) },
  properties: { write_key: values.writeKey.trim(), destination_region: values.region === 'eu' ? 'EU' : 'US' },
});

/**
 * Request body of PATCH /marketing/integrations/{id}, which is partial down to each property: only what
 * the user changed since the form opened, so a save never writes back a value someone else changed
 * meanwhile (the API has no revision to check against).
 */
export interface IntegrationPatch {
  label?: string;
  filters?: IntegrationPayload['filters'];
  properties?: Partial<IntegrationPayload['properties']>;
}

export function toIntegrationPatch(destination: string, before: SegmentFormValues, after: SegmentFormValues): IntegrationPatch {
  // Compared as sent (trimmed, events in form order), so a trailing space or a re-ticked event sends nothing.
  const { properties: propertiesBefore, ...rest } = toIntegrationPayload(destination, before);
  const { properties: propertiesAfter, ...restAfter } = toIntegrationPayload(destination, after);
  const patch: IntegrationPatch = changedFields(rest, restAfter);
  const properties = changedFields(propertiesBefore, propertiesAfter);
  if (Object.keys(properties).length > 0) patch.properties = properties;
  return patch;
}

export const toSegmentFormValues = (integration?: Integration): SegmentFormValues => ({
  label: integration?.label ?? '',
  writeKey: integration?.writeKey ?? '',
  region: integration?.region ?? 'global',
  events: integration?.events ?? [],
});

/** Server field paths → form field names, so a 400 lands next to the right input. */
export const integrationServerFields: Record<string, keyof SegmentFormValues> = {
  label: 'label',
  'properties.write_key': 'writeKey',
  'properties.destination_region': 'region',
  'filters.email_events': 'events',
};

/** The apps a user can connect. The route's `:destination` is the lower-cased key. */
export type DestinationKey = 'segment' | 'twilio';

export interface Destination {
  key: DestinationKey;
  /** Display name; for event-forwarding destinations also the API's `destination` value. */
  name: string;
  kind: 'events' | 'sms';
  category: string;
  summary: string;
  /** How many integrations of this destination an account may have (the API answers 403 beyond). */
  limit?: number;
}

export const DESTINATIONS: Record<DestinationKey, Destination> = {
  segment: {
    key: 'segment',
    name: 'Segment',
    kind: 'events',
    category: 'Events forwarding',
    summary:
      'Forward your email events, such as deliveries, opens, clicks and unsubscribes, to a Segment source so the rest of your tools see them.',
    limit: MAX_SEGMENT_INTEGRATIONS,
  },
  twilio: {
    key: 'twilio',
    name: 'Twilio',
    kind: 'sms',
    category: 'SMS',
    summary: 'Connect your Twilio account to send SMS from Marketing Campaigns through your Twilio messaging services.',
  },
};

export const DESTINATION_KEYS = Object.keys(DESTINATIONS) as DestinationKey[];

/** The route key of a destination name or parameter: lower-cased. */
export const destinationKeyOf = (destination: string): string => destination.toLowerCase();

export const findDestination = (param: string | undefined): Destination | undefined =>
  DESTINATION_KEYS.map((key) => DESTINATIONS[key]).find((destination) => destination.key === destinationKeyOf(param ?? ''));

/** Server shape of the SMS account (GET/PUT marketing/sms/credentials). */
export interface SmsCredentialsDto {
  twilio_account_sid: string;
  verified: boolean;
}

/** The connected Twilio account. The auth token is never part of it. */
export interface SmsAccount {
  sid: string;
  verified: boolean;
}

export interface TwilioFormValues {
  accountSid: string;
  authToken: string;
}

/** Request body of PUT marketing/sms/credentials. */
export interface SmsCredentialsPayload {
  twilio_account_sid: string;
  twilio_auth_token: string;
}

export const toSmsAccount = (dto: SmsCredentialsDto): SmsAccount => ({ sid: dto.twilio_account_sid, verified: dto.verified });

export const toSmsCredentialsPayload = (values: TwilioFormValues): SmsCredentialsPayload => ({
  twilio_account_sid: values.accountSid.trim(),
  twilio_auth_token: values.authToken.trim(),
});

export const twilioServerFields: Record<string, keyof TwilioFormValues> = {
  twilio_account_sid: 'accountSid',
  twilio_auth_token: 'authToken',
};

/** Server shape of a Twilio messaging service (GET /marketing/sms/messaging_services, designed). */
export interface MessagingServiceDto {
  sid: string;
  friendly_name: string;
  use_case?: string | null;
  phone_numbers?: string[] | null;
  created_at?: string | null;
}

export interface MessagingService {
  sid: string;
  friendlyName: string;
  useCase: string;
  phoneNumbers: string[];
}

export const toMessagingService = (dto: MessagingServiceDto): MessagingService => ({
  sid: dto.sid,
  friendlyName: dto.friendly_name,
  useCase: dto.use_case ?? '',
  phoneNumbers: dto.phone_numbers ?? [],
});

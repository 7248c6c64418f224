import { http, HttpResponse } from 'msw';
import { INTEGRATION_LABEL_MAX, WRITE_KEY_MAX, WRITE_KEY_MIN } from '@/features/integrations/limits';
import {
  EMAIL_EVENTS,
  INTEGRATION_DESTINATIONS,
  accountIdOf,
  countIntegrations,
  createIntegration,
  deleteIntegrations,
  findIntegration,
  integrationsOf,
  updateIntegration,
  type EmailEvent,
  type IntegrationDestination,
  type IntegrationFields,
  type IntegrationRecord,
} from '../db/integrations';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { forbidden, invalidJsonBody, noContent, validationFailed } from './errors';
import { INTEGRATION_LIMITS, integrationLimitMessage } from './limit-messages';
import { readJsonObject } from './request';
import { isBlank, maxLength, required, text, validateFields, valueAt, type FieldRules, type Rule, type ValidationMode } from './validation';

/** Event-forwarding integrations, /v3/marketing/integrations (ENDPOINTS.md §12). */
const INTEGRATIONS = '/marketing/integrations';


export const DEFAULT_INTEGRATION_LABEL = 'Untitled Integration';

type IdParams = { id: string };

/** The published `Integration` shape; `owner` and `created_at` stay private. */
function toResponse(integration: IntegrationRecord) {
  return {
    integration_id: integration.id,
    user_id: accountIdOf(integration.owner),
    filters: { email_events: integration.email_events },
    properties: { write_key: integration.write_key, destination_region: integration.destination_region },
    label: integration.label,
    destination: integration.destination,
  };
}

/** 404 in the integrations spec's shape: `{ errors: [{ message }] }`. */
const integrationNotFound = (id: string) =>
  HttpResponse.json({ errors: [{ message: `integration does not exist (${id})` }] }, { status: 404 });

const oneOf =
  (allowed: readonly string[], message: string): Rule =>
  (value) =>
    typeof value === 'string' && !allowed.includes(value) ? message : undefined;

const writeKey: Rule = (value) => {
  if (typeof value !== 'string' || isBlank(value)) return undefined;
  if (value.length < WRITE_KEY_MIN) return `must be at least ${WRITE_KEY_MIN} characters`;
  if (value.length > WRITE_KEY_MAX) return `must not exceed ${WRITE_KEY_MAX} characters`;
  return /^[A-Za-z0-9]+$/.test(value) ? undefined : 'must contain only letters and numbers';
};

const emailEvents: Rule = (value) => {
  if (value === undefined || value === null) return 'is a required field';
  if (!Array.isArray(value)) return 'must be a list of event names';
  if (value.length === 0) return 'must contain at least one event';
  const unknown = value.find((item) => typeof item !== 'string' || !(EMAIL_EVENTS as readonly string[]).includes(item));
  return unknown === undefined ? undefined : `contains an unknown event: ${String(unknown)}`;
};

/** The body's fields, in the order errors are reported. The write key is taken as sent (never trimmed). */
const RULES: FieldRules = {
  destination: [text, required, oneOf(INTEGRATION_DESTINATIONS, `must be one of ${INTEGRATION_DESTINATIONS.join(', ')}`)],
  label: [text, maxLength(INTEGRATION_LABEL_MAX)],
  'filters.email_events': [emailEvents],
  'properties.write_key': [text, required, writeKey],
  'properties.destination_region': [text, required, oneOf(['EU', 'US'], 'must be EU or US')],
};

const validateIntegration = (body: Record<string, unknown>, mode: ValidationMode) => validateFields(body, RULES, mode);

/** Known events, each once, in the order sent. */
const eventsOf = (value: unknown): EmailEvent[] => [...new Set(value as EmailEvent[])];

function readFields(body: Record<string, unknown>): IntegrationFields {
  const label = valueAt(body, 'label').value;
  return {
    destination: body.destination as IntegrationDestination,
    label: typeof label === 'string' && !isBlank(label) ? label.trim() : DEFAULT_INTEGRATION_LABEL,
    email_events: eventsOf(valueAt(body, 'filters.email_events').value),
    write_key: valueAt(body, 'properties.write_key').value as string,
    destination_region: valueAt(body, 'properties.destination_region').value as IntegrationFields['destination_region'],
  };
}

function readPatch(body: Record<string, unknown>): Partial<IntegrationFields> {
  const patch: Partial<IntegrationFields> = {};
  const label = valueAt(body, 'label');
  if (label.present) patch.label = typeof label.value === 'string' && !isBlank(label.value) ? label.value.trim() : DEFAULT_INTEGRATION_LABEL;
  const events = valueAt(body, 'filters.email_events');
  if (events.present) patch.email_events = eventsOf(events.value);
  const key = valueAt(body, 'properties.write_key');
  if (key.present) patch.write_key = key.value as string;
  const region = valueAt(body, 'properties.destination_region');
  if (region.present) patch.destination_region = region.value as IntegrationFields['destination_region'];
  return patch;
}

function withIntegration(params: IdParams, owner: User, handle: (integration: IntegrationRecord) => Response | Promise<Response>) {
  const integration = findIntegration(owner, params.id);
  return integration === undefined ? integrationNotFound(params.id) : handle(integration);
}

/** Bulk delete: `?ids=a,b`. Every id must name one of the user's integrations, or nothing is deleted. */
function deleteByIds(request: Request, owner: User): Response {
  const raw = new URL(request.url).searchParams.get('ids');
  if (raw === null) return HttpResponse.json({ errors: [{ message: 'ids is required', parameter: 'ids' }] }, { status: 400 });
  const ids = raw.split(',').map((id) => id.trim());
  const empty = ids.findIndex((id) => id === '');
  if (empty >= 0) {
    return HttpResponse.json({ errors: [{ message: 'IDs cannot be an empty string', parameter: `ids[${empty}]` }] }, { status: 400 });
  }
  const missing = ids.find((id) => findIntegration(owner, id) === undefined);
  if (missing !== undefined) return integrationNotFound(missing);
  deleteIntegrations(ids);
  return noContent();
}

export const integrationHandlers = [
  http.get(
    api(INTEGRATIONS),
    authenticated(({ account }) => HttpResponse.json({ result: integrationsOf(account.actingAs).map(toResponse) })),
  ),

  http.post(
    api(INTEGRATIONS),
    authenticated(async ({ request, account: { actingAs: owner } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      // The limit is per destination, so it is checked once the destination is known, before the rest.
      const destination = body.destination;
      if (
        typeof destination === 'string' &&
        (INTEGRATION_DESTINATIONS as readonly string[]).includes(destination) &&
        countIntegrations(owner, destination as IntegrationDestination) >= INTEGRATION_LIMITS[destination as IntegrationDestination]
      ) {
        return forbidden(integrationLimitMessage(destination as IntegrationDestination));
      }
      const errors = validateIntegration(body, 'create');
      if (errors.length > 0) return validationFailed(errors);
      return HttpResponse.json(toResponse(createIntegration(owner, readFields(body), new Date())), { status: 201 });
    }),
  ),

  http.delete(
    api(INTEGRATIONS),
    authenticated(({ request, account }) => deleteByIds(request, account.actingAs)),
  ),

  http.get(
    api(`${INTEGRATIONS}/:id`),
    authenticated<IdParams>(({ params, account }) =>
      withIntegration(params, account.actingAs, (integration) => HttpResponse.json(toResponse(integration))),
    ),
  ),

  http.patch(
    api(`${INTEGRATIONS}/:id`),
    authenticated<IdParams>(({ request, params, account }) =>
      withIntegration(params, account.actingAs, async (integration) => {
        const body = await readJsonObject(request);
        if (body === undefined) return invalidJsonBody();
        const errors = validateIntegration(body, 'update');
        if (errors.length > 0) return validationFailed(errors);
        if ('destination' in body && body.destination !== integration.destination) {
          return validationFailed([{ field: 'destination', message: 'cannot be changed' }]);
        }
        return HttpResponse.json(toResponse(updateIntegration(integration, readPatch(body))));
      }),
    ),
  ),
];

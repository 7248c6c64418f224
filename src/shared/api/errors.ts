/** One error type for every failed request, whatever the server or the network said. */
export interface ApiError {
  /** HTTP status, or 0 when the request never got an answer. */
  status: number;
  /** A message fit to show a person. */
  message: string;
  /** Messages keyed by the server's field path (e.g. `from.email`). */
  fieldErrors: Record<string, string>;
  /** The answer's `Retry-After` header as sent (delay-seconds or an HTTP date), when it had one. */
  retryAfter?: string;
  /**
   * Every error item of the body as sent, when one carried more than a field and a message (an
   * `error_id`, a `message_number`): for a screen that places each error itself (two may share a field).
   */
  items?: Record<string, unknown>[];
  /** The request was abandoned after waiting too long for an answer (writes only). */
  timedOut?: true;
}

export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

interface ErrorItem {
  field?: unknown;
  parameter?: unknown;
  message?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const errorItems = (body: unknown): (ErrorItem & Record<string, unknown>)[] => {
  if (Array.isArray(body)) return body.filter(isRecord);
  if (isRecord(body) && Array.isArray(body.errors)) return body.errors.filter(isRecord);
  return [];
};

/**
 * Normalises SendGrid's error bodies: `{errors:[{field,message}]}`, a bare array of those,
 * `{error:"…"}` (segment refresh) or anything else (an unknown error).
 */
export function toApiError(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const fieldErrors: Record<string, string> = {};
  const general: string[] = [];
  for (const item of errorItems(body)) {
    if (typeof item.message !== 'string' || item.message === '') continue;
    const field = typeof item.field === 'string' ? item.field : typeof item.parameter === 'string' ? item.parameter : '';
    if (field && !(field in fieldErrors)) fieldErrors[field] = item.message;
    else if (!field) general.push(item.message);
  }
  const single = isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
  const message = general[0] ?? single ?? Object.values(fieldErrors)[0] ?? UNKNOWN_ERROR_MESSAGE;
  const items = errorItems(body);
  const detailed = items.some((item) => Object.keys(item).some((key) => !['field', 'parameter', 'message'].includes(key)));
  return { status, message, fieldErrors, ...(retryAfter ? { retryAfter } : {}), ...(detailed ? { items } : {}) };
}

/** How long a write waits for its answer before it counts as failed (src/shared/api/client.ts). */
export const WRITE_TIMEOUT_MS = 30_000;

export const timedOutMessage = (ms: number) =>
  `The server did not answer within ${Math.max(1, Math.round(ms / 1000))} seconds, so this was not saved. Your changes are still here: try again.`;

/** A write that got no answer in time: it was abandoned, and may be sent again. */
export const timedOutError = (ms: number): ApiError => ({ status: 0, message: timedOutMessage(ms), fieldErrors: {}, timedOut: true });

export const networkError = (): ApiError => ({ status: 0, message: NETWORK_ERROR_MESSAGE, fieldErrors: {} });

export const isApiError = (value: unknown): value is ApiError =>
  isRecord(value) && typeof value.status === 'number' && typeof value.message === 'string' && isRecord(value.fieldErrors);

/** Anything thrown inside an epic becomes an ApiError, so the store always records an error. */
export const asApiError = (value: unknown): ApiError =>
  isApiError(value) ? value : { status: 0, message: UNKNOWN_ERROR_MESSAGE, fieldErrors: {} };

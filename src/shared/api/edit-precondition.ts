import type { RequestOptions } from './client';
import type { ApiError } from './errors';

/**
 * The app's concurrency contract for content saves (mocks/README.md, "Saves made elsewhere"): the PATCH
 * names the `updated_at` its edit started from in `If-Match`, and the server answers 409 when the stored
 * one is newer, with the stored `updated_at` in the error item. SendGrid's API ignores the header, so
 * against it the save goes through as before.
 */
export const basedOnRevision = (revision: string): RequestOptions => ({ headers: { 'If-Match': `"${revision}"` } });

/** A 409 answer: saved elsewhere since. Its `revision` is the stored `updated_at`, when the server told it. */
export function savedElsewhere(error: ApiError): { revision?: string } | undefined {
  if (error.status !== 409) return undefined;
  const revision = error.items?.map((item) => item.updated_at).find((value): value is string => typeof value === 'string');
  return revision === undefined ? {} : { revision };
}

/**
 * The later of two `updated_at` revisions (ISO 8601 in UTC, so they order as strings): for a host whose
 * other saves (settings, another variation) also move the revision its editor session holds.
 */
export const laterRevision = (a: string, b: string | undefined): string => (b !== undefined && b > a ? b : a);

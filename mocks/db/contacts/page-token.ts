import { ContactStoreError, type ContactSort } from './contact-store';

/** Where a keyset page ends: the last row's sort value and row key, for the sort and filter it was read with. */
export interface PageCursor {
  sort: ContactSort;
  descending: boolean;
  /** A fingerprint of the filter: a token is refused with another filter. */
  filter: string;
  value: string | number;
  seq: number;
}

/** FNV-1a of the filter's JSON: enough to tell two filters apart in a token. */
export function filterFingerprint(filter: unknown): string {
  const text = JSON.stringify(filter ?? null);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (token: string) => atob(token.replace(/-/g, '+').replace(/_/g, '/'));

export function encodePageToken(cursor: PageCursor): string {
  return toBase64Url(encodeURIComponent(JSON.stringify([cursor.sort, cursor.descending ? 1 : 0, cursor.filter, cursor.value, cursor.seq])));
}

/** The cursor of a token, checked against the sort and filter of the request; throws invalid_page_token. */
export function decodePageToken(token: string, expected: Pick<PageCursor, 'sort' | 'descending' | 'filter'>): PageCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(decodeURIComponent(fromBase64Url(token)));
  } catch {
    parts = undefined;
  }
  if (Array.isArray(parts) && parts.length === 5) {
    const [sort, descending, filter, value, seq] = parts as unknown[];
    const valid =
      sort === expected.sort &&
      descending === (expected.descending ? 1 : 0) &&
      filter === expected.filter &&
      (typeof value === 'string' || typeof value === 'number') &&
      Number.isSafeInteger(seq);
    if (valid) return { ...expected, value, seq: seq as number };
  }
  throw new ContactStoreError('invalid_page_token', 'invalid page token');
}

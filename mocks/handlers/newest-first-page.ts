import { compareNewestFirst, type RowKey } from '../db/newest-first';
import { validationFailed } from './errors';

export interface PagingLimits {
  defaultSize: number;
  maxSize: number;
}

export type PageAnswer<Row> =
  | { ok: true; page: Row[]; metadata: { self: string; next?: string; count: number } }
  | { ok: false; response: Response };

const toToken = (key: RowKey) => btoa(JSON.stringify(key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromToken(token: string): RowKey | undefined {
  try {
    const key: unknown = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/')));
    if (Array.isArray(key) && key.length === 2 && key.every((part) => typeof part === 'string')) return [key[0] as string, key[1] as string];
  } catch {
    // Not a token this mock issued.
  }
  return undefined;
}

/**
 * One page of `rows` (sorted newest first) as Marketing Campaigns pages lists: `page_size` and
 * `page_token` in, `_metadata: { self, next?, count }` out, `next` a full URL. The token is the last
 * row's key (keyset paging), so a row added or deleted meanwhile shifts nothing.
 */
export function newestFirstPage<Row>(request: Request, rows: readonly Row[], keyOf: (row: Row) => RowKey, limits: PagingLimits): PageAnswer<Row> {
  const url = new URL(request.url);
  const rawSize = url.searchParams.get('page_size');
  const size = rawSize === null ? limits.defaultSize : /^\d{1,4}$/.test(rawSize) ? Number(rawSize) : Number.NaN;
  if (!(size >= 1 && size <= limits.maxSize)) {
    return { ok: false, response: validationFailed([{ field: 'page_size', message: `must be an integer from 1 to ${limits.maxSize}` }]) };
  }
  const token = url.searchParams.get('page_token');
  const after = token ? fromToken(token) : undefined;
  if (token && after === undefined) return { ok: false, response: validationFailed([{ field: 'page_token', message: 'invalid page token' }]) };
  const rest = after === undefined ? rows : rows.filter((row) => compareNewestFirst(keyOf(row), after) > 0);
  const page = rest.slice(0, size);
  const last = page.at(-1);
  const next = rest.length > size && last !== undefined ? `${url.origin}${url.pathname}?page_size=${size}&page_token=${toToken(keyOf(last))}` : undefined;
  return { ok: true, page, metadata: { self: url.toString(), ...(next === undefined ? {} : { next }), count: rows.length } };
}

import { http, HttpResponse } from 'msw';
import { safeCsvRow } from '@/shared/csv/csv-cell';
import { catchUpSends, linksOf } from '../db/send-simulator';
import { addMetrics, emptyMetrics, METRIC_NAMES, statsOf, type SendMetrics, type SendStatsRecord } from '../db/single-send-stats';
import { findSingleSend, singleSendsOf, type SingleSendRecord } from '../db/single-sends';
import { api } from './api-path';
import { authenticated } from './auth';
import { sendErrors, singleSendNotFound, type SendError } from './single-sends-shared';

/**
 * Single-send statistics, /v3/marketing/stats/singlesends (ENDPOINTS.md §6). Figures come from the stats
 * table the seed and the send simulator fill, per UTC day: `timezone` is checked but days stay UTC days
 * (mocks/README.md "Single sends").
 */
const STATS = '/marketing/stats/singlesends';
const PAGE = { defaultSize: 25, maxSize: 50 };
const MAX_IDS = 25;
const MAX_EXPORT_IDS = 50;
const MAX_DAYS = 400;
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type IdParams = { id: string };

interface StatsResult {
  id: string;
  ab_variation: string;
  ab_phase: string;
  aggregation: string;
  stats: SendMetrics;
}

export const idsParam = (url: URL, name: string) => [...new Set(url.searchParams.getAll(name).flatMap((value) => value.split(',')).map((id) => id.trim()).filter(Boolean))];

export function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Offset paging over a computed list: the token is the index of the page's first item. */
export function paged<T>(url: URL, items: readonly T[]): { ok: true; page: T[]; metadata: Record<string, unknown> } | { ok: false; response: Response } {
  const rawSize = url.searchParams.get('page_size');
  const size = rawSize === null ? PAGE.defaultSize : /^\d{1,3}$/.test(rawSize) ? Number(rawSize) : Number.NaN;
  if (!(size >= 1 && size <= PAGE.maxSize)) return { ok: false, response: sendErrors(400, [{ field: 'page_size', message: `must be an integer from 1 to ${PAGE.maxSize}` }]) };
  const token = url.searchParams.get('page_token');
  const start = token === null ? 0 : /^\d{1,6}$/.test(token) ? Number(token) : Number.NaN;
  if (Number.isNaN(start)) return { ok: false, response: sendErrors(400, [{ field: 'page_token', message: 'invalid page token' }]) };
  const link = (index: number) => {
    const target = new URL(url);
    target.searchParams.set('page_size', String(size));
    target.searchParams.set('page_token', String(index));
    return target.toString();
  };
  return {
    ok: true,
    page: items.slice(start, start + size),
    metadata: {
      self: url.toString(),
      ...(start > 0 ? { prev: link(Math.max(0, start - size)) } : {}),
      ...(start + size < items.length ? { next: link(start + size) } : {}),
      count: items.length,
    },
  };
}

const totalOf = (rows: readonly SendStatsRecord[]) => rows.reduce((sum, row) => addMetrics(sum, row.metrics), emptyMetrics());

export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${first}T00:00:00Z`); time <= Date.parse(`${last}T00:00:00Z`) && days.length < MAX_DAYS; time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

function readQuery(url: URL): { errors: SendError[]; byDay: boolean; start?: string; end?: string; byVariation: boolean; byPhase: boolean } {
  const errors: SendError[] = [];
  const aggregated = url.searchParams.get('aggregated_by') ?? 'total';
  if (aggregated !== 'day' && aggregated !== 'total') errors.push({ field: 'aggregated_by', message: 'must be one of day, total' });
  const start = url.searchParams.get('start_date') ?? undefined;
  const end = url.searchParams.get('end_date') ?? undefined;
  if (start !== undefined && !DATE.test(start)) errors.push({ field: 'start_date', message: 'must be a date YYYY-MM-DD' });
  if (end !== undefined && !DATE.test(end)) errors.push({ field: 'end_date', message: 'must be a date YYYY-MM-DD' });
  if (start !== undefined && end !== undefined && start > end) errors.push({ field: 'end_date', message: 'must not be before start_date' });
  const zone = url.searchParams.get('timezone');
  if (zone !== null && !validTimeZone(zone)) errors.push({ field: 'timezone', message: 'must be an IANA time zone' });
  const groups = (url.searchParams.get('group_by') ?? '').split(',').map((group) => group.trim()).filter(Boolean);
  if (groups.some((group) => group !== 'ab_variation' && group !== 'ab_phase')) errors.push({ field: 'group_by', message: 'must be ab_variation, ab_phase or both' });
  return { errors, byDay: aggregated === 'day', start, end, byVariation: groups.includes('ab_variation'), byPhase: groups.includes('ab_phase') };
}

/** One send's figures, totalled or per day, grouped by variation and phase when asked. */
function sendStats(send: SingleSendRecord, query: ReturnType<typeof readQuery>): StatsResult[] {
  const rows = statsOf(send.owner, send.id).filter((row) => (query.start === undefined || row.day >= query.start) && (query.end === undefined || row.day <= query.end));
  const groupKey = (row: SendStatsRecord) => `${query.byVariation ? row.ab_variation : 'all'}|${query.byPhase ? row.ab_phase : 'all'}`;
  const groups = new Map<string, SendStatsRecord[]>();
  for (const row of rows) groups.set(groupKey(row), [...(groups.get(groupKey(row)) ?? []), row]);
  if (groups.size === 0) groups.set('all|all', []);
  const results: StatsResult[] = [];
  for (const [key, own] of groups) {
    const [ab_variation = 'all', ab_phase = 'all'] = key.split('|');
    if (!query.byDay) {
      results.push({ id: send.id, ab_variation, ab_phase, aggregation: 'total', stats: totalOf(own) });
      continue;
    }
    const known = rows.map((row) => row.day).sort();
    const first = query.start ?? known[0];
    const last = query.end ?? known.at(-1);
    if (first === undefined || last === undefined) continue;
    for (const day of daysBetween(first, last)) {
      results.push({ id: send.id, ab_variation, ab_phase, aggregation: day, stats: totalOf(own.filter((row) => row.day === day)) });
    }
  }
  return results;
}

const EXPORT_HEADER = ['Single Send ID', 'Single Send Name', 'A/B Variation', 'A/B Phase', ...METRIC_NAMES];

export const marketingStatsHandlers = [
  /** CSV of the sends' totals per variation and phase, every cell formula-safe. */
  http.get(
    api(`${STATS}/export`),
    authenticated(async ({ request, account: { actingAs } }) => {
      const url = new URL(request.url);
      const ids = idsParam(url, 'ids');
      if (ids.length === 0) return sendErrors(400, [{ field: 'ids', message: 'is a required field' }]);
      if (ids.length > MAX_EXPORT_IDS) return sendErrors(400, [{ field: 'ids', message: `must not exceed ${MAX_EXPORT_IDS} ids` }]);
      const zone = url.searchParams.get('timezone');
      if (zone !== null && !validTimeZone(zone)) return sendErrors(400, [{ field: 'timezone', message: 'must be an IANA time zone' }]);
      await catchUpSends(actingAs.username);
      const sends = ids.map((id) => findSingleSend(actingAs.username, id)).filter((send): send is SingleSendRecord => send !== undefined);
      const query = { errors: [], byDay: false, byVariation: true, byPhase: true };
      const lines = sends.flatMap((send) =>
        sendStats(send, query).map((result) => safeCsvRow([send.id, send.name, result.ab_variation, result.ab_phase, ...METRIC_NAMES.map((name) => String(result.stats[name]))])),
      );
      return new HttpResponse([safeCsvRow(EXPORT_HEADER), ...lines].join('\r\n') + '\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="single-sends-stats.csv"' },
      });
    }),
  ),

  /** Totals of several sends (`singlesend_ids`, at most 25; all the owner's sends without it), newest update first. */
  http.get(
    api(STATS),
    authenticated(async ({ request, account: { actingAs } }) => {
      const url = new URL(request.url);
      const ids = idsParam(url, 'singlesend_ids');
      if (ids.length > MAX_IDS) return sendErrors(400, [{ field: 'singlesend_ids', message: `must not exceed ${MAX_IDS} ids` }]);
      await catchUpSends(actingAs.username);
      const sends = ids.length > 0 ? ids.map((id) => findSingleSend(actingAs.username, id)).filter((send): send is SingleSendRecord => send !== undefined) : singleSendsOf(actingAs.username);
      const page = paged(url, sends);
      if (!page.ok) return page.response;
      const results = page.page.map((send) => ({ id: send.id, ab_variation: 'all', ab_phase: 'all', aggregation: 'total', stats: totalOf(statsOf(send.owner, send.id)) }));
      return HttpResponse.json({ results, _metadata: page.metadata });
    }),
  ),

  http.get(
    api(`${STATS}/:id`),
    authenticated<IdParams>(async ({ request, params, account: { actingAs } }) => {
      await catchUpSends(actingAs.username);
      const send = findSingleSend(actingAs.username, params.id);
      if (send === undefined) return singleSendNotFound();
      const url = new URL(request.url);
      const query = readQuery(url);
      if (query.errors.length > 0) return sendErrors(400, query.errors);
      const page = paged(url, sendStats(send, query));
      return page.ok ? HttpResponse.json({ results: page.page, _metadata: page.metadata }) : page.response;
    }),
  ),

  /** Clicks per link, most clicked first, with `url_location` the link's place in the email (0-based). */
  http.get(
    api(`${STATS}/:id/links`),
    authenticated<IdParams>(async ({ request, params, account: { actingAs } }) => {
      await catchUpSends(actingAs.username);
      const send = findSingleSend(actingAs.username, params.id);
      if (send === undefined) return singleSendNotFound();
      const url = new URL(request.url);
      const groups = (url.searchParams.get('group_by') ?? '').split(',').map((group) => group.trim()).filter(Boolean);
      const byVariation = groups.includes('ab_variation');
      const byPhase = groups.includes('ab_phase');
      const variationIds = idsParam(url, 'ab_variation_id');
      const phase = url.searchParams.get('ab_phase_id');
      if (phase !== null && phase !== 'test' && phase !== 'send') return sendErrors(400, [{ field: 'ab_phase_id', message: 'must be one of test, send' }]);
      const rows = statsOf(send.owner, send.id).filter((row) => (variationIds.length === 0 || variationIds.includes(row.ab_variation)) && (phase === null || row.ab_phase === phase));
      const totals = new Map<string, { url: string; ab_variation: string; ab_phase: string; clicks: number }>();
      for (const row of rows) {
        for (const [link, clicks] of Object.entries(row.links)) {
          const variation = byVariation ? row.ab_variation : 'all';
          const rowPhase = byPhase ? row.ab_phase : 'all';
          const key = `${link}|${variation}|${rowPhase}`;
          const current = totals.get(key) ?? { url: link, ab_variation: variation, ab_phase: rowPhase, clicks: 0 };
          totals.set(key, { ...current, clicks: current.clicks + clicks });
        }
      }
      const order = [...new Set([...linksOf(send.email_config.html_content), ...send.ab_variations.flatMap((variation) => linksOf(variation.html_content))])];
      const results = [...totals.values()]
        .map((link) => ({ ...link, url_location: Math.max(0, order.indexOf(link.url)) }))
        .sort((a, b) => b.clicks - a.clicks || a.url_location - b.url_location);
      const page = paged(url, results);
      if (!page.ok) return page.response;
      return HttpResponse.json({ results: page.page, total_clicks: results.reduce((sum, link) => sum + link.clicks, 0), _metadata: page.metadata });
    }),
  ),
];

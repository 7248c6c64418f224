import { EMPTY, type Observable } from 'rxjs';
import { expand, map, take, toArray } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { pageTokenOf, type PageMetadata } from '@/shared/paging/page-token';
import { ALL_STEPS, type AutomationLinkStatsDto, type AutomationStatsPageDto, type AutomationStatsRowDto, type StatsRange } from './types';

/** The automation stats of the published API (ENDPOINTS.md §6). */
const STATS = '/marketing/stats/automations';
const PAGE_SIZE = '50';
/** Enough pages for years of days: a server that never ends its pages stops here. */
const MAX_PAGES = 40;

type Query = Record<string, string | undefined>;

/** Every page of a stats answer, followed through `_metadata.next`. */
const allPages = <Page extends { _metadata?: PageMetadata }>(fetch: (token: string | undefined) => Observable<Page>): Observable<Page[]> =>
  fetch(undefined).pipe(
    expand((page) => {
      const next = pageTokenOf(page._metadata?.next);
      return next === undefined ? EMPTY : fetch(next);
    }),
    take(MAX_PAGES),
    toArray(),
  );

const statsRows = (api: ApiClient, id: string, query: Query): Observable<AutomationStatsRowDto[]> =>
  allPages((token) => api.get<AutomationStatsPageDto>(`${STATS}/${encodeURIComponent(id)}`, { query: { ...query, page_size: PAGE_SIZE, page_token: token } })).pipe(
    map((pages) => pages.flatMap((page) => page.results)),
  );

const rangeQuery = (range: StatsRange, timezone: string): Query => ({ start_date: range.start ?? undefined, end_date: range.end ?? undefined, timezone });

const stepQuery = (step: string): Query => (step === ALL_STEPS ? {} : { group_by: 'step_id', step_ids: step });

/** Each email's totals over the range: one row per step (message id). */
export const fetchStepTotals = (api: ApiClient, id: string, range: StatsRange, timezone: string) =>
  statsRows(api, id, { group_by: 'step_id', aggregated_by: 'total', ...rangeQuery(range, timezone) });

/** The figures per day in the user's timezone, of every email together or of one. */
export const fetchDailyStats = (api: ApiClient, id: string, step: string, range: StatsRange, timezone: string) =>
  statsRows(api, id, { aggregated_by: 'day', ...stepQuery(step), ...rangeQuery(range, timezone) });

/** Clicks per link of every email together, or of one. */
export const fetchLinkStats = (api: ApiClient, id: string, step: string): Observable<AutomationLinkStatsDto> =>
  allPages((token) =>
    api.get<AutomationLinkStatsDto>(`${STATS}/${encodeURIComponent(id)}/links`, { query: { ...stepQuery(step), page_size: PAGE_SIZE, page_token: token } }),
  ).pipe(map((pages) => ({ results: pages.flatMap((page) => page.results), total_clicks: pages[0]?.total_clicks ?? 0 })));

/** The automation's totals per email as CSV text, every cell formula-safe. */
export const exportStatsCsv = (api: ApiClient, id: string, timezone: string): Observable<string> => api.get<string>(`${STATS}/export`, { query: { ids: id, timezone } });

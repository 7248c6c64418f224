import { http, HttpResponse } from 'msw';
import { safeCsvRow } from '@/shared/csv/csv-cell';
import { allMessages } from '@/shared/sending/automation-tree';
import { contactsOfAutomation } from '../db/automation-contacts';
import { automationStats, type StepDayStats } from '../db/automation-stats';
import { automationsOf, findAutomation, type AutomationRecord } from '../db/automations';
import { linksOf } from '../db/send-simulator';
import { sendClockNow } from '../db/send-simulator-clock';
import { addMetrics, emptyMetrics, METRIC_NAMES, type SendMetrics } from '../db/single-send-stats';
import { api } from './api-path';
import { authenticated, type RequestAccount } from './auth';
import { automationErrors, gate, prepareAutomations, withAutomation } from './automations-shared';
import { daysBetween, idsParam, paged, validTimeZone } from './marketing-stats';

/**
 * Automation statistics, /v3/marketing/stats/automations (ENDPOINTS.md §6): per email (`step_id`, the
 * message's id; "all" when not grouped), totalled or per day. Figures are read from the simulator's
 * contact paths (db/automation-stats.ts) after `prepareAutomations` caught the owner up, and counted on
 * the days of `timezone` (UTC by default).
 */
const STATS = '/marketing/stats/automations';
const MAX_IDS = 25;
const MAX_EXPORT_IDS = 50;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type IdParams = { id: string };

interface Query {
  byDay: boolean;
  byStep: boolean;
  stepIds: string[];
  start?: string;
  end?: string;
  timeZone: string;
}

function readQuery(url: URL): { errors: { field: string; message: string }[]; query: Query } {
  const errors: { field: string; message: string }[] = [];
  const aggregated = url.searchParams.get('aggregated_by') ?? 'total';
  if (aggregated !== 'day' && aggregated !== 'total') errors.push({ field: 'aggregated_by', message: 'must be one of day, total' });
  const start = url.searchParams.get('start_date') ?? undefined;
  const end = url.searchParams.get('end_date') ?? undefined;
  if (start !== undefined && !DATE.test(start)) errors.push({ field: 'start_date', message: 'must be a date YYYY-MM-DD' });
  if (end !== undefined && !DATE.test(end)) errors.push({ field: 'end_date', message: 'must be a date YYYY-MM-DD' });
  if (start !== undefined && end !== undefined && start > end) errors.push({ field: 'end_date', message: 'must not be before start_date' });
  const zone = url.searchParams.get('timezone') ?? 'UTC';
  if (!validTimeZone(zone)) errors.push({ field: 'timezone', message: 'must be an IANA time zone' });
  const groups = (url.searchParams.get('group_by') ?? '').split(',').map((group) => group.trim()).filter(Boolean);
  if (groups.some((group) => group !== 'step_id')) errors.push({ field: 'group_by', message: 'must be step_id' });
  return { errors, query: { byDay: aggregated === 'day', byStep: groups.includes('step_id'), stepIds: idsParam(url, 'step_ids'), start, end, timeZone: zone } };
}

const totalOf = (cells: readonly StepDayStats[]) => cells.reduce((sum, cell) => addMetrics(sum, cell.metrics), emptyMetrics());

/** The automation's figures as they are now (the owner caught up by `prepareAutomations`): per email and day, in the zone. */
const statsNow = (automation: AutomationRecord, timeZone: string): StepDayStats[] => automationStats(contactsOfAutomation(automation.id), sendClockNow().getTime(), timeZone);

interface StatsResult {
  id: string;
  aggregation: string;
  step_id: string;
  stats: SendMetrics;
}

/** Results per step (every email of the automation, in timeline order, even unsent ones) or "all", totalled or per day. */
function results(automation: AutomationRecord, cells: readonly StepDayStats[], query: Query): StatsResult[] {
  const inRange = cells.filter((cell) => (query.start === undefined || cell.day >= query.start) && (query.end === undefined || cell.day <= query.end));
  const messageIds = allMessages(automation.steps).map((message) => message.id);
  const sentIds = [...new Set(inRange.map((cell) => cell.step_id))];
  const steps = query.byStep ? [...new Set([...messageIds, ...sentIds])].filter((id) => query.stepIds.length === 0 || query.stepIds.includes(id)) : ['all'];
  const ofStep = (step: string) => inRange.filter((cell) => (step === 'all' ? query.stepIds.length === 0 || query.stepIds.includes(cell.step_id) : cell.step_id === step));
  if (!query.byDay) return steps.map((step) => ({ id: automation.id, aggregation: 'total', step_id: step, stats: totalOf(ofStep(step)) }));
  const known = inRange.map((cell) => cell.day).sort();
  const first = query.start ?? known[0];
  const last = query.end ?? known.at(-1);
  if (first === undefined || last === undefined) return [];
  return steps.flatMap((step) => {
    const own = ofStep(step);
    return daysBetween(first, last).map((day) => ({ id: automation.id, aggregation: day, step_id: step, stats: totalOf(own.filter((cell) => cell.day === day)) }));
  });
}

const EXPORT_HEADER = ['Automation ID', 'Automation Name', 'Step ID', 'Email Number', 'Subject', ...METRIC_NAMES];

/** The owner's automations named by the ids (unknown ones left out), in the order asked. */
const namedAutomations = (account: RequestAccount, ids: readonly string[]) =>
  ids.map((id) => findAutomation(account.actingAs.username, id)).filter((automation): automation is AutomationRecord => automation !== undefined);

export const automationStatsHandlers = [
  /** CSV: per automation, a row for each email and one for all, every cell formula-safe. */
  http.get(
    api(`${STATS}/export`),
    authenticated(async ({ request, account }) => {
      const refused = gate(account, 'read');
      if (refused) return refused;
      const url = new URL(request.url);
      const ids = idsParam(url, 'ids');
      if (ids.length === 0) return automationErrors(400, [{ field: 'ids', message: 'is a required field' }]);
      if (ids.length > MAX_EXPORT_IDS) return automationErrors(400, [{ field: 'ids', message: `must not exceed ${MAX_EXPORT_IDS} ids` }]);
      const zone = url.searchParams.get('timezone') ?? 'UTC';
      if (!validTimeZone(zone)) return automationErrors(400, [{ field: 'timezone', message: 'must be an IANA time zone' }]);
      await prepareAutomations(account);
      const lines: string[] = [];
      for (const automation of namedAutomations(account, ids)) {
        const cells = statsNow(automation, zone);
        for (const message of allMessages(automation.steps)) {
          const stats = totalOf(cells.filter((cell) => cell.step_id === message.id));
          lines.push(safeCsvRow([automation.id, automation.name, message.id, String(message.number), message.subject, ...METRIC_NAMES.map((name) => String(stats[name]))]));
        }
        const all = totalOf(cells);
        lines.push(safeCsvRow([automation.id, automation.name, 'all', '', '', ...METRIC_NAMES.map((name) => String(all[name]))]));
      }
      return new HttpResponse([safeCsvRow(EXPORT_HEADER), ...lines].join('\r\n') + '\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="automations-stats.csv"' },
      });
    }),
  ),

  /** Totals of several automations (`automation_ids`, at most 25; all the owner's without it), newest update first. */
  http.get(
    api(STATS),
    authenticated(async ({ request, account }) => {
      const refused = gate(account, 'read');
      if (refused) return refused;
      const url = new URL(request.url);
      const ids = idsParam(url, 'automation_ids');
      if (ids.length > MAX_IDS) return automationErrors(400, [{ field: 'automation_ids', message: `must not exceed ${MAX_IDS} ids` }]);
      await prepareAutomations(account);
      const automations = ids.length > 0 ? namedAutomations(account, ids) : automationsOf(account.actingAs.username);
      const page = paged(url, automations);
      if (!page.ok) return page.response;
      const answers: StatsResult[] = page.page.map((automation) => ({ id: automation.id, aggregation: 'total', step_id: 'all', stats: totalOf(statsNow(automation, 'UTC')) }));
      return HttpResponse.json({ results: answers, _metadata: page.metadata });
    }),
  ),

  http.get(
    api(`${STATS}/:id`),
    authenticated<IdParams>(({ request, params, account }) =>
      withAutomation(account, 'read', params.id, (automation) => {
        const url = new URL(request.url);
        const { errors, query } = readQuery(url);
        if (errors.length > 0) return automationErrors(400, errors);
        const page = paged(url, results(automation, statsNow(automation, query.timeZone), query));
        return page.ok ? HttpResponse.json({ results: page.page, _metadata: page.metadata }) : page.response;
      }),
    ),
  ),

  /** Clicks per link, most clicked first; `url_location` is the link's place in its email (0-based). */
  http.get(
    api(`${STATS}/:id/links`),
    authenticated<IdParams>(({ request, params, account }) =>
      withAutomation(account, 'read', params.id, (automation) => {
        const url = new URL(request.url);
        const groups = (url.searchParams.get('group_by') ?? '').split(',').map((group) => group.trim()).filter(Boolean);
        if (groups.some((group) => group !== 'step_id')) return automationErrors(400, [{ field: 'group_by', message: 'must be step_id' }]);
        const byStep = groups.includes('step_id');
        const stepIds = idsParam(url, 'step_ids');
        const cells = statsNow(automation, 'UTC').filter((cell) => stepIds.length === 0 || stepIds.includes(cell.step_id));
        const htmlOf = new Map(allMessages(automation.steps).map((message) => [message.id, message.html_content]));
        const totals = new Map<string, { url: string; step_id: string; clicks: number; url_location: number }>();
        for (const cell of cells) {
          const order = linksOf(htmlOf.get(cell.step_id) ?? '');
          for (const [link, clicks] of Object.entries(cell.links)) {
            const step = byStep ? cell.step_id : 'all';
            const key = `${link}|${step}`;
            const current = totals.get(key) ?? { url: link, step_id: step, clicks: 0, url_location: Math.max(0, order.indexOf(link)) };
            totals.set(key, { ...current, clicks: current.clicks + clicks });
          }
        }
        const links = [...totals.values()].sort((a, b) => b.clicks - a.clicks || a.url_location - b.url_location);
        const page = paged(url, links);
        if (!page.ok) return page.response;
        return HttpResponse.json({ results: page.page, total_clicks: links.reduce((sum, link) => sum + link.clicks, 0), _metadata: page.metadata });
      }),
    ),
  ),
];

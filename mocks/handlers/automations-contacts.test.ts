import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCsvCell } from '@/shared/csv/csv-cell';
import type { AutomationContactDto, AutomationContactsSummaryDto } from '@/shared/sending/automation';
import { allMessages } from '@/shared/sending/automation-tree';
import type { MetricsDto } from '@/shared/sending/metrics';
import { automationsOf, type AutomationRecord } from '../db/automations';
import { contactStore } from '../db/contacts/contact-store-provider';
import { SEED_BASE_MS } from '../db/contacts/seed-audiences';
import { resetSendClock, setSendClock } from '../db/send-simulator-clock';
import { signInAs } from '../node';
import { apiFetch } from '../testing/api-fetch';

interface ContactPage {
  result: AutomationContactDto[];
  _metadata: { self: string; next?: string; count: number };
}
interface StatsPage {
  results: { id: string; aggregation: string; step_id: string; stats: MetricsDto }[];
  _metadata: { count: number };
}
interface Links {
  results: { url: string; url_location: number; step_id: string; clicks: number }[];
  total_clicks: number;
}

const NOW = SEED_BASE_MS + 3 * 86_400_000;
let token: string;
const call = (path: string) => apiFetch(path, { token });
const json = async <T>(path: string) => (await (await call(path)).json()) as T;
const welcome = (): AutomationRecord => automationsOf('avery').find((automation) => automation.name === 'Welcome series')!;

beforeEach(() => {
  setSendClock(() => new Date(NOW));
  token = signInAs('owner-advanced').token;
});
afterEach(() => resetSendClock());

describe('GET /marketing/automations/:id/contacts and /contacts/summary', () => {
  it('shows the seeded live automation’s contacts in flight, newest entry first, paged and filtered', async () => {
    const automation = welcome();
    const summary = await json<AutomationContactsSummaryDto>(`/marketing/automations/${automation.id}/contacts/summary`);
    expect(summary.total).toBe(120);
    expect(summary.by_state.waiting).toBeGreaterThan(10);
    expect(summary.by_state.completed).toBeGreaterThan(10);
    expect(summary.by_message.map((row) => row.number)).toEqual([1, 2, 3]);
    expect(summary.by_message[0]!.sent).toBe(120);
    expect(summary.by_message.reduce((sum, row) => sum + row.waiting, 0)).toBe(summary.by_state.waiting);

    const first = await json<ContactPage>(`/marketing/automations/${automation.id}/contacts?page_size=50`);
    expect(first.result).toHaveLength(50);
    expect(first._metadata.count).toBe(120);
    const entered = first.result.map((contact) => contact.entered_at);
    expect(entered).toEqual([...entered].sort().reverse());
    const second = await json<ContactPage>(first._metadata.next!.replace(/^.*\/v3/, ''));
    expect(second.result[0]!.entered_at <= entered.at(-1)!).toBe(true);

    const waiting = await json<ContactPage>(`/marketing/automations/${automation.id}/contacts?state=waiting&message_number=3&page_size=100`);
    expect(waiting.result.length).toBe(summary.by_message[2]!.waiting);
    for (const contact of waiting.result) {
      expect(contact).toMatchObject({ state: 'waiting', message_number: 3 });
      expect(Date.parse(contact.next_send_at!)).toBeGreaterThan(NOW);
      expect(contact.email).toMatch(/@/);
    }
  });

  it('puts contacts in flight on the large account’s seeded automation too', async () => {
    const meridian = signInAs('owner-large').token;
    // The sign-in page generates the large account first (its lists come with it).
    await contactStore().ensureLargeAccount();
    const [automation] = automationsOf('meridian');
    const response = await apiFetch(`/marketing/automations/${automation!.id}/contacts/summary`, { token: meridian });
    const summary = (await response.json()) as AutomationContactsSummaryDto;
    expect(summary.total).toBe(120);
    expect(summary.by_state.waiting).toBeGreaterThan(0);
  });

  it('refuses unknown filters and automations', async () => {
    const { id } = welcome();
    expect((await call(`/marketing/automations/${id}/contacts?state=lost`)).status).toBe(400);
    expect((await call(`/marketing/automations/${id}/contacts?message_number=x`)).status).toBe(400);
    expect((await call(`/marketing/automations/${id}/contacts?page_size=101`)).status).toBe(400);
    expect((await call(`/marketing/automations/${crypto.randomUUID()}/contacts`)).status).toBe(404);
    expect((await call(`/marketing/automations/${crypto.randomUUID()}/contacts/summary`)).status).toBe(404);
  });
});

describe('GET /marketing/stats/automations', () => {
  it('totals each automation (step "all") and caps ids at 25', async () => {
    const automation = welcome();
    const page = await json<StatsPage>(`/marketing/stats/automations?automation_ids=${automation.id}`);
    expect(page.results).toHaveLength(1);
    const [result] = page.results;
    expect(result).toMatchObject({ id: automation.id, aggregation: 'total', step_id: 'all' });
    expect(result!.stats.requests).toBe(result!.stats.delivered + result!.stats.bounces);
    expect(result!.stats.unique_opens).toBeGreaterThan(0);
    const all = await json<StatsPage>('/marketing/stats/automations');
    expect(all._metadata.count).toBe(automationsOf('avery').length);
    const ids = Array.from({ length: 26 }, () => crypto.randomUUID()).join(',');
    expect((await call(`/marketing/stats/automations?automation_ids=${ids}`)).status).toBe(400);
  });

  it('gives per-email figures and day rows that add up to the total, and the summary’s sends', async () => {
    const automation = welcome();
    const summary = await json<AutomationContactsSummaryDto>(`/marketing/automations/${automation.id}/contacts/summary`);
    const total = (await json<StatsPage>(`/marketing/stats/automations/${automation.id}`)).results[0]!.stats;
    const steps = await json<StatsPage>(`/marketing/stats/automations/${automation.id}?group_by=step_id`);
    const messages = allMessages(automation.steps);
    expect(steps.results.map((row) => row.step_id)).toEqual(messages.map((message) => message.id));
    steps.results.forEach((row, index) => expect(row.stats.requests).toBe(summary.by_message[index]!.sent));
    expect(steps.results.reduce((sum, row) => sum + row.stats.unique_opens, 0)).toBe(total.unique_opens);

    const days = await json<StatsPage>(`/marketing/stats/automations/${automation.id}?aggregated_by=day&timezone=America/Los_Angeles&page_size=50`);
    expect(days.results.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.aggregation))).toBe(true);
    expect(days.results.reduce((sum, row) => sum + row.stats.requests, 0)).toBe(total.requests);

    const one = await json<StatsPage>(`/marketing/stats/automations/${automation.id}?group_by=step_id&step_ids=${messages[0]!.id}`);
    expect(one.results.map((row) => row.step_id)).toEqual([messages[0]!.id]);
    expect((await call(`/marketing/stats/automations/${automation.id}?group_by=ab_variation`)).status).toBe(400);
    expect((await call(`/marketing/stats/automations/${automation.id}?timezone=Mars/Base`)).status).toBe(400);
  });

  it('counts link clicks per email, adding up to the clicks', async () => {
    const automation = welcome();
    const total = (await json<StatsPage>(`/marketing/stats/automations/${automation.id}`)).results[0]!.stats;
    const links = await json<Links>(`/marketing/stats/automations/${automation.id}/links?group_by=step_id`);
    expect(links.total_clicks).toBe(total.clicks);
    expect(links.results.every((link) => link.url.startsWith('https://') && link.step_id !== 'all')).toBe(true);
  });

  it('exports a formula-safe CSV with a row per email and one for all', async () => {
    const automation = welcome();
    const response = await call(`/marketing/stats/automations/export?ids=${automation.id}`);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toContain('Automation ID');
    expect(lines).toHaveLength(1 + 3 + 1);
    expect(readCsvCell(lines[4]!.split(',')[2]!)).toBe('all');
    expect((await call('/marketing/stats/automations/export')).status).toBe(400);
  });
});

describe('GET /marketing/lists/:id/usage', () => {
  it('names the automations whose entry or criteria use the list', async () => {
    const automation = welcome();
    const usage = await json<{ automations: { id: string; name: string }[] }>(`/marketing/lists/${automation.entry.list_id}/usage`);
    expect(usage.automations).toContainEqual({ id: automation.id, name: 'Welcome series' });
    const lists = await contactStore().getLists('avery');
    const unused = lists.find((list) => !automationsOf('avery').some((one) => one.entry.list_id === list.id || JSON.stringify([one.exit_criteria, one.goal]).includes(list.id)));
    expect((await json<{ automations: unknown[] }>(`/marketing/lists/${unused!.id}/usage`)).automations).toEqual([]);
  });
});

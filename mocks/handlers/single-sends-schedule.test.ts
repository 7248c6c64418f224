import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEND_MESSAGES } from '@/shared/sending/readiness';
import type { SingleSendDto } from '@/shared/sending/single-send';
import { contactStore } from '../db/contacts/contact-store-provider';
import { FAST_TIMING, resetSendClock, setSendClock, UNDO_WINDOW_MS } from '../db/send-simulator-clock';
import { recordStats } from '../db/single-send-stats';
import { singleSendsOf, updateSingleSend } from '../db/single-sends';
import { seedSegments } from '../db/seed-segments';
import { findUser } from '../db/users';
import { signInAs } from '../node';
import { scenarios } from '../scenarios/registry';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';
import { AB_EXPIRED_MESSAGE, AB_PICKED_MESSAGE } from './single-sends-schedule';
import { segmentFilter } from './segments';
import { SMS_TEST_NUMBER_MESSAGE } from './single-sends-sms';

interface Errors {
  errors: { field: string | null; message: string; error_id?: string }[];
}
interface Metrics {
  requests: number;
  delivered: number;
  unique_opens: number;
  opens: number;
  unique_clicks: number;
  bounces: number;
  unsubscribes: number;
}
interface StatsPage {
  results: { id: string; ab_variation: string; ab_phase: string; aggregation: string; stats: Metrics }[];
}

const T0 = Date.parse('2026-11-02T15:00:00Z');
let clock = T0;
let token: string;
let headers: Record<string, string> = {};
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, headers, ...options });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const sendPath = (id: string) => `/marketing/singlesends/${id}`;
const get = (id: string) => json<SingleSendDto>(call(sendPath(id)));
const schedule = (id: string, body: unknown) => call(`${sendPath(id)}/schedule`, { method: 'PUT', body });
const unschedule = (id: string) => call(`${sendPath(id)}/schedule`, { method: 'DELETE' });
const totals = async (id: string) => (await json<StatsPage>(call(`/marketing/stats/singlesends/${id}`))).results[0]!.stats;
const advance = (ms: number) => {
  clock += ms;
};
const HTML = '<p>Hello <a href="https://lumenoutfitters.com/a">A</a> <a href="https://lumenoutfitters.com/b">B</a> <a href="{{{unsubscribe}}}">Unsubscribe</a></p>';

async function readyDraft(extra: Record<string, unknown> = {}): Promise<SingleSendDto> {
  const [list] = await contactStore().getLists('avery');
  const response = await call('/marketing/singlesends', {
    method: 'POST',
    body: { name: 'Ready', send_to: { list_ids: [list!.id] }, email_config: { subject: 'Hello', html_content: HTML, sender_id: 11, suppression_group_id: 1 }, ...extra },
  });
  return json<SingleSendDto>(response);
}

/** Mail events of a send in the contact store, by type. */
async function mailEvents(sendId: string): Promise<Record<string, number>> {
  const { rows } = await contactStore().query({
    sql: 'SELECT e.type, count(*) FROM mail_events e JOIN mail_sources s ON s.seq = e.source_seq WHERE s.id = ? GROUP BY e.type',
    params: [sendId],
  });
  return Object.fromEntries(rows.map(([type, count]) => [String(type), Number(count)]));
}

beforeEach(() => {
  clock = T0;
  setSendClock(() => new Date(clock));
  token = signInAs('owner-advanced').token;
  headers = {};
});

afterEach(() => {
  resetSendClock();
});

describe('PUT /marketing/singlesends/:id/schedule "now" and the undo window', () => {
  it('waits 60 s before sending; DELETE within the window unsends it to a draft', async () => {
    const draft = await readyDraft();
    const response = await schedule(draft.id, { send_at: 'now' });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ send_at: new Date(T0).toISOString(), status: 'scheduled' });
    advance(UNDO_WINDOW_MS - 1000);
    expect((await get(draft.id)).status).toBe('scheduled');
    const unsent = await unschedule(draft.id);
    expect(unsent.status).toBe(200);
    expect(await json(unsent)).toEqual({ send_at: null, status: 'draft' });
    advance(10 * 60_000);
    expect((await get(draft.id)).status).toBe('draft');
    expect(await mailEvents(draft.id)).toEqual({});
  });

  it('then sends: delivered and bounce events in the contact store and the stats, opens and clicks arriving over minutes', async () => {
    const draft = await readyDraft();
    await schedule(draft.id, { send_at: 'now' });
    advance(UNDO_WINDOW_MS);
    const sent = await get(draft.id);
    expect(sent).toMatchObject({ status: 'triggered', send_at: new Date(T0 + UNDO_WINDOW_MS).toISOString() });
    const recipients = (await json<{ recipient_count: number }>(call(`${sendPath(draft.id)}/recipients_estimate`))).recipient_count;
    const first = await totals(draft.id);
    expect(first.requests).toBe(recipients);
    expect(first.delivered + first.bounces).toBe(recipients);
    expect(first.bounces).toBeGreaterThan(0);
    expect(first.unique_opens).toBe(0);
    // Each recipient's story is written at delivery, every event at its own (near-future) time.
    const events = await mailEvents(draft.id);
    expect(events).toMatchObject({ delivered: first.delivered, bounce: first.bounces });
    expect(events.open).toBeGreaterThan(0);

    advance(3 * 60_000);
    const early = await totals(draft.id);
    advance(30 * 60_000);
    const later = await totals(draft.id);
    expect(early.unique_opens).toBeGreaterThan(0);
    expect(later.unique_opens).toBeGreaterThan(early.unique_opens);
    expect(later.unique_opens / later.delivered).toBeGreaterThan(0.2);
    expect(later.unique_opens / later.delivered).toBeLessThan(0.5);
    expect(later.unique_clicks).toBeGreaterThan(0);
    expect(later.opens).toBeGreaterThan(later.unique_opens);
    // Nothing is counted twice however often the clock is read; in the end the stats are the events.
    advance(60 * 60_000);
    const final = await totals(draft.id);
    expect(await totals(draft.id)).toEqual(final);
    const after = await mailEvents(draft.id);
    expect(after).toMatchObject({ open: final.unique_opens, click: final.unique_clicks, unsubscribe: final.unsubscribes });

    // Segments on events see the send's opens.
    const opened = await contactStore().filterContacts('avery', { match: 'all', conditions: [{ kind: 'event', type: 'open', since: new Date(T0).toISOString(), happened: true }] }, 1);
    expect(opened.count).toBe(after.open);
    const segment = {
      ...seedSegments().rows[0]!,
      query_dsl: `SELECT c.contact_id, c.updated_at FROM contact_data c JOIN event_data e ON c.contact_id = e.contact_id WHERE e.event_source = 'mail' AND e.event_type = 'click' AND e.singlesend_id = '${draft.id}'`,
      parent_list_ids: [],
    };
    expect((await contactStore().filterContacts('avery', segmentFilter(findUser('avery')!, segment), 1)).count).toBe(after.click);

    expect((await json<Errors>(unschedule(draft.id))).errors[0]).toMatchObject({ error_id: 'already_sent' });
    expect((await json<Errors>(schedule(draft.id, { send_at: 'now' }))).errors[0]).toMatchObject({ error_id: 'not_draft' });
  });
});

describe('a send across midnight (UTC)', () => {
  it('puts each day’s opens on its day', async () => {
    clock = Date.parse('2026-11-02T23:55:00Z');
    const draft = await readyDraft();
    await schedule(draft.id, { send_at: 'now' });
    advance(UNDO_WINDOW_MS + 20 * 60_000);
    const days = await json<StatsPage>(call(`/marketing/stats/singlesends/${draft.id}?aggregated_by=day`));
    expect(days.results.map((row) => row.aggregation)).toEqual(['2026-11-02', '2026-11-03']);
    const [before, after] = days.results.map((row) => row.stats);
    expect(before!.requests).toBeGreaterThan(0);
    expect(before!.unique_opens).toBeGreaterThan(0);
    expect(after!.unique_opens).toBeGreaterThan(0);
    expect(before!.unique_opens + after!.unique_opens).toBe((await mailEvents(draft.id)).open);
  });
});

describe('the fast-sending scenario', () => {
  it('shortens the undo window to 10 s and an A/B test hour to a second', async () => {
    scenarios.apply('fast-sending');
    const draft = await readyDraft({ abtest: { type: 'subject', winner_criteria: 'open', test_percentage: 50, duration: '2 hours' }, ab_variations: [{ subject: 'One' }, { subject: 'Two' }] });
    await schedule(draft.id, { send_at: 'now' });
    advance(FAST_TIMING.undoWindowMs);
    expect((await get(draft.id)).abtest!.winning_template_id).toBeNull();
    advance(2_000);
    expect((await get(draft.id)).abtest!.winning_template_id).not.toBeNull();
  });
});

describe('PUT …/schedule at a time', () => {
  it('stays scheduled until send_at; DELETE unschedules to a draft keeping the date', async () => {
    const draft = await readyDraft();
    const at = new Date(T0 + 2 * 3_600_000).toISOString();
    expect(await json(schedule(draft.id, { send_at: at }))).toEqual({ send_at: at, status: 'scheduled' });
    advance(3_600_000);
    expect((await get(draft.id)).status).toBe('scheduled');
    expect(await json(unschedule(draft.id))).toEqual({ send_at: at, status: 'draft' });
    await schedule(draft.id, { send_at: at });
    advance(3_600_000);
    expect(await get(draft.id)).toMatchObject({ status: 'triggered', send_at: at });
  });

  it('refuses a time in the past and a send that is not ready, with every problem', async () => {
    const draft = await readyDraft();
    const past = await json<Errors>(schedule(draft.id, { send_at: new Date(T0 - 60_000).toISOString() }));
    expect(past.errors).toEqual([{ field: 'schedule', message: SEND_MESSAGES.pastSchedule, error_id: 'not_ready' }]);
    expect((await schedule(draft.id, { send_at: 'tomorrow' })).status).toBe(400);

    const empty = await json<SingleSendDto>(call('/marketing/singlesends', { method: 'POST', body: { name: 'Empty' } }));
    const response = await schedule(empty.id, { send_at: 'now' });
    expect(response.status).toBe(400);
    const fields = (await json<Errors>(response)).errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['sender', 'subject', 'recipients', 'unsubscribe', 'content']));
  });

  it('checks at least 10 contacts per A/B variation', async () => {
    const draft = await readyDraft({
      abtest: { type: 'subject', winner_criteria: 'open', test_percentage: 1, duration: '1 hour' },
      ab_variations: ['a', 'b', 'c', 'd', 'e', 'f'].map((subject) => ({ subject })),
    });
    const errors = (await json<Errors>(schedule(draft.id, { send_at: 'now' }))).errors;
    expect(errors).toContainEqual({ field: 'abtest', message: SEND_MESSAGES.abTooSmall, error_id: 'not_ready' });
  });
});

describe('plan limits', () => {
  it('a hard limit (Free plan) stops a send beyond the emails left', async () => {
    token = signInAs('owner-free').token;
    const draft = singleSendsOf('frankie').find((send) => send.status === 'draft')!;
    const estimate = await json<{ recipient_count: number; emails_remaining_this_month: number; plan_limit: { kind: string } }>(call(`${sendPath(draft.id)}/recipients_estimate`));
    expect(estimate.plan_limit).toEqual({ kind: 'hard', emails_per_month: 6000, overage_price_per_email: 0 });
    expect(estimate.emails_remaining_this_month).toBe(6000 - 4815);
    expect(estimate.recipient_count).toBeGreaterThan(estimate.emails_remaining_this_month);
    const response = await schedule(draft.id, { send_at: 'now', accept_overage: true });
    expect(response.status).toBe(400);
    expect((await json<Errors>(response)).errors).toEqual([{ field: 'send_to', error_id: 'plan_limit_hard', message: expect.stringContaining('1,185 emails left') }]);
  });

  it('a soft limit warns first and sends with accept_overage', async () => {
    const earlier = singleSendsOf('avery').find((send) => send.status === 'draft')!;
    // An earlier simulated send this month used nearly all the plan's emails.
    updateSingleSend(earlier, { progress: { scheduled_at: '', send_now: false, started_at: null, recipients: 0, events_until: null, winner_sent_at: null } }, new Date(T0));
    recordStats('avery', { sendId: earlier.id, variation: 'all', phase: 'all', day: '2026-11-01' }, { requests: 1_081_000 });
    const draft = await readyDraft();
    const warned = await json<Errors>(schedule(draft.id, { send_at: 'now' }));
    expect(warned.errors[0]).toMatchObject({ field: 'send_to', error_id: 'plan_limit_soft', message: expect.stringContaining('$0.0008') });
    expect((await schedule(draft.id, { send_at: 'now', accept_overage: true })).status).toBe(201);
  });
});

describe('A/B tests on the clock', () => {
  const abDraft = (criteria: 'open' | 'manual') =>
    readyDraft({
      abtest: { type: 'subject', winner_criteria: criteria, test_percentage: 40, duration: '1 hour' },
      ab_variations: [{ subject: 'One' }, { subject: 'Two' }],
    });

  it('an open-rate test picks its winner when the (compressed) duration ends and sends it to the rest', async () => {
    const draft = await abDraft('open');
    await schedule(draft.id, { send_at: 'now' });
    advance(UNDO_WINDOW_MS + 30_000);
    const testing = await get(draft.id);
    expect(testing).toMatchObject({ status: 'triggered', abtest: { winning_template_id: null, expiration_date: new Date(T0 + UNDO_WINDOW_MS + 7 * 86_400_000).toISOString() } });
    advance(60_000);
    const decided = await get(draft.id);
    expect(decided.status).toBe('triggered');
    const winner = decided.abtest!.winning_template_id;
    expect(decided.ab_variations.map((variation) => variation.id)).toContain(winner);
    const grouped = await json<StatsPage>(call(`/marketing/stats/singlesends/${draft.id}?group_by=ab_variation,ab_phase`));
    const phases = grouped.results.map((row) => `${row.ab_variation === winner ? 'winner' : 'other'}:${row.ab_phase}`).sort();
    expect(phases).toEqual(['other:test', 'winner:send', 'winner:test']);
    const sendPhase = grouped.results.find((row) => row.ab_phase === 'send')!.stats;
    const testPhase = grouped.results.filter((row) => row.ab_phase === 'test').reduce((sum, row) => sum + row.stats.requests, 0);
    expect(sendPhase.requests).toBeGreaterThan(testPhase);
  });

  it('a manual test waits in pick-winner; the pick sends the winner; it cannot change', async () => {
    const draft = await abDraft('manual');
    await schedule(draft.id, { send_at: 'now' });
    advance(UNDO_WINDOW_MS);
    const early = await json<Errors>(call(`${sendPath(draft.id)}/abtest/winner`, { method: 'POST', body: { variation_id: draft.ab_variations[1]!.id } }));
    expect(early.errors[0]).toMatchObject({ error_id: 'not_pick_winner' });
    advance(2 * 60_000);
    expect((await get(draft.id)).status).toBe('pick-winner');
    const picked = await json<SingleSendDto>(call(`${sendPath(draft.id)}/abtest/winner`, { method: 'POST', body: { variation_id: draft.ab_variations[1]!.id } }));
    expect(picked).toMatchObject({ status: 'triggered', abtest: { winning_template_id: draft.ab_variations[1]!.id, winner_selected_at: new Date(clock).toISOString() } });
    const again = await json<Errors>(call(`${sendPath(draft.id)}/abtest/winner`, { method: 'POST', body: { variation_id: draft.ab_variations[0]!.id } }));
    expect(again.errors[0]).toMatchObject({ error_id: 'winner_picked', message: AB_PICKED_MESSAGE });
  });

  it('expires 7 days after the test started; then no winner can be picked', async () => {
    const seeded = singleSendsOf('avery').find((send) => send.status === 'pick-winner')!;
    clock = Date.parse(seeded.abtest!.expiration_date!) + 1000;
    expect((await get(seeded.id)).status).toBe('expired');
    const response = await call(`${sendPath(seeded.id)}/abtest/winner`, { method: 'POST', body: { variation_id: seeded.ab_variations[0]!.id } });
    expect(response.status).toBe(400);
    expect((await json<Errors>(response)).errors[0]).toMatchObject({ error_id: 'abtest_expired', message: AB_EXPIRED_MESSAGE });
  });

  it('the seeded pick-winner test takes a pick within its window', async () => {
    const seeded = singleSendsOf('avery').find((send) => send.status === 'pick-winner')!;
    clock = Date.parse(seeded.progress!.started_at!) + 86_400_000;
    const response = await call(`${sendPath(seeded.id)}/abtest/winner`, { method: 'POST', body: { variation_id: seeded.ab_variations[2]!.id } });
    expect(response.status).toBe(200);
    expect((await mailEvents(seeded.id)).delivered).toBeGreaterThan(0);
    clock += 20 * 60_000;
    const grouped = await json<StatsPage>(call(`/marketing/stats/singlesends/${seeded.id}?group_by=ab_phase`));
    expect(grouped.results.find((row) => row.ab_phase === 'send')!.stats.unique_opens).toBeGreaterThan(0);
    expect((await mailEvents(seeded.id)).open).toBeGreaterThan(0);
  });
});

describe('SMS', () => {
  beforeEach(() => {
    token = signInAs('admin-impersonating').token;
    headers = { 'on-behalf-of': 'marketing-sub' };
  });

  it('tests an SMS send on one US or Canada number', async () => {
    const draft = singleSendsOf('marketing-sub').find((send) => send.channel === 'sms' && send.status === 'draft')!;
    const test = (to: unknown) => call(`${sendPath(draft.id)}/sms/test`, { method: 'POST', body: { to } });
    expect((await test('(415) 555-0142')).status).toBe(202);
    expect((await test('+1 604 555 0199')).status).toBe(202);
    for (const bad of ['555-0142', '+44 20 7946 0321', '415 555 0142, 415 555 0143', 12]) {
      expect((await json<Errors>(test(bad))).errors).toEqual([{ field: 'to', message: SMS_TEST_NUMBER_MESSAGE }]);
    }
  });

  it('names the spec’s SMS errors: no messaging service, missing content, missing name, images, bytes', async () => {
    const sms = await json<SingleSendDto>(call('/marketing/singlesends', { method: 'POST', body: { name: 'Text', channel: 'sms' } }));
    const errors = (await json<Errors>(call(`${sendPath(sms.id)}/sms/test`, { method: 'POST', body: { to: '4155550142' } }))).errors;
    expect(errors.map((error) => error.message)).toEqual([SEND_MESSAGES.smsService, SEND_MESSAGES.smsContent]);
    const tooLong = await json<Errors>(call(sendPath(sms.id), { method: 'PATCH', body: { sms_config: { body: 'x'.repeat(1601) } } }));
    expect(tooLong.errors).toEqual([{ field: 'sms_config.body', message: SEND_MESSAGES.smsBytes }]);
    const images = await json<Errors>(call(sendPath(sms.id), { method: 'PATCH', body: { sms_config: { media_urls: Array.from({ length: 11 }, (_, n) => `https://img.example/${n}.png`) } } }));
    expect(images.errors[0]!.message).toBe(SEND_MESSAGES.smsImages);
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 8)}`;
    const heavy = await json<Errors>(call(sendPath(sms.id), { method: 'PATCH', body: { sms_config: { media_urls: [big] } } }));
    expect(heavy.errors[0]!.message).toBe('The images of an SMS can be at most 5 MB in all.');
  });

  it('sends an SMS to the list’s contacts with a phone number (counted, no mail events)', async () => {
    const draft = singleSendsOf('marketing-sub').find((send) => send.channel === 'sms' && send.status === 'draft')!;
    const estimate = await json<{ recipient_count: number }>(call(`${sendPath(draft.id)}/recipients_estimate`));
    expect(estimate.recipient_count).toBeGreaterThan(0);
    expect((await schedule(draft.id, { send_at: 'now' })).status).toBe(201);
    advance(UNDO_WINDOW_MS);
    expect((await get(draft.id)).status).toBe('triggered');
    expect((await totals(draft.id)).requests).toBe(estimate.recipient_count);
    expect(await mailEvents(draft.id)).toEqual({});
  });
});

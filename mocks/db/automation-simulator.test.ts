import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT_SEQUENCE_ID, type AutomationMessageDto, type CriteriaDto, type DelayDto, type StepSequenceDto } from '@/shared/sending/automation';
import { scenarios } from '../scenarios/registry';
import { contactsOfAutomation, type AutomationContactRecord } from './automation-contacts';
import { catchUpAutomations } from './automation-simulator';
import { automationStats } from './automation-stats';
import { advanceAutomation, getAutomation, insertAutomation, type AutomationRecord } from './automations';
import { contactStore } from './contacts/contact-store-provider';
import { resetSendClock, setSendClock } from './send-simulator-clock';

/** Avery's zone is America/Los_Angeles: clocks spring forward on 8 March 2026 at 2:00. */
const OWNER = 'avery';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.parse('2026-03-05T18:00:00Z');

let clock = T0;
const at = (ms: number) => new Date(ms).toISOString();
const moveTo = (ms: number) => {
  clock = ms;
};

beforeEach(() => {
  clock = T0;
  setSendClock(() => new Date(clock));
});
afterEach(() => resetSendClock());

const HTML = '<p>Hi <a href="https://example.com/shop">Shop</a> <a href="https://example.com/blog">Blog</a> <a href="{{{unsubscribe}}}">Unsubscribe</a></p>';
const delay = (amount: number, unit: DelayDto['unit'], after: DelayDto['after'] = 'previous'): DelayDto => ({ amount, unit, after });

function message(number: number, wait: DelayDto): AutomationMessageDto {
  return { id: crypto.randomUUID(), number, delay: wait, sender_id: null, subject: `Email ${number}`, preheader: '', html_content: HTML, plain_content: '', editor: 'code', updated_at: at(T0) };
}

const sequence = (id: string, messages: AutomationMessageDto[], branch: StepSequenceDto['branch'] = null): StepSequenceDto => ({ id, messages, branch });

async function liveAutomation(steps: StepSequenceDto, extra: Partial<AutomationRecord> = {}): Promise<{ automation: AutomationRecord; listId: string }> {
  const list = await contactStore().createList(OWNER, `Entry ${crypto.randomUUID()}`, at(T0 - DAY));
  const automation = insertAutomation({
    id: crypto.randomUUID(),
    owner: OWNER,
    name: 'Test automation',
    status: 'live',
    entry: { list_id: list.id, segment_id: null },
    exit_criteria: null,
    goal: null,
    ip_pool: null,
    categories: [],
    suppression_group_id: 1,
    custom_unsubscribe_url: null,
    steps,
    next_message_number: 10,
    created_at: at(T0 - DAY),
    updated_at: at(T0),
    live_at: at(T0),
    simulated_until: null,
    ...extra,
  });
  return { automation, listId: list.id };
}

async function addContacts(listId: string, count: number, when: number, prefix = 'c'): Promise<string[]> {
  const contacts = Array.from({ length: count }, (_, index) => ({ email: `${prefix}${index}-${crypto.randomUUID().slice(0, 8)}@example.com`, first_name: `Contact ${index}` }));
  return (await contactStore().upsertContacts(OWNER, contacts, { listIds: [listId], now: at(when) })).ids;
}

async function rowsAt(automation: AutomationRecord, when: number): Promise<AutomationContactRecord[]> {
  moveTo(when);
  await catchUpAutomations(OWNER);
  return contactsOfAutomation(automation.id);
}

const byState = (rows: readonly AutomationContactRecord[]) => rows.reduce<Record<string, number>>((counts, row) => ({ ...counts, [row.state]: (counts[row.state] ?? 0) + 1 }), {});

async function eventsOf(automationId: string): Promise<Record<string, number>> {
  const { rows } = await contactStore().query({
    sql: "SELECT e.type, count(*) FROM mail_events e JOIN mail_sources s ON s.seq = e.source_seq WHERE s.id = ? AND s.kind = 'automation' GROUP BY e.type",
    params: [automationId],
  });
  return Object.fromEntries(rows.map(([type, count]) => [String(type), Number(count)]));
}

describe('the automation simulator', () => {
  it('lets in contacts added to the entry list after it went live, once, and sends each email when due', async () => {
    const steps = sequence(ROOT_SEQUENCE_ID, [message(1, delay(0, 'hours', 'entry')), message(2, delay(2, 'hours')), message(3, delay(1, 'days'))]);
    const { automation, listId } = await liveAutomation(steps);
    await addContacts(listId, 3, T0 - HOUR, 'before');
    const entrants = await addContacts(listId, 5, T0 + HOUR);

    let rows = await rowsAt(automation, T0 + HOUR + 1000);
    expect(rows.map((row) => row.contact_id).sort()).toEqual([...entrants].sort());
    // A contact whose first email bounced gets nothing more (ids are random: it may happen).
    const bounced = (row: AutomationContactRecord) => row.state === 'exited' && row.left_because === 'bounced';
    expect(rows.every((row) => row.sent.length === 1 && (bounced(row) || (row.state === 'waiting' && row.next_number === 2)))).toBe(true);
    expect(rows.find((row) => row.state === 'waiting')?.next_send_at).toBe(at(T0 + 3 * HOUR));

    rows = await rowsAt(automation, T0 + 3 * HOUR);
    expect(rows.filter((row) => row.sent.length === 2).length + rows.filter((row) => row.state === 'exited').length).toBe(5);

    // Adding them again (another import) lets nobody in twice.
    await contactStore().upsertContacts(OWNER, rows.map((row) => ({ email: row.email })), { listIds: [listId], now: at(T0 + 4 * HOUR) });
    rows = await rowsAt(automation, T0 + 2 * DAY);
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.state === 'completed' || row.state === 'exited')).toBe(true);
    const sent = rows.reduce((sum, row) => sum + row.sent.length, 0);
    const events = await eventsOf(automation.id);
    expect((events.delivered ?? 0) + (events.bounce ?? 0)).toBe(sent);
    expect(getAutomation(automation.id)?.simulated_until).toBe(at(T0 + 2 * DAY));
  });

  it('keeps the wall-clock time for days in the account’s zone: one day across the spring-forward night is 23 hours', async () => {
    const { automation, listId } = await liveAutomation(sequence(ROOT_SEQUENCE_ID, [message(1, delay(1, 'days', 'entry'))]));
    // 10:00 in Los Angeles on 7 March (PST, UTC−8); the next day's 10:00 is PDT (UTC−7).
    const entry = Date.parse('2026-03-07T18:00:00Z');
    await addContacts(listId, 1, entry);
    let [row] = await rowsAt(automation, entry + HOUR);
    expect(row!.next_send_at).toBe('2026-03-08T17:00:00.000Z');
    [row] = await rowsAt(automation, entry + 23 * HOUR - 1);
    expect(row!.sent).toHaveLength(0);
    [row] = await rowsAt(automation, entry + 23 * HOUR);
    expect(row!.sent[0]?.sent_at).toBe(entry + 23 * HOUR);
  });

  it('passes an hour in a second and a day in 24 seconds (23 across the change) with fast-sending', async () => {
    scenarios.apply('fast-sending');
    const steps = sequence(ROOT_SEQUENCE_ID, [message(1, delay(2, 'hours', 'entry')), message(2, delay(1, 'days'))]);
    const { automation, listId } = await liveAutomation(steps);
    const entry = Date.parse('2026-03-07T18:00:00Z');
    moveTo(entry);
    await addContacts(listId, 1, entry);
    let [row] = await rowsAt(automation, entry + 2000);
    expect(row!.sent[0]?.sent_at).toBe(entry + 2000);
    expect(row!.next_send_at).toBe(at(entry + 2000 + 23_000));
    [row] = await rowsAt(automation, entry + 2000 + 23_000);
    expect(row!.sent.length + (row!.state === 'exited' ? 1 : 0)).toBe(2);
  });

  it('splits at a branching step when the yes arm’s first email is due: openers go down yes, the rest down no', async () => {
    const yes = message(2, delay(1, 'days'));
    const no = message(3, delay(2, 'days'));
    const branch = { id: crypto.randomUUID(), condition: 'opened' as const, yes: sequence('yes', [yes]), no: sequence('no', [no]) };
    const { automation, listId } = await liveAutomation(sequence(ROOT_SEQUENCE_ID, [message(1, delay(0, 'hours', 'entry'))], branch));
    await addContacts(listId, 200, T0 + HOUR);
    let rows = await rowsAt(automation, T0 + HOUR + DAY - 1000);
    expect(rows.every((row) => row.state !== 'waiting' || row.arms[branch.id] === undefined)).toBe(true);

    rows = await rowsAt(automation, T0 + HOUR + 3 * DAY);
    const decided = rows.filter((row) => row.arms[branch.id] !== undefined);
    expect(decided.length).toBeGreaterThan(150);
    for (const row of decided) {
      const opened = row.sent[0]!.opened_at !== undefined && row.sent[0]!.opened_at <= T0 + HOUR + DAY;
      expect(row.arms[branch.id]).toBe(opened ? 'yes' : 'no');
      expect(row.sent.map((sent) => sent.number)).toEqual(row.state === 'exited' ? expect.any(Array) : [1, opened ? 2 : 3]);
    }
    const arms = decided.map((row) => row.arms[branch.id]);
    expect(arms).toContain('yes');
    expect(arms).toContain('no');
    // The no arm's email counts its two days from the email the branch split on.
    const noRow = decided.find((row) => row.arms[branch.id] === 'no' && row.sent.length === 2)!;
    expect(noRow.sent[1]!.sent_at).toBe(T0 + HOUR + 2 * DAY);
  });

  it('sends a no-path email due before the branching step decides at the decision', async () => {
    const branch = { id: crypto.randomUUID(), condition: 'clicked' as const, yes: sequence('yes', [message(2, delay(1, 'days'))]), no: sequence('no', [message(3, delay(0, 'hours'))]) };
    const { automation, listId } = await liveAutomation(sequence(ROOT_SEQUENCE_ID, [message(1, delay(0, 'hours', 'entry'))], branch));
    await addContacts(listId, 40, T0 + HOUR);
    let rows = await rowsAt(automation, T0 + 2 * HOUR);
    const waitingForNo = rows.find((row) => row.state === 'waiting' && row.next_number === 3)!;
    expect(waitingForNo.next_send_at).toBe(at(T0 + HOUR + DAY));
    rows = await rowsAt(automation, T0 + 2 * DAY);
    const noRows = rows.filter((row) => row.arms[branch.id] === 'no' && row.sent.length === 2);
    expect(noRows.length).toBeGreaterThan(0);
    expect(noRows.every((row) => row.sent[1]!.sent_at === T0 + HOUR + DAY && row.state === 'completed' && row.updated_at === at(T0 + HOUR + DAY))).toBe(true);
  });

  it('lets in a segment’s members created or updated after it went live', async () => {
    const segmentId = crypto.randomUUID();
    const { automation } = await liveAutomation(sequence(ROOT_SEQUENCE_ID, [message(1, delay(1, 'hours', 'entry'))]), { entry: { list_id: null, segment_id: segmentId } });
    await contactStore().upsertContacts(OWNER, [{ email: 'early@segment.test' }], { now: at(T0 - HOUR) });
    await contactStore().upsertContacts(OWNER, [{ email: 'late@segment.test' }], { now: at(T0 + HOUR) });
    await contactStore().refreshSegmentMembers(OWNER, segmentId, { match: 'all', conditions: [{ kind: 'text', field: 'email', operator: 'ends_with', value: '@segment.test' }] });
    const rows = await rowsAt(automation, T0 + 3 * HOUR);
    expect(rows.map((row) => [row.email, row.entered_at])).toEqual([['late@segment.test', at(T0 + HOUR)]]);
  });

  it('takes contacts out on their exit criteria and counts the goal', async () => {
    const vip = await contactStore().createList(OWNER, `VIP ${crypto.randomUUID()}`);
    const exit: CriteriaDto = { match: 'any', rules: [{ kind: 'clicked_any' }], invalid: false, too_complex: false };
    const goal: CriteriaDto = { match: 'any', rules: [{ kind: 'added_to_list', list_id: vip.id }], invalid: false, too_complex: false };
    const steps = sequence(ROOT_SEQUENCE_ID, [message(1, delay(0, 'hours', 'entry')), message(2, delay(1, 'days'))]);
    const { automation, listId } = await liveAutomation(steps, { exit_criteria: exit, goal });
    const ids = await addContacts(listId, 100, T0 + HOUR);
    await contactStore().addToList(OWNER, vip.id, ids.slice(0, 10), at(T0 + 2 * HOUR));

    const rows = await rowsAt(automation, T0 + 2 * DAY);
    const goalIds = new Set(rows.filter((row) => row.state === 'reached_goal').map((row) => row.contact_id));
    expect([...goalIds].sort()).toEqual(ids.slice(0, 10).sort());
    const clickers = rows.filter((row) => !goalIds.has(row.contact_id) && row.sent[0]?.clicked_at !== undefined);
    expect(clickers.length).toBeGreaterThan(0);
    for (const row of clickers) {
      expect(row.state).toBe('exited');
      expect(row.left_because).toBe('exit_criteria');
      expect(row.sent).toHaveLength(1);
    }
    expect(rows.filter((row) => row.state === 'completed').every((row) => row.sent.length === 2)).toBe(true);
  });

  it('removes the waiting contacts of a disabled automation, keeps a paused one’s in place, and sends what fell due on resume', async () => {
    const steps = sequence(ROOT_SEQUENCE_ID, [message(1, delay(0, 'hours', 'entry')), message(2, delay(1, 'days'))]);
    const paused = await liveAutomation(steps);
    const disabled = await liveAutomation(steps);
    await addContacts(paused.listId, 20, T0 + HOUR);
    await addContacts(disabled.listId, 20, T0 + HOUR);
    await rowsAt(paused.automation, T0 + 2 * HOUR);
    advanceAutomation(getAutomation(paused.automation.id)!, { status: 'paused' });
    advanceAutomation(getAutomation(disabled.automation.id)!, { status: 'disabled', updated_at: at(T0 + 3 * HOUR) });

    const waitingBefore = contactsOfAutomation(paused.automation.id).filter((row) => row.state === 'waiting').length;
    await rowsAt(paused.automation, T0 + 3 * DAY);
    expect(contactsOfAutomation(paused.automation.id).filter((row) => row.state === 'waiting')).toHaveLength(waitingBefore);
    expect(byState(contactsOfAutomation(disabled.automation.id)).waiting).toBeUndefined();
    expect(byState(contactsOfAutomation(disabled.automation.id)).removed).toBeGreaterThan(0);
    expect(contactsOfAutomation(disabled.automation.id).find((row) => row.state === 'removed')?.updated_at).toBe(at(T0 + 3 * HOUR));

    const resumedAt = T0 + 3 * DAY + HOUR;
    advanceAutomation(getAutomation(paused.automation.id)!, { status: 'live', updated_at: at(resumedAt) });
    const rows = await rowsAt(paused.automation, resumedAt + 1000);
    expect(rows.filter((row) => row.sent.length === 2).every((row) => row.sent[1]!.sent_at === resumedAt)).toBe(true);
    expect(rows.filter((row) => row.sent.length === 2).length).toBeGreaterThan(0);
  });

  it('counts statistics per email and day that add up to the contacts’ paths', async () => {
    const steps = sequence(ROOT_SEQUENCE_ID, [message(1, delay(0, 'hours', 'entry')), message(2, delay(1, 'days'))]);
    const { automation, listId } = await liveAutomation(steps);
    await addContacts(listId, 150, T0 + HOUR);
    const rows = await rowsAt(automation, T0 + 3 * DAY);
    const cells = automationStats(rows, clock, 'America/Los_Angeles');
    const [first, second] = steps.messages;
    const total = (stepId: string, metric: 'requests' | 'delivered' | 'bounces' | 'unique_opens' | 'unique_clicks') =>
      cells.filter((cell) => cell.step_id === stepId).reduce((sum, cell) => sum + cell.metrics[metric], 0);
    expect(total(first!.id, 'requests')).toBe(150);
    expect(total(first!.id, 'delivered') + total(first!.id, 'bounces')).toBe(150);
    expect(total(second!.id, 'requests')).toBe(rows.filter((row) => row.sent.length === 2).length);
    expect(total(first!.id, 'unique_opens')).toBe(rows.filter((row) => row.sent[0]?.opened_at !== undefined).length);
    expect(total(first!.id, 'unique_clicks')).toBeLessThanOrEqual(total(first!.id, 'unique_opens'));
    const events = await eventsOf(automation.id);
    expect(events.open).toBe(total(first!.id, 'unique_opens') + total(second!.id, 'unique_opens'));
  });
});

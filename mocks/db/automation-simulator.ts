import { accountOf } from './accounts';
import { automationContactId, automationContactsTable, type AutomationContactRecord } from './automation-contacts';
import { mailEventsOf, sendMessage, stoppedBy, type SentMessage } from './automation-simulator-mail';
import {
  criteriaHold,
  decisionTime,
  dueTime,
  firstMessage,
  needsMembership,
  nextStep,
  tookYes,
  type DelayClock,
  type Membership,
} from './automation-simulator-path';
import { seededEntrants } from './automation-simulator-seed';
import { advanceAutomation, allLiveAutomations, automationsOf, getAutomation, type AutomationRecord } from './automations';
import type { AutomationEventsRequest, Entrant } from './contacts/contact-store';
import { contactStore } from './contacts/contact-store-provider';
import { sendClockNow, simulatorTiming } from './send-simulator-clock';
import { findUser } from './users';

/**
 * The automation simulator: moves contacts through live automations on the send simulator's clock
 * (mocks/README.md "Automations", Simulator). Lazy and idempotent like the single sends' one: the
 * automations handlers catch the owner up before answering (`catchUpAutomations`), and in the browser
 * a timer catches up every owner that has asked once.
 *
 * - Entry: contacts added to the entry list after the automation went live (or, for a segment, its
 *   members created or updated since), at most once per automation; they enter when they were added.
 * - Each email goes out when due (automation-simulator-path.ts `dueTime`) and gets its mail events
 *   (automation-simulator-mail.ts), written to the contact store; a branching step decides when its
 *   first email is due. Before each email, a contact that bounced, unsubscribed or reported spam stops
 *   (exited), one meeting the goal reaches it, one meeting the exit criteria exits.
 * - Paused: contacts keep their place and nothing goes out; set live resumes (what fell due meanwhile
 *   goes out at once). Disabled: waiting contacts are removed. A deleted automation's rows go.
 */
const TICK_MS = 2_000;
const ENTRANTS_PAGE = 1000;
/** Entrants taken per automation in one run: an import of many thousands enters over a few runs. */
const MAX_ENTRANTS_PER_RUN = 5000;
const MAX_STEPS_PER_CONTACT = 100;
const EVENTS_PER_WRITE = 5000;
const CONTACTS_PER_READ = 1000;

const iso = (ms: number) => new Date(ms).toISOString();

function timeZoneOf(owner: string): string {
  const user = findUser(owner);
  try {
    return user ? accountOf(user).timezone : 'UTC';
  } catch {
    // A user without an account of its own (a subuser): its days are UTC days.
    return 'UTC';
  }
}

type Left = Pick<AutomationContactRecord, 'state' | 'left_because'>;
type MailEvent = AutomationEventsRequest['events'][number];

/** Whether a waiting contact leaves at `at`: it stopped receiving mail, reached the goal or met the exit criteria. */
function leaving(automation: AutomationRecord, sent: readonly SentMessage[], at: number, membership: Membership | undefined): Left | undefined {
  const stopped = stoppedBy(sent, at);
  if (stopped !== undefined) return { state: 'exited', left_because: stopped };
  if (criteriaHold(automation.goal, sent, at, membership)) return { state: 'reached_goal', left_because: 'goal' };
  if (criteriaHold(automation.exit_criteria, sent, at, membership)) return { state: 'exited', left_because: 'exit_criteria' };
  return undefined;
}

interface Context {
  automation: AutomationRecord;
  now: number;
  /**
   * Nothing goes out before this: what fell due while the automation was paused goes out when it is
   * set live again (its last update; the simulator's previous run otherwise).
   */
  notBefore: number;
  clock: DelayClock;
  spreadMs: number;
}

/**
 * A waiting contact moved on up to `now`: every email due by then sent (with its mail events), its
 * branching steps decided, and where it is now. `membership` undefined with `checked`: the contact is gone.
 */
function advance(row: AutomationContactRecord, context: Context, membership: { checked: boolean; value?: Membership }): { row: AutomationContactRecord; events: MailEvent[] } {
  const { automation, now, clock } = context;
  const entry = Date.parse(row.entered_at);
  const events: MailEvent[] = [];
  let { sent, arms } = row;
  // An email after a branching step never goes out before the step decided.
  let notBefore = context.notBefore;
  // When the contact got to where it is: its last email, or the branching step that decided last.
  let reached = sent.at(-1)?.sent_at ?? entry;
  const end = (at: number, left: Left | { state: 'completed' }) => ({
    row: { ...row, ...left, sent, arms, next_number: null, next_send_at: null, updated_at: iso(at) },
    events,
  });
  if (membership.checked && membership.value === undefined) return end(now, { state: 'removed', left_because: 'deleted' });

  // What it waits for: an email (or, at a branching step whose arm is empty, only the decision).
  let next: { number: number | null; at: number } | null = null;
  for (let guard = 0; guard < MAX_STEPS_PER_CONTACT && next === null; guard += 1) {
    const step = nextStep(automation.steps, sent, arms);
    if (step.kind === 'end') return end(reached, { state: 'completed' });
    if (step.kind === 'split') {
      const at = decisionTime(step.branch, entry, step.splitOn, clock);
      if (at <= now) {
        arms = { ...arms, [step.branch.id]: tookYes(step.branch, step.splitOn, at) ? 'yes' : 'no' };
        notBefore = Math.max(notBefore, at);
        reached = Math.max(reached, at);
        continue;
      }
      // Undecided: what it gets if it stays as it is now.
      const yes = tookYes(step.branch, step.splitOn, now);
      const first = firstMessage(yes ? step.branch.yes : step.branch.no);
      next = first === undefined ? { number: null, at } : { number: first.number, at: yes ? at : Math.max(at, dueTime(first, entry, step.splitOn, clock)) };
      break;
    }
    const due = Math.max(notBefore, dueTime(step.message, entry, step.previous, clock));
    if (due > now) {
      next = { number: step.message.number, at: due };
      break;
    }
    const left = leaving(automation, sent, due, membership.value);
    if (left !== undefined) return end(due, left);
    const mail = sendMessage(automation.id, step.message, row.contact_id, due, context.spreadMs);
    sent = [...sent, mail];
    reached = due;
    events.push(...mailEventsOf(row.contact_id, mail));
  }
  const left = leaving(automation, sent, now, membership.value);
  if (left !== undefined) return end(now, left);
  const moved = sent !== row.sent || arms !== row.arms;
  return {
    row: { ...row, sent, arms, next_number: next?.number ?? null, next_send_at: next ? iso(next.at) : null, updated_at: moved ? iso(reached) : row.updated_at },
    events,
  };
}

const sameRow = (a: AutomationContactRecord, b: AutomationContactRecord) =>
  a.state === b.state && a.sent === b.sent && a.arms === b.arms && a.next_number === b.next_number && a.next_send_at === b.next_send_at;

function enter(automation: AutomationRecord, entrant: Entrant): AutomationContactRecord | undefined {
  const id = automationContactId(automation.id, entrant.contact_id);
  if (automationContactsTable.get(id) !== undefined) return undefined;
  return automationContactsTable.insert({
    id,
    owner: automation.owner,
    automation_id: automation.id,
    contact_id: entrant.contact_id,
    email: entrant.email,
    first_name: entrant.first_name,
    last_name: entrant.last_name,
    state: 'waiting',
    entered_at: entrant.at,
    updated_at: entrant.at,
    next_number: null,
    next_send_at: null,
    arms: {},
    sent: [],
  });
}

/** Lets in who was added to the entry list (or updated into the segment) since the last run; returns the new mark. */
async function admit(automation: AutomationRecord, now: number): Promise<string> {
  for (const entrant of await seededEntrants(automation, now)) enter(automation, entrant);
  const from = automation.simulated_until ?? automation.live_at ?? iso(now);
  const { list_id: listId, segment_id: segmentId } = automation.entry;
  const entry = listId !== null ? { listId } : segmentId !== null ? { segmentId } : undefined;
  if (entry === undefined) return iso(now);
  let cursor: string | undefined;
  let taken = 0;
  do {
    const page = await contactStore().findEntrants(automation.owner, { entry, after: from, until: iso(now), cursor, limit: ENTRANTS_PAGE });
    for (const entrant of page.entrants) enter(automation, entrant);
    taken += page.entrants.length;
    cursor = page.cursor;
    const last = page.entrants.at(-1);
    // Stopped short: the next run starts just before the last one taken (those already in are skipped).
    if (cursor !== undefined && taken >= MAX_ENTRANTS_PER_RUN && last !== undefined) return iso(Date.parse(last.at) - 1);
  } while (cursor !== undefined);
  return iso(now);
}

async function membershipsOf(owner: string, rows: readonly AutomationContactRecord[]): Promise<Map<string, Membership>> {
  const found = new Map<string, Membership>();
  for (let index = 0; index < rows.length; index += CONTACTS_PER_READ) {
    const ids = rows.slice(index, index + CONTACTS_PER_READ).map((row) => row.contact_id);
    for (const contact of await contactStore().getContacts(owner, ids)) found.set(contact.id, contact);
  }
  return found;
}

async function run(automation: AutomationRecord, now: number): Promise<void> {
  const mark = await admit(automation, now);
  const context: Context = {
    automation,
    now,
    notBefore: automation.simulated_until === null ? Number.NEGATIVE_INFINITY : Math.min(now, Math.max(Date.parse(automation.simulated_until), Date.parse(automation.updated_at))),
    clock: { timeZone: timeZoneOf(automation.owner), compression: simulatorTiming().automationDelayCompression },
    spreadMs: simulatorTiming().engagementSpreadMs,
  };
  const waiting = automationContactsTable.all().filter((row) => row.automation_id === automation.id && row.state === 'waiting');
  const checked = needsMembership(automation.exit_criteria, automation.goal);
  const memberships = checked ? await membershipsOf(automation.owner, waiting) : new Map<string, Membership>();
  const events: MailEvent[] = [];
  for (const row of waiting) {
    const moved = advance(row, context, { checked, value: memberships.get(row.contact_id) });
    if (!sameRow(row, moved.row)) automationContactsTable.update(row.id, moved.row);
    events.push(...moved.events);
  }
  const source = { id: automation.id, name: automation.name, sentAt: automation.live_at ?? iso(now) };
  for (let index = 0; index < events.length; index += EVENTS_PER_WRITE) {
    await contactStore().recordAutomationEvents(automation.owner, { source, events: events.slice(index, index + EVENTS_PER_WRITE) });
  }
  // Re-read: a request may have changed the automation while the store was busy.
  const current = getAutomation(automation.id);
  if (current !== undefined) advanceAutomation(current, { simulated_until: mark });
}

/** Waiting contacts of a disabled automation leave it; rows of a deleted automation go. */
function tidy(owner: string): void {
  for (const row of automationContactsTable.all()) {
    if (row.owner !== owner) continue;
    const automation = getAutomation(row.automation_id);
    if (automation === undefined) automationContactsTable.remove(row.id);
    else if (automation.status === 'disabled' && row.state === 'waiting') {
      automationContactsTable.update(row.id, { state: 'removed', left_because: 'disabled', next_number: null, next_send_at: null, updated_at: automation.updated_at });
    }
  }
}

const running = new Map<string, Promise<void>>();

/** Brings the owner's automations up to the clock. Serialised per owner: a second call waits for the first. */
export function catchUpAutomations(owner: string): Promise<void> {
  ensureTimer(owner);
  const previous = running.get(owner) ?? Promise.resolve();
  const next = previous.then(async () => {
    const now = sendClockNow().getTime();
    tidy(owner);
    for (const automation of automationsOf(owner)) if (automation.status === 'live') await run(automation, now);
  });
  running.set(
    owner,
    next.catch(() => undefined),
  );
  return next;
}

/** Owners that asked once in this page: the timer keeps their automations moving. */
const followed = new Set<string>();
let timer: ReturnType<typeof setInterval> | undefined;

async function catchUpFollowed(): Promise<void> {
  const owners = new Set(allLiveAutomations().map((automation) => automation.owner));
  for (const owner of followed) if (owners.has(owner)) await catchUpAutomations(owner);
}

/** In the browser a timer keeps contacts moving while no request asks (Node tests move the clock themselves). */
function ensureTimer(owner: string): void {
  if (import.meta.env.MODE === 'test' || typeof window === 'undefined') return;
  followed.add(owner);
  timer ??= setInterval(() => void catchUpFollowed().catch((error: unknown) => console.warn('automation simulator', error)), TICK_MS);
}

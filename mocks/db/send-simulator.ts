import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { durationHours } from '@/shared/sending/readiness';
import type { AbVariationDto } from '@/shared/sending/single-send';
import type { MailAudience, RecipientSlice, SendEngagement } from './contacts/contact-store';
import { contactStore } from './contacts/contact-store-provider';
import { sendClockNow, simulatorTiming } from './send-simulator-clock';
import { recordStats, statsOf, type AbPhase, type SendMetrics } from './single-send-stats';
import { advanceSingleSend, singleSendsTable, type SendProgress, type SingleSendRecord } from './single-sends';

/**
 * The send simulator: moves single sends through their states on the clock and writes what they do,
 * as mail events in the contact store (so engagement segments see them) and as figures in the stats
 * table. Lazy and idempotent: every single-sends and stats request first catches the owner's sends up
 * with the clock (`catchUpSends`), and in the browser a timer does it for everyone every few seconds.
 *
 *   scheduled ──(send_at, or the end of the undo window after "now")──▶ triggered
 *   A/B test: the test share goes out at the start; when the (compressed) duration ends, an open or
 *   click criterion picks the winner and sends it to the rest; manual → pick-winner until a pick
 *   (POST …/abtest/winner) or 7 days after the start → expired.
 */

/** Opens come within the spread after delivery; clicks, unsubscribes and spam reports a little after them. */
const engagementTailMs = () => simulatorTiming().engagementSpreadMs * 1.5;
const TICK_MS = 5_000;
const DAY_MS = 86_400_000;

/** A group of recipients that got one content at one time: a variation's test share, the winner's rest, or everyone. */
interface SendGroup {
  variation: string;
  phase: AbPhase;
  sentAt: string;
  slice: RecipientSlice;
  content: Pick<AbVariationDto, 'html_content'>;
  key: string;
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Believable per-mille rates, fixed per send and variation (so an A/B test has a winner). */
export function ratesOf(sendId: string, variationId: string, hasLinks: boolean) {
  const base = hashOf(sendId);
  const own = hashOf(`${sendId}:${variationId}`);
  const open = 280 + (base % 120) + ((own % 81) - 40);
  return {
    bounce: 8 + (base % 12),
    open,
    click: hasLinks ? Math.min(open, 45 + ((base >>> 8) % 50) + ((own >>> 8) % 31) - 15) : 0,
    unsubscribe: 3,
    spamReport: 1,
  };
}

/** The links of an email whose clicks are counted (not unsubscribe links or Handlebars placeholders). */
export function linksOf(html: string): string[] {
  const links = [...html.matchAll(/href\s*=\s*"(https?:\/\/[^"]+)"/gi)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
  return [...new Set(links.filter((url) => !/\{\{|unsubscribe/i.test(url)))].slice(0, SINGLE_SEND_LIMITS.clickTrackingLinks);
}

/** `clicks` spread over the links, the first ones most (weights 1, 1/2, 1/3…), whole numbers summing to `clicks`. */
export function clicksPerLink(links: readonly string[], clicks: number): Record<string, number> {
  if (links.length === 0 || clicks === 0) return {};
  const weights = links.map((_, index) => 1 / (index + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (clicks * weight) / total);
  const counts = exact.map(Math.floor);
  const left = clicks - counts.reduce((sum, count) => sum + count, 0);
  // The largest remainders get the clicks the rounding down left over.
  const order = exact.map((value, index) => [value - Math.floor(value), index] as const).sort((a, b) => b[0] - a[0]);
  const extra = new Set(order.slice(0, left).map(([, index]) => index));
  return Object.fromEntries(links.map((url, index) => [url, (counts[index] ?? 0) + (extra.has(index) ? 1 : 0)] as const).filter(([, count]) => count > 0));
}

const audienceOf = (send: SingleSendRecord): MailAudience => ({
  all: send.send_to.all,
  listIds: send.send_to.list_ids,
  segmentIds: send.send_to.segment_ids,
  excludeListIds: send.exclude.list_ids,
  excludeSegmentIds: send.exclude.segment_ids,
});

export const countRecipients = (send: SingleSendRecord) => contactStore().countAudience(send.owner, audienceOf(send), send.channel);

const testShare = (send: SingleSendRecord) => (send.abtest ? Math.round(send.abtest.test_percentage * 10) : 1000);

/** The recipient groups of a send so far. */
function groupsOf(send: SingleSendRecord): SendGroup[] {
  const progress = send.progress;
  if (progress?.started_at == null) return [];
  const { abtest, ab_variations: variations } = send;
  if (abtest === null || variations.length === 0) {
    return [{ variation: 'all', phase: 'all', sentAt: progress.started_at, slice: { from: 0, to: 1000 }, content: send.email_config, key: 'all' }];
  }
  const share = testShare(send);
  const groups: SendGroup[] = variations.map((variation, index) => ({
    variation: variation.id,
    phase: 'test',
    sentAt: progress.started_at as string,
    slice: { from: 0, to: share, of: variations.length, index },
    content: abtest.type === 'content' ? variation : send.email_config,
    key: variation.id,
  }));
  const winner = variations.find((variation) => variation.id === abtest.winning_template_id);
  if (progress.winner_sent_at !== null && winner !== undefined && share < 1000) {
    groups.push({
      variation: winner.id,
      phase: 'send',
      sentAt: progress.winner_sent_at,
      slice: { from: share, to: 1000 },
      content: abtest.type === 'content' ? winner : send.email_config,
      key: winner.id,
    });
  }
  return groups;
}

const dayOf = (iso: string) => iso.slice(0, 10);

async function deliverGroup(send: SingleSendRecord, group: SendGroup): Promise<number> {
  const rates = ratesOf(send.id, group.key, linksOf(group.content.html_content).length > 0);
  const delivery = await contactStore().deliverSend(send.owner, {
    source: { id: send.id, name: send.name, sentAt: group.sentAt },
    audience: audienceOf(send),
    channel: send.channel,
    slice: group.slice,
    rates,
    spreadMs: simulatorTiming().engagementSpreadMs,
  });
  recordStats(send.owner, { sendId: send.id, variation: group.variation, phase: group.phase, day: dayOf(group.sentAt) }, delivery);
  return delivery.requests;
}

/** Totals (not unique) from unique counts: people open and click more than once. */
const engagementMetrics = (engagement: SendEngagement): Partial<SendMetrics> => ({
  unique_opens: engagement.opens,
  opens: Math.round(engagement.opens * 1.4),
  unique_clicks: engagement.clicks,
  clicks: Math.round(engagement.clicks * 1.3),
  unsubscribes: engagement.unsubscribes,
  spam_reports: engagement.spam_reports,
});

/** Adds to the stats each group's opens, clicks, unsubscribes and spam reports due in (after, until], day by day. */
async function engage(send: SingleSendRecord, after: string, until: string): Promise<void> {
  if (send.channel === 'sms') return;
  for (const group of groupsOf(send)) {
    const links = linksOf(group.content.html_content);
    let from = Math.max(Date.parse(after), Date.parse(group.sentAt));
    const end = Math.min(Date.parse(until), Date.parse(group.sentAt) + engagementTailMs());
    while (from < end) {
      const dayEnd = Math.min(end, (Math.floor(from / DAY_MS) + 1) * DAY_MS);
      const engagement = await contactStore().engageSend(send.owner, {
        sourceId: send.id,
        slice: group.slice,
        after: new Date(from).toISOString(),
        until: new Date(dayEnd).toISOString(),
      });
      const metrics = engagementMetrics(engagement);
      recordStats(send.owner, { sendId: send.id, variation: group.variation, phase: group.phase, day: dayOf(new Date(from).toISOString()) }, metrics, clicksPerLink(links, metrics.clicks ?? 0));
      from = dayEnd;
    }
  }
}

/** When a scheduled send starts: after the undo window for "now", at send_at otherwise. */
export function startTimeOf(send: SingleSendRecord): number | undefined {
  const progress = send.progress;
  if (send.status !== 'scheduled' || progress === null) return undefined;
  return progress.send_now ? Date.parse(progress.scheduled_at) + simulatorTiming().undoWindowMs : Date.parse(send.send_at ?? progress.scheduled_at);
}

async function start(send: SingleSendRecord, at: number): Promise<SingleSendRecord> {
  const startedAt = new Date(at).toISOString();
  const abtest = send.abtest && { ...send.abtest, expiration_date: new Date(at + SINGLE_SEND_LIMITS.abPickWithinDays * DAY_MS).toISOString() };
  const progress: SendProgress = { ...(send.progress as SendProgress), started_at: startedAt, events_until: startedAt };
  let current = advanceSingleSend(send, { status: 'triggered', send_at: send.progress?.send_now ? startedAt : send.send_at, abtest, progress });
  let recipients = 0;
  for (const group of groupsOf(current)) recipients += await deliverGroup(current, group);
  current = advanceSingleSend(current, { progress: { ...progress, recipients } });
  return current;
}

/** The variation with the best unique open (or click) rate in the test; ties go to the first. */
function bestVariation(send: SingleSendRecord): string | undefined {
  const criterion = send.abtest?.winner_criteria === 'click' ? 'unique_clicks' : 'unique_opens';
  const rows = statsOf(send.owner, send.id).filter((row) => row.ab_phase === 'test');
  let best: { id: string; rate: number } | undefined;
  for (const variation of send.ab_variations) {
    const own = rows.filter((row) => row.ab_variation === variation.id);
    const delivered = own.reduce((sum, row) => sum + row.metrics.delivered, 0);
    const rate = delivered === 0 ? 0 : own.reduce((sum, row) => sum + row.metrics[criterion], 0) / delivered;
    if (best === undefined || rate > best.rate) best = { id: variation.id, rate };
  }
  return best?.id;
}

/** Sends the winner to the rest of the recipients at `at` (the winner is already stored). */
export async function sendWinner(send: SingleSendRecord, winnerId: string, at: Date): Promise<SingleSendRecord> {
  const abtest = send.abtest && { ...send.abtest, winning_template_id: winnerId, winner_selected_at: at.toISOString() };
  const progress = send.progress as SendProgress;
  const time = at.toISOString();
  // The winner's own opens and clicks are due from now on, even where the test's were written further.
  const eventsUntil = progress.events_until !== null && progress.events_until < time ? progress.events_until : time;
  let current = advanceSingleSend(send, { status: 'triggered', abtest, progress: { ...progress, winner_sent_at: time, events_until: eventsUntil } });
  const group = groupsOf(current).find((candidate) => candidate.phase === 'send');
  if (group !== undefined) {
    const requests = await deliverGroup(current, group);
    current = advanceSingleSend(current, { progress: { ...(current.progress as SendProgress), recipients: progress.recipients + requests } });
  }
  return current;
}

export const testEndOf = (send: SingleSendRecord): number | undefined => {
  const startedAt = send.progress?.started_at;
  const hours = send.abtest ? durationHours(send.abtest.duration) : undefined;
  return startedAt == null || hours === undefined ? undefined : Date.parse(startedAt) + (hours * 3_600_000) / simulatorTiming().abTestCompression;
};

async function step(send: SingleSendRecord, now: Date): Promise<void> {
  let current = send;
  const startAt = startTimeOf(current);
  if (startAt !== undefined) {
    if (now.getTime() < startAt) return;
    current = await start(current, startAt);
  }
  const progress = current.progress;
  if (progress?.started_at == null || current.status === 'draft') return;
  const testEnd = testEndOf(current);
  const testOver = current.abtest !== null && current.abtest.winning_template_id === null && testEnd !== undefined && testEnd <= now.getTime();
  // An automatic pick reads the test's figures up to its end only; then the rest arrives after the winner went out.
  const autoPick = testOver && current.abtest?.winner_criteria !== 'manual';
  const until = new Date(autoPick ? (testEnd as number) : now.getTime()).toISOString();
  if (progress.events_until !== null && progress.events_until < until) {
    await engage(current, progress.events_until, until);
    current = advanceSingleSend(current, { progress: { ...progress, events_until: until } });
  }
  if (autoPick) {
    const winner = bestVariation(current);
    if (winner !== undefined) await step(await sendWinner(current, winner, new Date(testEnd as number)), now);
    return;
  }
  if (testOver && current.status === 'triggered') current = advanceSingleSend(current, { status: 'pick-winner' });
  const expiration = current.abtest?.expiration_date;
  if (current.status === 'pick-winner' && expiration != null && now.toISOString() >= expiration) advanceSingleSend(current, { status: 'expired' });
}

const running = new Map<string, Promise<void>>();

/** Brings the owner's sends up to the clock. Serialised per owner: a second call waits for the first. */
export function catchUpSends(owner: string): Promise<void> {
  ensureTimer();
  const previous = running.get(owner) ?? Promise.resolve();
  const next = previous.then(async () => {
    const now = sendClockNow();
    for (const send of singleSendsTable.all()) {
      if (send.owner === owner && send.progress !== null && send.status !== 'draft' && send.status !== 'expired') await step(send, now);
    }
  });
  const settled = next.catch(() => undefined);
  running.set(owner, settled);
  return next;
}

/** Every owner with a send in progress. */
export async function catchUpAllSends(): Promise<void> {
  const owners = new Set(singleSendsTable.all().filter((send) => send.progress !== null && send.status !== 'draft' && send.status !== 'expired').map((send) => send.owner));
  for (const owner of owners) await catchUpSends(owner);
}

let timer: ReturnType<typeof setInterval> | undefined;

/** In the browser a timer keeps sends moving while no request asks (Node tests move the clock themselves). */
function ensureTimer(): void {
  if (timer !== undefined || import.meta.env.MODE === 'test' || typeof window === 'undefined') return;
  timer = setInterval(() => void catchUpAllSends().catch((error: unknown) => console.warn('send simulator', error)), TICK_MS);
}

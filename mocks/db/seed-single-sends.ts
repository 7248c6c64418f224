import type { AbTestDto, AbVariationDto } from '@/shared/sending/single-send';
import { MAX_SEED_NUMBER, seedUuid } from './contacts/seed-hash';
import { DEMO_AUDIENCES, LARGE_AUDIENCE, SEED_BASE_MS } from './contacts/seed-audiences';
import type { AudiencePlan, AudienceSendPlan } from './contacts/generate-audience';
import { clicksPerLink, linksOf, ratesOf } from './send-simulator';
import { seedSegments } from './seed-segments';
import { seedSenders } from './seed-senders';
import { seedMessagingServices } from './seed-sms';
import { seedUnsubscribeGroups } from './seed-unsubscribe-groups';
import { emptyMetrics, statsRowId, type AbPhase, type SendMetrics, type SendStatsRecord } from './single-send-stats';
import type { SendProgress, SingleSendRecord } from './single-sends';
import type { TableDump } from './table';

/**
 * Single sends of the demo personas, in every status, with believable statistics:
 * - every send of a persona's seeded audience (contacts/seed-audiences.ts) is a triggered single send with
 *   the mail source's id, so a segment on "opened single send X" and the send's stats name the same send;
 *   its figures follow the audience plan's reach, opens and clicks;
 * - drafts (complete, empty, an A/B content test, an SMS draft), a scheduled send, an A/B test waiting for
 *   its winner (pick-winner), an expired one, an SMS send, and a send from before the click-tracking cutoff.
 * The scheduled and pick-winner sends are placed relative to today (UTC), so they stay scheduled and
 * pickable whenever the demo runs; everything else counts back from the seed's base date.
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const iso = (ms: number) => new Date(ms).toISOString();
const today = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;

const emailHtml = (heading: string, text: string, links: readonly [string, string][]) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>${heading}</title></head>
  <body style="margin:0;padding:0;background:#f4f4f4;">
    <table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#333333;">
      <tr><td style="padding:24px;"><h1 style="font-size:24px;margin:0 0 12px;">${heading}</h1><p style="margin:0 0 12px;line-height:22px;">${text}</p>
      ${links.map(([href, label]) => `<p style="margin:0 0 12px;"><a href="${href}" style="color:#1188E6;">${label}</a></p>`).join('\n      ')}</td></tr>
      <tr><td style="padding:12px 24px;font-size:12px;color:#777777;">{{Sender_Name}}, {{Sender_Address}}, {{Sender_City}} · <a href="{{{unsubscribe}}}" style="color:#1188E6;">Unsubscribe</a></td></tr>
    </table>
  </body>
</html>`;

const plainOf = (heading: string, text: string) => `${heading}\n\n${text}`;

interface OwnerContext {
  owner: string;
  plan: AudiencePlan;
  senderId: number | null;
  groupId: number | null;
  listIds: string[];
  segmentIds: string[];
  site: string;
}

interface SeedReferences {
  senders: ReturnType<typeof seedSenders>['rows'];
  groups: ReturnType<typeof seedUnsubscribeGroups>['unsubscribeGroups']['rows'];
  segments: ReturnType<typeof seedSegments>['rows'];
}

function contextOf(plan: AudiencePlan, site: string, references: SeedReferences): OwnerContext {
  const senders = references.senders.filter((sender) => sender.owner === plan.owner && sender.verified);
  const groups = references.groups.filter((group) => group.owner === plan.owner);
  const segments = references.segments.filter((segment) => segment.owner === plan.owner && segment.query_version === '2');
  return {
    owner: plan.owner,
    plan,
    senderId: senders.at(-1)?.id ?? null,
    groupId: groups[0]?.id ?? null,
    listIds: plan.lists.map((_, index) => seedUuid(MAX_SEED_NUMBER + index, plan.salt)),
    segmentIds: segments.map((segment) => segment.id),
    site,
  };
}

function baseSend(context: OwnerContext, id: string, name: string, createdMs: number, updatedMs: number): SingleSendRecord {
  const heading = name;
  const text = 'Fresh picks from our team, chosen for you.';
  const links: [string, string][] = [
    [`${context.site}/new`, 'Shop what is new'],
    [`${context.site}/sale`, 'See the sale'],
    [`${context.site}/stores`, 'Find a store'],
  ];
  return {
    id,
    owner: context.owner,
    progress: null,
    name,
    status: 'draft',
    channel: 'email',
    categories: [],
    send_at: null,
    send_to: { list_ids: context.listIds.slice(0, 1), segment_ids: [], all: false },
    exclude: { list_ids: [], segment_ids: [] },
    email_config: {
      subject: name,
      preheader: '',
      html_content: emailHtml(heading, text, links),
      plain_content: plainOf(heading, text),
      generate_plain_content: true,
      design_id: null,
      editor: 'code',
      suppression_group_id: context.groupId,
      custom_unsubscribe_url: null,
      sender_id: context.senderId,
      ip_pool: null,
      click_tracking: iso(createdMs).slice(0, 10) >= '2020-07-16',
    },
    abtest: null,
    ab_variations: [],
    sms_config: null,
    created_at: iso(createdMs),
    updated_at: iso(updatedMs),
    warnings: [],
  };
}

/** Share of opens, clicks and the rest on the days after a send: most on the first day. */
const DAY_SHARES = [0.62, 0.2, 0.08, 0.04, 0.03, 0.02, 0.01];

/** Day rows of a group's figures: deliveries on the send's day, engagement over the week after. */
function statsRows(owner: string, sendId: string, variation: string, phase: AbPhase, sentMs: number, total: SendMetrics, links: readonly string[]): SendStatsRecord[] {
  const engaged = ['opens', 'unique_opens', 'clicks', 'unique_clicks', 'unsubscribes', 'spam_reports'] as const;
  const left = { ...total };
  return DAY_SHARES.map((share, index) => {
    const day = iso(sentMs + index * DAY_MS).slice(0, 10);
    const metrics = emptyMetrics();
    if (index === 0) {
      for (const name of ['requests', 'delivered', 'bounces', 'bounce_drops', 'invalid_emails', 'spam_report_drops'] as const) metrics[name] = total[name];
    }
    for (const name of engaged) {
      metrics[name] = index === DAY_SHARES.length - 1 ? left[name] : Math.round(total[name] * share);
      left[name] -= metrics[name];
    }
    return { id: statsRowId(sendId, variation, phase, day), owner, single_send_id: sendId, ab_variation: variation, ab_phase: phase, day, metrics, links: clicksPerLink(links, metrics.clicks) };
  });
}

/** Figures for `recipients` people at the send's (or the audience plan's) rates. */
function metricsFor(recipients: number, rates: { bounce: number; open: number; click: number }): SendMetrics {
  const bounces = Math.round((recipients * rates.bounce) / 1000);
  const delivered = recipients - bounces;
  const uniqueOpens = Math.round((delivered * rates.open) / 1000);
  const uniqueClicks = Math.min(uniqueOpens, Math.round((delivered * rates.click) / 1000));
  return {
    ...emptyMetrics(),
    requests: recipients,
    delivered,
    bounces,
    bounce_drops: Math.round(bounces / 6),
    invalid_emails: Math.round(bounces / 9),
    unique_opens: uniqueOpens,
    opens: Math.round(uniqueOpens * 1.4),
    unique_clicks: uniqueClicks,
    clicks: Math.round(uniqueClicks * 1.3),
    unsubscribes: Math.round((uniqueOpens * 3) / 1000),
    spam_reports: Math.round(uniqueOpens / 1000),
  };
}

/** Roughly who existed when the audience send went out, times its reach. */
function recipientsOf(plan: AudiencePlan, send: AudienceSendPlan): number {
  const existing = plan.contacts * Math.max(0, 1 - send.daysAgo / plan.createdOverDays);
  return Math.round((existing * send.reach) / 1000);
}

const CATEGORY_WORDS: [RegExp, string][] = [
  [/sale|black friday|deals|clearance/i, 'Promotion'],
  [/newsletter|guide|notes/i, 'Newsletter'],
  [/webinar|clinic|invite/i, 'Event'],
  [/holiday|christmas|advent/i, 'Holiday'],
];
const categoriesOf = (name: string) => {
  const found = CATEGORY_WORDS.filter(([pattern]) => pattern.test(name)).map(([, category]) => category);
  return found.length > 0 ? found : ['Announcement'];
};

const variation = (id: string, name: string, subject: string, base: SingleSendRecord, html?: string): AbVariationDto => ({
  id,
  name,
  subject,
  html_content: html ?? base.email_config.html_content,
  plain_content: base.email_config.plain_content,
  editor: 'code',
});

const seedId = (context: OwnerContext, n: number) => seedUuid(MAX_SEED_NUMBER + 2000 + n, context.plan.salt);

/** The audience plan's sends, triggered, with their stats; the biggest one made an A/B subject test (for avery). */
function audienceSends(context: OwnerContext): { sends: SingleSendRecord[]; stats: SendStatsRecord[] } {
  const sends: SingleSendRecord[] = [];
  const stats: SendStatsRecord[] = [];
  context.plan.sends.forEach((plan, index) => {
    const id = seedUuid(MAX_SEED_NUMBER + 1000 + index, context.plan.salt);
    const sentMs = SEED_BASE_MS - plan.daysAgo * DAY_MS;
    const send: SingleSendRecord = {
      ...baseSend(context, id, plan.name, sentMs - 3 * DAY_MS, sentMs),
      status: 'triggered',
      send_at: iso(sentMs),
      categories: categoriesOf(plan.name),
      send_to: { list_ids: context.listIds.slice(0, 1), segment_ids: [], all: false },
    };
    const links = linksOf(send.email_config.html_content);
    const recipients = recipientsOf(context.plan, plan);
    const own = ratesOf(id, 'all', true);
    const rates = { bounce: own.bounce, open: plan.opens, click: plan.clicks };
    if (context.owner === 'avery' && plan.name === 'Black Friday 2025') {
      const subjects = ['Black Friday starts now', 'Our biggest sale of the year', 'Up to 50% off trail gear'];
      const [firstSubject = ''] = subjects;
      const variations = subjects.map((subject, n) => variation(seedId(context, 100 + n), String.fromCharCode(65 + n), subject, send));
      const winner = variations[2] as AbVariationDto;
      const abtest: AbTestDto = {
        type: 'subject',
        winner_criteria: 'open',
        test_percentage: 20,
        duration: '4 hours',
        winning_template_id: winner.id,
        winner_selected_at: iso(sentMs + 4 * HOUR_MS),
        expiration_date: iso(sentMs + 7 * DAY_MS),
      };
      sends.push({ ...send, abtest, ab_variations: variations, email_config: { ...send.email_config, subject: firstSubject } });
      const inTest = Math.round(recipients * 0.2);
      variations.forEach((own, n) => {
        stats.push(...statsRows(context.owner, id, own.id, 'test', sentMs, metricsFor(Math.round(inTest / 3), { ...rates, open: rates.open - 30 + n * 25 }), links));
      });
      stats.push(...statsRows(context.owner, id, winner.id, 'send', sentMs + 4 * HOUR_MS, metricsFor(recipients - inTest, { ...rates, open: rates.open + 20 }), links));
      return;
    }
    sends.push(send);
    stats.push(...statsRows(context.owner, id, 'all', 'all', sentMs, metricsFor(recipients, rates), links));
  });
  return { sends, stats };
}

const progressOf = (startedMs: number, recipients: number, winnerMs: number | null = null): SendProgress => ({
  scheduled_at: iso(startedMs - HOUR_MS),
  send_now: false,
  started_at: iso(startedMs),
  recipients,
  // The seed's figures are written; the simulator adds none for these.
  events_until: iso(startedMs + 30 * DAY_MS),
  winner_sent_at: winnerMs === null ? null : iso(winnerMs),
});

/** Drafts, a scheduled send, a pick-winner and an expired A/B test, an old send: avery's other statuses. */
function averyExtras(context: OwnerContext): { sends: SingleSendRecord[]; stats: SendStatsRecord[] } {
  const base = SEED_BASE_MS;
  const sends: SingleSendRecord[] = [];
  const stats: SendStatsRecord[] = [];
  const ready = baseSend(context, seedId(context, 1), 'Winter boots preview', base - 2 * DAY_MS, base - HOUR_MS);
  sends.push({ ...ready, categories: ['Announcement'], email_config: { ...ready.email_config, preheader: 'Warm feet, dry trails' } });
  sends.push({
    ...baseSend(context, seedId(context, 2), 'Untitled Single Send', base - DAY_MS, base - DAY_MS + 5 * 60_000),
    send_to: { list_ids: [], segment_ids: [], all: false },
    email_config: { ...baseSend(context, '', '', base, base).email_config, subject: '', html_content: '', plain_content: '', sender_id: null, suppression_group_id: null },
  });
  const contentTest = baseSend(context, seedId(context, 3), 'Holiday gift guide 2026', base - 6 * DAY_MS, base - 3 * HOUR_MS);
  const altHtml = contentTest.email_config.html_content.replace('Fresh picks from our team, chosen for you.', 'Gifts for every trail lover, under $50.');
  sends.push({
    ...contentTest,
    categories: ['Holiday', 'Newsletter'],
    send_to: { list_ids: context.listIds.slice(0, 2), segment_ids: context.segmentIds.slice(0, 1), all: false },
    exclude: { list_ids: context.listIds.slice(4, 5), segment_ids: [] },
    abtest: { type: 'content', winner_criteria: 'click', test_percentage: 30, duration: '1 day', winning_template_id: null, winner_selected_at: null, expiration_date: null },
    ab_variations: [variation(seedId(context, 110), 'A', contentTest.email_config.subject, contentTest), variation(seedId(context, 111), 'B', contentTest.email_config.subject, contentTest, altHtml)],
  });

  const scheduledMs = today() + 5 * DAY_MS + 16 * HOUR_MS;
  const scheduled = baseSend(context, seedId(context, 4), 'Cyber Monday early access', base - 4 * DAY_MS, base - 2 * HOUR_MS);
  sends.push({
    ...scheduled,
    status: 'scheduled',
    send_at: iso(scheduledMs),
    categories: ['Promotion'],
    send_to: { list_ids: context.listIds.slice(1, 2), segment_ids: [], all: false },
    progress: { scheduled_at: iso(base - 2 * HOUR_MS), send_now: false, started_at: null, recipients: 0, events_until: null, winner_sent_at: null },
  });

  const abSubjects = ['Your fall checklist', 'Ready for colder trails?', 'Layer up: the fall guide'];
  const pickStarted = today() - DAY_MS + 15 * HOUR_MS;
  const pick = baseSend(context, seedId(context, 5), 'Fall clearance subject test', base - 8 * DAY_MS, base - 7 * DAY_MS);
  const pickVariations = abSubjects.map((subject, n) => variation(seedId(context, 120 + n), String.fromCharCode(65 + n), subject, pick));
  sends.push({
    ...pick,
    status: 'pick-winner',
    send_at: iso(pickStarted),
    categories: ['Promotion'],
    abtest: { type: 'subject', winner_criteria: 'manual', test_percentage: 20, duration: '4 hours', winning_template_id: null, winner_selected_at: null, expiration_date: iso(pickStarted + 7 * DAY_MS) },
    ab_variations: pickVariations,
    email_config: { ...pick.email_config, subject: 'Your fall checklist' },
    progress: progressOf(pickStarted, 846),
  });
  const pickLinks = linksOf(pick.email_config.html_content);
  pickVariations.forEach((own, n) => stats.push(...statsRows(context.owner, pick.id, own.id, 'test', pickStarted, metricsFor(282, { bounce: 11, open: 330 + n * 40, click: 70 - n * 5 }), pickLinks).slice(0, 2)));

  const expiredStarted = base - 40 * DAY_MS;
  const expired = baseSend(context, seedId(context, 6), 'Summer trail guide subject test', base - 45 * DAY_MS, base - 41 * DAY_MS);
  const expiredVariations = ['Trails worth the drive', 'Ten summer hikes'].map((subject, n) => variation(seedId(context, 130 + n), String.fromCharCode(65 + n), subject, expired));
  sends.push({
    ...expired,
    status: 'expired',
    send_at: iso(expiredStarted),
    categories: ['Newsletter'],
    abtest: { type: 'subject', winner_criteria: 'manual', test_percentage: 10, duration: '2 hours', winning_template_id: null, winner_selected_at: null, expiration_date: iso(expiredStarted + 7 * DAY_MS) },
    ab_variations: expiredVariations,
    email_config: { ...expired.email_config, subject: 'Trails worth the drive' },
    progress: progressOf(expiredStarted, 300),
  });
  expiredVariations.forEach((own, n) => stats.push(...statsRows(context.owner, expired.id, own.id, 'test', expiredStarted, metricsFor(150, { bounce: 9, open: 360 - n * 30, click: 60 }), linksOf(expired.email_config.html_content))));

  const oldMs = Date.UTC(2020, 4, 12, 16);
  const old = baseSend(context, seedId(context, 7), 'Spring 2020 catalogue', oldMs - 5 * DAY_MS, oldMs);
  sends.push({ ...old, status: 'triggered', send_at: iso(oldMs), categories: ['Announcement'] });
  stats.push(...statsRows(context.owner, old.id, 'all', 'all', oldMs, metricsFor(2150, { bounce: 14, open: 310, click: 40 }), linksOf(old.email_config.html_content)));
  return { sends, stats };
}

/** marketing-sub has the SMS integration: an SMS draft and a sent SMS. */
function smsSends(context: OwnerContext): { sends: SingleSendRecord[]; stats: SendStatsRecord[] } {
  const service = seedMessagingServices().rows.find((candidate) => candidate.owner === context.owner && candidate.use_case === 'marketing');
  if (service === undefined) return { sends: [], stats: [] };
  const sms = (n: number, name: string, body: string, createdMs: number): SingleSendRecord => ({
    ...baseSend(context, seedId(context, n), name, createdMs, createdMs + HOUR_MS),
    channel: 'sms',
    sms_config: { messaging_service_sid: service.id, body, media_urls: [] },
  });
  const draft = sms(20, 'Weekend flash sale (SMS)', 'Lumen: 20% off all trail runners this weekend. Show this text in store. Reply STOP to opt out.', SEED_BASE_MS - DAY_MS);
  const sentMs = SEED_BASE_MS - 9 * DAY_MS;
  const sent: SingleSendRecord = { ...sms(21, 'Store opening reminder (SMS)', 'Lumen Portland opens Saturday at 10 AM. See you there! Reply STOP to opt out.', sentMs - 2 * DAY_MS), status: 'triggered', send_at: iso(sentMs), categories: ['Announcement'] };
  const total = { ...emptyMetrics(), requests: 312, delivered: 305, bounces: 7 };
  return { sends: [draft, sent], stats: statsRows(context.owner, sent.id, 'all', 'all', sentMs, total, []).slice(0, 1) };
}

const SITES: Record<string, string> = {
  avery: 'https://lumenoutfitters.com',
  frankie: 'https://frankiesbakehouse.com',
  'elena-eu': 'https://nordlicht-reisen.de',
  'marketing-sub': 'https://news.lumenoutfitters.com',
  meridian: 'https://meridiansupply.com',
};

export function seedSingleSends(): { singleSends: TableDump<SingleSendRecord>; singleSendStats: TableDump<SendStatsRecord> } {
  const sends: SingleSendRecord[] = [];
  const stats: SendStatsRecord[] = [];
  const references = { senders: seedSenders().rows, groups: seedUnsubscribeGroups().unsubscribeGroups.rows, segments: seedSegments().rows };
  for (const plan of [...DEMO_AUDIENCES, LARGE_AUDIENCE]) {
    const context = contextOf(plan, SITES[plan.owner] ?? 'https://example.com', references);
    const parts = [audienceSends(context)];
    if (plan.owner === 'avery') parts.push(averyExtras(context));
    if (plan.owner === 'marketing-sub') parts.push(smsSends(context));
    if (plan.owner === 'frankie') {
      const draft = baseSend(context, seedId(context, 1), 'Holiday cookie boxes 2026', SEED_BASE_MS - 3 * DAY_MS, SEED_BASE_MS - DAY_MS);
      parts.push({ sends: [{ ...draft, categories: ['Holiday'], send_to: { ...draft.send_to, all: true, list_ids: [] } }], stats: [] });
    }
    for (const part of parts) {
      sends.push(...part.sends);
      stats.push(...part.stats);
    }
  }
  return { singleSends: { rows: sends, sequence: 0 }, singleSendStats: { rows: stats, sequence: 0 } };
}


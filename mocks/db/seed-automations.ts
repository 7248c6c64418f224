import {
  ROOT_SEQUENCE_ID,
  type AutomationMessageDto,
  type BranchDto,
  type CriteriaDto,
  type DelayDto,
  type StepSequenceDto,
} from '@/shared/sending/automation';
import type { AutomationRecord } from './automations';
import { MAX_SEED_NUMBER, seedUuid } from './contacts/seed-hash';
import { DEMO_AUDIENCES, LARGE_AUDIENCE, SEED_BASE_MS } from './contacts/seed-audiences';
import type { AudiencePlan } from './contacts/generate-audience';
import { seedSegments } from './seed-segments';
import { seedSenders } from './seed-senders';
import { seedUnsubscribeGroups } from './seed-unsubscribe-groups';
import type { TableDump } from './table';

/**
 * Automations of the demo personas (mocks/README.md "Automations", Seed). Avery has one in each status:
 * a live "Welcome series" on the newsletter list (the simulator's seed puts contacts in flight on it), a
 * draft "Re-engagement" with a branching step and a goal, a disabled one whose goal is too complex for
 * the UI, a paused one (a message's sender was deleted, its exit criteria name a deleted list), and a
 * live "Gold member perks" on a segment; 4 with exit criteria and 2 with a goal. Frankie (Free) has none,
 * marketing-sub a live one and a draft, meridian a live one on its biggest list.
 */
const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const emailHtml = (heading: string, text: string, site: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>${heading}</title></head>
  <body style="margin:0;padding:0;background:#f4f4f4;">
    <table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#333333;">
      <tr><td style="padding:24px;"><h1 style="font-size:24px;margin:0 0 12px;">${heading}</h1><p style="margin:0 0 12px;line-height:22px;">${text}</p>
      <p style="margin:0 0 12px;"><a href="${site}/new" style="color:#1188E6;">See what is new</a></p></td></tr>
      <tr><td style="padding:12px 24px;font-size:12px;color:#777777;">{{Sender_Name}}, {{Sender_Address}}, {{Sender_City}} · <a href="{{{unsubscribe}}}" style="color:#1188E6;">Unsubscribe</a></td></tr>
    </table>
  </body>
</html>`;

interface OwnerContext {
  plan: AudiencePlan;
  site: string;
  senderIds: number[];
  groupId: number | null;
  listIds: string[];
  segmentIds: string[];
  /** Seed numbers already given (ids stay the same on every reset). */
  next: { automation: number; message: number };
}

const after = (amount: number, unit: DelayDto['unit'], anchor: DelayDto['after']): DelayDto => ({ amount, unit, after: anchor });
const AT_ONCE = after(0, 'hours', 'entry');

interface MessagePlan {
  number: number;
  delay: DelayDto;
  subject: string;
  text: string;
  preheader?: string;
  /** Omitted: the owner's first verified sender. */
  senderId?: number | null;
}

function message(context: OwnerContext, plan: MessagePlan, updatedMs: number): AutomationMessageDto {
  context.next.message += 1;
  return {
    id: seedUuid(MAX_SEED_NUMBER + 6500 + context.next.message, context.plan.salt),
    number: plan.number,
    delay: plan.delay,
    sender_id: plan.senderId === undefined ? (context.senderIds[0] ?? null) : plan.senderId,
    subject: plan.subject,
    preheader: plan.preheader ?? '',
    html_content: emailHtml(plan.subject, plan.text, context.site),
    plain_content: `${plan.subject}\n\n${plan.text}`,
    editor: 'code',
    updated_at: iso(updatedMs),
  };
}

const sequence = (id: string, messages: AutomationMessageDto[], branch: BranchDto | null = null): StepSequenceDto => ({ id, messages, branch });

const criteria = (match: CriteriaDto['match'], rules: CriteriaDto['rules'], flags: Partial<Pick<CriteriaDto, 'invalid' | 'too_complex'>> = {}): CriteriaDto => ({
  match,
  rules,
  invalid: flags.invalid ?? false,
  too_complex: flags.too_complex ?? false,
});

interface AutomationPlan {
  name: string;
  status: AutomationRecord['status'];
  entry: AutomationRecord['entry'];
  steps: StepSequenceDto;
  next_message_number: number;
  createdDaysAgo: number;
  updatedDaysAgo: number;
  /** Days before the seed's base date it last went live; absent: never. */
  liveDaysAgo?: number;
  exit_criteria?: CriteriaDto;
  goal?: CriteriaDto;
  categories?: string[];
}

function automation(context: OwnerContext, plan: AutomationPlan): AutomationRecord {
  context.next.automation += 1;
  return {
    id: seedUuid(MAX_SEED_NUMBER + 6000 + context.next.automation, context.plan.salt),
    owner: context.plan.owner,
    name: plan.name,
    status: plan.status,
    entry: plan.entry,
    exit_criteria: plan.exit_criteria ?? null,
    goal: plan.goal ?? null,
    ip_pool: null,
    categories: plan.categories ?? [],
    suppression_group_id: context.groupId,
    custom_unsubscribe_url: context.groupId === null ? `${context.site}/email-preferences` : null,
    steps: plan.steps,
    next_message_number: plan.next_message_number,
    created_at: iso(SEED_BASE_MS - plan.createdDaysAgo * DAY_MS),
    updated_at: iso(SEED_BASE_MS - plan.updatedDaysAgo * DAY_MS),
    live_at: plan.liveDaysAgo === undefined ? null : iso(SEED_BASE_MS - plan.liveDaysAgo * DAY_MS),
    simulated_until: null,
  };
}

const onList = (context: OwnerContext, index: number) => ({ list_id: context.listIds[index] ?? null, segment_id: null });
const onSegment = (context: OwnerContext, index: number) => ({ list_id: null, segment_id: context.segmentIds[index] ?? null });

/** A welcome series of three emails: at once, two days later, four days after that. */
function welcomeSeries(context: OwnerContext, name: string, listIndex: number, liveDaysAgo: number): AutomationRecord {
  const updated = SEED_BASE_MS - (liveDaysAgo + 1) * DAY_MS;
  return automation(context, {
    name,
    status: 'live',
    entry: onList(context, listIndex),
    steps: sequence(ROOT_SEQUENCE_ID, [
      message(context, { number: 1, delay: AT_ONCE, subject: 'Welcome aboard!', preheader: 'Here is what to expect from us', text: 'Thanks for joining us. Here is what you can expect in your inbox.' }, updated),
      message(context, { number: 2, delay: after(2, 'days', 'previous'), subject: 'Get started in three steps', text: 'Three quick ways to get the most from your membership.' }, updated),
      message(context, { number: 3, delay: after(4, 'days', 'previous'), subject: 'Our favourites, picked for you', text: 'A few of the things our regulars love most.' }, updated),
    ]),
    next_message_number: 4,
    createdDaysAgo: liveDaysAgo + 5,
    updatedDaysAgo: liveDaysAgo + 1,
    liveDaysAgo,
    categories: ['Welcome'],
  });
}

function averyAutomations(context: OwnerContext): AutomationRecord[] {
  const day = (daysAgo: number) => SEED_BASE_MS - daysAgo * DAY_MS;
  const [newsletter, , deals, care] = context.senderIds;
  const vipList = context.listIds[4] ?? '';
  const reengagementBranch: BranchDto = {
    id: seedUuid(MAX_SEED_NUMBER + 6900, context.plan.salt),
    condition: 'opened',
    yes: sequence(seedUuid(MAX_SEED_NUMBER + 6901, context.plan.salt), [
      message(context, { number: 2, delay: after(1, 'days', 'previous'), subject: 'Thanks for coming back', text: 'Good to see you again. Here is what changed while you were away.' }, day(2)),
    ]),
    no: sequence(seedUuid(MAX_SEED_NUMBER + 6902, context.plan.salt), [
      message(context, { number: 3, delay: after(3, 'days', 'previous'), subject: 'One more try: 15% off', text: 'Still there? Take 15% off your next order, this week only.', senderId: null }, day(2)),
    ]),
  };
  return [
    welcomeSeries(context, 'Welcome series', 0, 60),
    automation(context, {
      name: 'Re-engagement',
      status: 'draft',
      entry: onSegment(context, 5),
      steps: sequence(ROOT_SEQUENCE_ID, [message(context, { number: 1, delay: AT_ONCE, subject: 'We miss you', text: 'It has been a while. Here is what is new on the trails.', senderId: deals ?? null }, day(3))], reengagementBranch),
      next_message_number: 4,
      createdDaysAgo: 5,
      updatedDaysAgo: 2,
      exit_criteria: criteria('any', [{ kind: 'clicked_any' }]),
      goal: criteria('any', [{ kind: 'added_to_list', list_id: vipList }]),
      categories: ['Re-engagement'],
    }),
    automation(context, {
      name: 'Post-purchase follow-up',
      status: 'disabled',
      entry: onList(context, 3),
      steps: sequence(ROOT_SEQUENCE_ID, [
        message(context, { number: 1, delay: after(2, 'days', 'entry'), subject: 'How is your new gear?', text: 'Tell us how your purchase is holding up on the trail.', senderId: care ?? null }, day(40)),
        message(context, { number: 2, delay: after(7, 'days', 'previous'), subject: 'Care tips for your gear', text: 'Keep it going for years: our care guide.', senderId: care ?? null }, day(40)),
      ]),
      next_message_number: 3,
      createdDaysAgo: 120,
      updatedDaysAgo: 14,
      liveDaysAgo: 100,
      exit_criteria: criteria('all', [{ kind: 'clicked_url', url_contains: '/reviews' }]),
      // Written through the API by a script: the UI shows it read-only.
      goal: criteria('any', [{ kind: 'query', query_dsl: "SELECT contact_id FROM contact_data WHERE total_orders > 1" }], { too_complex: true }),
    }),
    automation(context, {
      name: 'Trail runner tips',
      status: 'paused',
      entry: onList(context, 2),
      steps: sequence(ROOT_SEQUENCE_ID, [
        message(context, { number: 1, delay: AT_ONCE, subject: 'Five tips for your next trail run', text: 'Pace, fuel, shoes, layers and the way home.', senderId: newsletter ?? null }, day(50)),
        // The "Trail Events" sender this email used was deleted: the server paused the automation.
        message(context, { number: 2, delay: after(5, 'days', 'previous'), subject: 'Join a group run', text: 'Weekly group runs from our stores, every level welcome.', senderId: 999_001 }, day(50)),
      ]),
      next_message_number: 3,
      createdDaysAgo: 90,
      updatedDaysAgo: 50,
      liveDaysAgo: 80,
      exit_criteria: criteria('any', [{ kind: 'added_to_list', list_id: seedUuid(MAX_SEED_NUMBER + 6990, context.plan.salt) }], { invalid: true }),
    }),
    automation(context, {
      name: 'Gold member perks',
      status: 'live',
      entry: onSegment(context, 0),
      steps: sequence(ROOT_SEQUENCE_ID, [
        message(context, { number: 1, delay: after(2, 'hours', 'entry'), subject: 'A little something for our Gold members', text: 'Thank you for being with us: free shipping on everything this month.', senderId: newsletter ?? null }, day(30)),
      ]),
      next_message_number: 2,
      createdDaysAgo: 35,
      updatedDaysAgo: 30,
      liveDaysAgo: 30,
      exit_criteria: criteria('any', [{ kind: 'in_segment', segment_id: context.segmentIds[1] ?? '' }]),
    }),
  ];
}

function marketingSubAutomations(context: OwnerContext): AutomationRecord[] {
  return [
    welcomeSeries(context, 'Webinar attendee welcome', 1, 20),
    automation(context, {
      name: 'Product drop reminders',
      status: 'draft',
      entry: onList(context, 0),
      steps: sequence(ROOT_SEQUENCE_ID, [
        message(context, { number: 1, delay: after(1, 'days', 'entry'), subject: 'The next drop is tomorrow', text: 'Set a reminder: limited pieces, first come first served.' }, SEED_BASE_MS - 3 * DAY_MS),
      ]),
      next_message_number: 2,
      createdDaysAgo: 4,
      updatedDaysAgo: 3,
    }),
  ];
}

function meridianAutomations(context: OwnerContext): AutomationRecord[] {
  return [welcomeSeries(context, 'New customer onboarding', 0, 10)];
}

const SITES: Record<string, string> = {
  avery: 'https://lumenoutfitters.com',
  'marketing-sub': 'https://news.lumenoutfitters.com',
  meridian: 'https://meridiansupply.com',
};

const BUILDERS: Record<string, (context: OwnerContext) => AutomationRecord[]> = {
  avery: averyAutomations,
  'marketing-sub': marketingSubAutomations,
  meridian: meridianAutomations,
};

export function seedAutomations(): TableDump<AutomationRecord> {
  const senders = seedSenders().rows;
  const groups = seedUnsubscribeGroups().unsubscribeGroups.rows;
  const segments = seedSegments().rows;
  const rows: AutomationRecord[] = [];
  for (const plan of [...DEMO_AUDIENCES, LARGE_AUDIENCE]) {
    const build = BUILDERS[plan.owner];
    if (build === undefined) continue;
    rows.push(
      ...build({
        plan,
        site: SITES[plan.owner] ?? 'https://example.com',
        senderIds: senders.filter((sender) => sender.owner === plan.owner && sender.verified).map((sender) => sender.id),
        groupId: groups.find((group) => group.owner === plan.owner)?.id ?? null,
        listIds: plan.lists.map((_, index) => seedUuid(MAX_SEED_NUMBER + index, plan.salt)),
        segmentIds: segments.filter((segment) => segment.owner === plan.owner && segment.query_version === '2').map((segment) => segment.id),
        next: { automation: 0, message: 0 },
      }),
    );
  }
  return { rows, sequence: 0 };
}

import type { Faker } from '@faker-js/faker';
import { BASE_DATE, DAY, seededFaker } from './seed-support';
import type { GlobalSuppressionsRecord, GroupSuppressionsRecord, SuppressionEntry } from './suppressions';
import type { TableDump } from './table';
import type { UnsubscribeGroupRecord } from './unsubscribe-groups';

const SEED = 20261002;

interface GroupPlan {
  owner: string;
  name: string;
  description: string;
  /** Shown on the preferences page (`is_default`). */
  displayed: boolean;
  /** How many addresses have opted out of this group. */
  unsubscribes: number;
  /** Days before the base date the group was last used; null when it never was. */
  lastSentDaysAgo: number | null;
}

type Row = [name: string, description: string, displayed: boolean, unsubscribes: number, lastSentDaysAgo: number | null];

/**
 * Avery's outdoor retailer: 32 groups, more than one page of 25, 24 of them on the preferences page (one
 * short of the limit). Listed oldest first: ids follow this order.
 */
const AVERY: Row[] = [
  ['Weekly Newsletter', 'Trail stories, new gear and tips, every Thursday.', true, 1184, 2],
  ['Product Announcements', 'A first look at new collections and product launches.', true, 412, 9],
  ['Promotions & Sales', 'Seasonal sales, discount codes and flash deals.', true, 967, 4],
  ['Back in Stock Alerts', 'A heads-up when gear you wanted is available again.', true, 88, 1],
  ['Trail Events', 'Invitations to group hikes, clinics and store events near you.', true, 143, 12],
  ['Gear Care Tips', 'How to clean, repair and store your outdoor gear.', true, 57, 20],
  ['Customer Surveys', 'Occasional surveys about your orders and our stores.', true, 301, 35],
  ['Rewards Program', 'Points balance, member perks and reward reminders.', true, 76, 6],
  ['Holiday Gift Guides', 'Curated gift ideas for the holiday season.', true, 254, 290],
  ['Partner Offers', 'Offers from outdoor brands we trust and work with.', true, 518, 17],
  ['Climbing Community', 'Crag news, route guides and climbing events.', true, 39, 23],
  ['Paddle Sports', 'Kayak, canoe and SUP gear, trips and safety tips.', true, 22, 41],
  ['Winter Sports', 'Ski and snowboard gear, snow reports and waxing clinics.', true, 64, 180],
  ['Cycling Club', 'Group rides, bike maintenance and cycling gear.', true, 31, 15],
  ['Running Crew', 'Trail running shoes, races and training plans.', true, 45, 8],
  ['Camp Kitchen', 'Camp recipes, stoves and cookware.', true, 12, 60],
  ['Family Adventures', 'Kid-friendly trips and gear for the whole family.', true, 28, 27],
  ['Sustainability Report', 'Our yearly impact report and news from the repair program.', true, 9, 210],
  ['Store Openings', 'New Lumen stores and their grand opening events.', true, 17, 95],
  ['Ambassador Program', 'News and briefs for Lumen brand ambassadors.', false, 0, null],
  ['Pro Deals', 'Discounts for guides, instructors and park rangers.', false, 5, 30],
  ['Webinars', 'Live online workshops with our outdoor experts.', true, 73, 11],
  ['Repair Program', 'Updates about your repairs and trade-ins.', false, 3, 3],
  ['Rentals', 'Rental gear availability and reservation reminders.', true, 14, 19],
  ['Wishlist Price Drops', 'Price drops on items saved in your wishlist.', true, 102, 5],
  ['Pacific Northwest News', 'Local events and store news for Washington and Oregon.', true, 26, 13],
  ['Rocky Mountain News', 'Local events and store news for Colorado, Utah and Montana.', true, 19, 13],
  ['New England News', 'Local events and store news for New England.', false, 11, 13],
  ['Bay Area News', 'Local events and store news for the San Francisco Bay Area.', false, 8, 13],
  ['Member Early Access', 'Early access to sales for Lumen Rewards members.', false, 21, 48],
  ['Beta Testers', 'Test new products before launch and tell us what you think.', false, 2, null],
  ['Spring Launch 2026', 'Everything about our spring 2026 collection.', false, 0, null],
];

const OTHERS: Array<[owner: string, ...Row]> = [
  ['frankie', 'Bakery News', 'What is fresh this week at the bakehouse.', true, 23, 5],
  ['frankie', 'Weekend Specials', 'Pastries and breads baked only on weekends.', true, 7, 2],
  ['frankie', 'Catering Offers', 'Party platters and catering for your events.', false, 0, null],
  ['elena-eu', 'Reise-Newsletter', 'Neue Reiseziele und Angebote, einmal im Monat.', true, 48, 10],
  ['elena-eu', 'Last-Minute-Angebote', 'Kurzfristige Reisen zu Sonderpreisen.', true, 16, 1],
  ['marketing-sub', 'Product Drops', 'Limited releases, announced the day they drop.', true, 134, 3],
  ['marketing-sub', 'Launch Reminders', 'A reminder the day before a launch goes live.', true, 41, 9],
  ['marketing-sub', 'Lookbook', 'Seasonal lookbooks and styling ideas.', true, 12, 70],
  ['marketing-sub', 'Agency Tests', 'Internal tests by our agency. Not for customers.', false, 0, null],
];

function plans(): GroupPlan[] {
  const toPlan = (owner: string, [name, description, displayed, unsubscribes, lastSentDaysAgo]: Row): GroupPlan => ({
    owner,
    name,
    description,
    displayed,
    unsubscribes,
    lastSentDaysAgo,
  });
  return [...AVERY.map((row) => toPlan('avery', row)), ...OTHERS.map(([owner, ...row]) => toPlan(owner, row))];
}

const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com', 'proton.me', 'aol.com', 'fastmail.com'];

/** `count` distinct realistic addresses, each suppressed between the group's creation and the base date. */
function addresses(faker: Faker, count: number, since: number): SuppressionEntry[] {
  const seen = new Set<string>();
  const entries: SuppressionEntry[] = [];
  while (entries.length < count) {
    const first = faker.person.firstName().toLowerCase().replace(/[^a-z]/g, '');
    const last = faker.person.lastName().toLowerCase().replace(/[^a-z]/g, '');
    const style = faker.number.int(3);
    const local = [`${first}.${last}`, `${first}${last.slice(0, 1)}`, `${first.slice(0, 1)}${last}`, `${first}_${last}`][style]!;
    const email = `${local}${faker.datatype.boolean(0.4) ? faker.number.int({ min: 1, max: 99 }) : ''}@${faker.helpers.arrayElement(DOMAINS)}`;
    if (seen.has(email)) continue;
    seen.add(email);
    entries.push({ email, created_at: faker.number.int({ min: since, max: BASE_DATE }) });
  }
  return entries.sort((a, b) => a.created_at - b.created_at);
}

export interface UnsubscribeGroupsSeed {
  unsubscribeGroups: TableDump<UnsubscribeGroupRecord>;
  groupSuppressions: TableDump<GroupSuppressionsRecord>;
  globalSuppressions: TableDump<GlobalSuppressionsRecord>;
}

function build(): UnsubscribeGroupsSeed {
  const faker = seededFaker(SEED);
  // Created in the order planned (oldest first), a few days apart, so ids follow the plan.
  const groups = plans().map((plan, index, all) => ({
    plan,
    created: BASE_DATE - (all.length - index) * 9 * DAY - faker.number.int(DAY - 1),
    id: index + 1,
  }));

  const rows: UnsubscribeGroupRecord[] = groups.map(({ plan, created, id }) => ({
    id,
    owner: plan.owner,
    name: plan.name,
    description: plan.description,
    is_default: plan.displayed,
    last_email_sent_at: plan.lastSentDaysAgo === null ? null : BASE_DATE - plan.lastSentDaysAgo * DAY - faker.number.int(DAY - 1),
    created_at: created,
  }));
  const suppressions: GroupSuppressionsRecord[] = groups
    .filter(({ plan }) => plan.unsubscribes > 0)
    .map(({ plan, created, id }) => ({ id, owner: plan.owner, entries: addresses(faker, plan.unsubscribes, created) }));
  const global: GlobalSuppressionsRecord[] = [
    { id: 'avery', entries: addresses(faker, 40, BASE_DATE - 365 * DAY) },
    { id: 'marketing-sub', entries: addresses(faker, 6, BASE_DATE - 365 * DAY) },
  ];
  return {
    unsubscribeGroups: { rows, sequence: rows.length },
    groupSuppressions: { rows: suppressions, sequence: 0 },
    globalSuppressions: { rows: global, sequence: 0 },
  };
}

let cached: UnsubscribeGroupsSeed | undefined;

/**
 * The unsubscribe groups and their suppressed addresses (about 4,800). Built once and reused: the data
 * is deterministic and tables copy what they load, so every reset still starts from the same rows.
 */
export function seedUnsubscribeGroups(): UnsubscribeGroupsSeed {
  cached ??= build();
  return cached;
}

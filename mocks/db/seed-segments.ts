import { MAX_SEED_NUMBER, seedUuid } from './contacts/seed-hash';
import type { SegmentRecord } from './segments';
import { BASE_DATE, DAY } from './seed-support';
import type { TableDump } from './table';

/**
 * Demo segments. V2 queries are written exactly as the builder writes them (so the detail page shows
 * them as conditions; a test checks), apart from one "too advanced" query and one naming a custom field
 * that does not exist (INVALID). V1 segments are SGQL, frozen since processing stopped at the end of 2022.
 */

/** A seeded list's id, as contacts/generate-audience.ts makes it: the list's index in its audience's plan, and the audience's salt. */
const listId = (salt: number, index: number) => seedUuid(MAX_SEED_NUMBER + index, salt);
/** A seeded single send's id (the audience's `sends`, by index). */
const sendId = (salt: number, index: number) => seedUuid(MAX_SEED_NUMBER + 1000 + index, salt);

// The audiences' salts (contacts/seed-audiences.ts).
const AVERY = 1;
const FRANKIE = 2;
const MARKETING_SUB = 4;
const MERIDIAN = 9;

const SELECT = 'SELECT c.contact_id, c.updated_at FROM contact_data AS c';
/** An event condition as the builder writes it: membership in a subquery of the contact's mail events. */
const events = (negated: boolean, where: string) => `c.contact_id ${negated ? 'NOT IN' : 'IN'} (SELECT e.contact_id FROM event_data AS e WHERE e.event_source = 'mail' AND ${where})`;

interface SegmentPlan {
  owner: string;
  name: string;
  query: string;
  version?: '1' | '2';
  parentListId?: string;
  daysAgo: number;
  /** V1 only: the count when processing stopped. */
  frozenCount?: number;
}

const PLANS: SegmentPlan[] = [
  { owner: 'avery', name: 'Gold and Platinum members', query: `${SELECT} WHERE c.loyalty_tier = 'Gold' OR c.loyalty_tier = 'Platinum'`, daysAgo: 320 },
  {
    owner: 'avery',
    name: 'High-value loyalty members',
    query: `${SELECT} WHERE (c.lifetime_value >= 1000) AND (c.total_orders > 10)`,
    parentListId: listId(AVERY, 1),
    daysAgo: 260,
  },
  {
    owner: 'avery',
    name: 'Bought in the last 6 months',
    query: `${SELECT} WHERE (c.last_purchase_date >= NOW() - INTERVAL 180 DAY AND c.last_purchase_date <= NOW())`,
    daysAgo: 150,
  },
  {
    owner: 'avery',
    name: 'Engaged newsletter readers',
    query: `${SELECT} WHERE ${events(false, "e.event_type = 'open' AND e.event_timestamp >= NOW() - INTERVAL 120 DAY")}`,
    parentListId: listId(AVERY, 0),
    daysAgo: 90,
  },
  {
    owner: 'avery',
    name: 'Hikers who never clicked',
    query: `${SELECT} WHERE (c.favorite_activity = 'Hiking' OR c.favorite_activity = 'Camping') AND (${events(true, "e.event_type = 'click'")})`,
    daysAgo: 60,
  },
  {
    owner: 'avery',
    name: 'Opened the double points email',
    query: `${SELECT} WHERE ${events(false, `e.event_type = 'open' AND e.singlesend_id = '${sendId(AVERY, 15)}'`)}`,
    daysAgo: 25,
  },
  {
    owner: 'avery',
    name: 'Gmail and Yahoo addresses',
    query: `${SELECT} WHERE array_contains(c.email_domains, ['gmail.com', 'yahoo.com'])`,
    daysAgo: 40,
  },
  { owner: 'avery', name: 'Old VIP codes', query: `${SELECT} WHERE c.vip_code LIKE 'VIP%'`, daysAgo: 380 },
  { owner: 'avery', name: 'Seattle shoppers (2021)', query: "city = 'Seattle'", version: '1', daysAgo: 1_500, frozenCount: 212 },
  {
    owner: 'avery',
    name: 'Newsletter Gmail users (2022)',
    query: "email LIKE '%gmail.com'",
    version: '1',
    parentListId: listId(AVERY, 0),
    daysAgo: 1_400,
    frozenCount: 148,
  },
  { owner: 'frankie', name: 'Sourdough fans', query: `${SELECT} WHERE c.favorite_treat = 'Sourdough'`, daysAgo: 120 },
  {
    owner: 'frankie',
    name: 'Regulars born 1985–1995',
    // Frankie's time zone is America/Chicago: the builder shows these as Jan 1, 1985 00:00 to Dec 31, 1995 23:59.
    query: `${SELECT} WHERE (c.visits_per_month BETWEEN 4 AND 12) AND (c.birthday BETWEEN '1985-01-01T00:00:00-06:00' AND '1995-12-31T23:59:00-06:00')`,
    daysAgo: 45,
  },
  { owner: 'frankie', name: 'Wholesale (legacy)', query: "CONTAINS(list_ids, '" + listId(FRANKIE, 1) + "')", version: '1', daysAgo: 1_450, frozenCount: 12 },
  {
    owner: 'marketing-sub',
    name: 'Webinar leads who clicked',
    query: `${SELECT} WHERE (c.campaign_source = 'Podcast' OR c.campaign_source = 'Referral') AND (${events(false, "e.event_type = 'click' AND e.event_timestamp >= NOW() - INTERVAL 90 DAY")})`,
    parentListId: listId(MARKETING_SUB, 1),
    daysAgo: 40,
  },
  { owner: 'marketing-sub', name: 'Instagram signups', query: `${SELECT} WHERE c.campaign_source = 'Instagram'`, version: '1', daysAgo: 1_420, frozenCount: 96 },
  {
    owner: 'meridian',
    name: 'Gold email fans',
    query: `${SELECT} WHERE (c.loyalty_tier = 'Gold') AND (c.lifetime_value > 2500) AND (c.preferred_channel = 'Email')`,
    daysAgo: 20,
  },
  {
    owner: 'meridian',
    name: 'Rewards members who opened',
    query: `${SELECT} WHERE ${events(false, "e.event_type = 'open' AND e.event_timestamp >= NOW() - INTERVAL 120 DAY")}`,
    parentListId: listId(MERIDIAN, 1),
    daysAgo: 15,
  },
  { owner: 'meridian', name: 'Platinum (legacy)', query: "loyalty_tier = 'Platinum'", version: '1', daysAgo: 1_480, frozenCount: 61_204 },
];

/** V1 segments stopped being processed at the end of 2022. */
const V1_FROZEN_AT = '2022-12-31T23:00:00.000Z';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function seedSegments(): TableDump<SegmentRecord> {
  const rows = PLANS.map((plan, index): SegmentRecord => {
    const created = iso(BASE_DATE - plan.daysAgo * DAY);
    const v1 = plan.version === '1';
    return {
      id: seedUuid(MAX_SEED_NUMBER + 2000 + index, 77),
      owner: plan.owner,
      name: plan.name,
      query_dsl: plan.query,
      query_version: v1 ? '1' : '2',
      parent_list_ids: plan.parentListId === undefined ? [] : [plan.parentListId],
      created_at: created,
      updated_at: created,
      query_updated_at: created,
      contacts_count: plan.frozenCount ?? 0,
      sample_contact_ids: [],
      // V2: never evaluated yet, and due at once, so the first read counts them.
      sample_updated_at: v1 ? V1_FROZEN_AT : null,
      next_sample_update: v1 ? V1_FROZEN_AT : created,
      last_refreshed_at: null,
      refreshes: [],
    };
  });
  return { rows, sequence: 0 };
}

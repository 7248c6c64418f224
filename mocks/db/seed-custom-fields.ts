import type { FieldDefinitionRecord, FieldTypeName } from './field-definitions';
import { BASE_DATE, DAY } from './seed-support';
import type { TableDump } from './table';

interface FieldPlan {
  owner: string;
  name: string;
  type: FieldTypeName;
  /** Days before the seed's base date it was created. */
  daysAgo: number;
}

/** What each demo account tracks about its contacts. */
const PLANS: FieldPlan[] = [
  // Lumen Outfitters (avery): an outdoor retailer with a loyalty programme.
  { owner: 'avery', name: 'loyalty_tier', type: 'Text', daysAgo: 410 },
  { owner: 'avery', name: 'signup_date', type: 'Date', daysAgo: 410 },
  { owner: 'avery', name: 'lifetime_value', type: 'Number', daysAgo: 402 },
  { owner: 'avery', name: 'total_orders', type: 'Number', daysAgo: 402 },
  { owner: 'avery', name: 'favorite_activity', type: 'Text', daysAgo: 365 },
  { owner: 'avery', name: 'birthday', type: 'Date', daysAgo: 340 },
  { owner: 'avery', name: 'preferred_store', type: 'Text', daysAgo: 300 },
  { owner: 'avery', name: 'last_purchase_date', type: 'Date', daysAgo: 240 },
  { owner: 'avery', name: 'shoe_size', type: 'Number', daysAgo: 190 },
  { owner: 'avery', name: 'referral_code', type: 'Text', daysAgo: 95 },
  // Frankie's Bakehouse (frankie, free plan): a few.
  { owner: 'frankie', name: 'favorite_treat', type: 'Text', daysAgo: 150 },
  { owner: 'frankie', name: 'birthday', type: 'Date', daysAgo: 150 },
  { owner: 'frankie', name: 'visits_per_month', type: 'Number', daysAgo: 60 },
  // Nordlicht Reisen (elena-eu): a travel agency.
  { owner: 'elena-eu', name: 'preferred_language', type: 'Text', daysAgo: 280 },
  { owner: 'elena-eu', name: 'home_airport', type: 'Text', daysAgo: 280 },
  { owner: 'elena-eu', name: 'next_departure', type: 'Date', daysAgo: 200 },
  { owner: 'elena-eu', name: 'trips_booked', type: 'Number', daysAgo: 200 },
  // marketing-sub (the subuser ada impersonates).
  { owner: 'marketing-sub', name: 'campaign_source', type: 'Text', daysAgo: 120 },
  { owner: 'marketing-sub', name: 'signup_date', type: 'Date', daysAgo: 120 },
  { owner: 'marketing-sub', name: 'lifetime_value', type: 'Number', daysAgo: 45 },
  // meridian (the large account, a million contacts): the newest, so the fields above keep their ids.
  { owner: 'meridian', name: 'loyalty_tier', type: 'Text', daysAgo: 30 },
  { owner: 'meridian', name: 'lifetime_value', type: 'Number', daysAgo: 30 },
  { owner: 'meridian', name: 'last_purchase_date', type: 'Date', daysAgo: 25 },
  { owner: 'meridian', name: 'preferred_channel', type: 'Text', daysAgo: 20 },
];

/** Deterministic, without Faker: the names are the point, and they must pass the name rules. */
export function seedCustomFields(): TableDump<FieldDefinitionRecord> {
  const rows = PLANS.map((plan, index) => ({
    owner: plan.owner,
    name: plan.name,
    field_type: plan.type,
    // A minute apart within a day, so fields planned for the same day keep their order.
    created: BASE_DATE - plan.daysAgo * DAY + index * 60,
  }))
    // Ids follow creation order, as a real auto-increment column would.
    .sort((a, b) => a.created - b.created)
    .map(({ created, ...row }, index) => ({ ...row, id: index + 1, created_at: new Date(created * 1000).toISOString() }));
  return { rows, sequence: rows.length };
}

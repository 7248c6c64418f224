import { seedCustomFields } from '../seed-custom-fields';
import { BASE_DATE } from '../seed-support';
import type { AudienceFieldPlan, AudiencePlan, FieldValuePlan } from './generate-audience';
import { LARGE_ACCOUNT_CONTACTS, LARGE_ACCOUNT_OWNER } from './large-account';
import { ENGLISH_PEOPLE, GERMAN_PEOPLE } from './seed-pools';

/** The seed's base date (2026-10-01), in milliseconds: every generated time counts back from it. */
export const SEED_BASE_MS = BASE_DATE * 1000;


const definitions = seedCustomFields().rows;

/** Custom fields created after the seed get higher ids than this one. */
export const LAST_SEEDED_FIELD_ID = Math.max(0, ...definitions.map((field) => field.id));

/** The owner's seeded custom fields by name, with how their values are made. */
function fields(owner: string, plans: Record<string, { fill: number; values: FieldValuePlan }>): AudienceFieldPlan[] {
  return Object.entries(plans).map(([name, plan]) => {
    const definition = definitions.find((field) => field.owner === owner && field.name === name);
    if (definition === undefined) throw new Error(`No seeded custom field ${name} for ${owner}`);
    return { fieldId: definition.id, ...plan };
  });
}

const choice = (...choices: string[]): FieldValuePlan => ({ kind: 'choice', choices });
const number = (min: number, max: number, decimals = 0): FieldValuePlan => ({ kind: 'number', min, max, decimals });
const daysAgo = (fromDaysAgo: number, toDaysAgo: number): FieldValuePlan => ({ kind: 'date', fromDaysAgo, toDaysAgo });
const YEAR = 365;

/** The demo personas' audiences: small and believable. The counts are what the contact limit banner shows. */
export const DEMO_AUDIENCES: readonly AudiencePlan[] = [
  {
    owner: 'avery',
    salt: 1,
    contacts: 4_210,
    people: ENGLISH_PEOPLE,
    createdOverDays: 3 * YEAR,
    externalIds: 350,
    phoneNumberIds: 80,
    anonymousIds: 40,
    alternateEmails: 40,
    phoneNumbers: 35,
    fields: fields('avery', {
      loyalty_tier: { fill: 70, values: choice('Bronze', 'Bronze', 'Silver', 'Silver', 'Gold', 'Platinum') },
      signup_date: { fill: 90, values: daysAgo(3 * YEAR, 0) },
      lifetime_value: { fill: 70, values: number(0, 4_800, 2) },
      total_orders: { fill: 70, values: number(0, 60) },
      favorite_activity: { fill: 50, values: choice('Hiking', 'Climbing', 'Trail running', 'Camping', 'Paddling', 'Skiing', 'Cycling') },
      birthday: { fill: 40, values: daysAgo(70 * YEAR, 18 * YEAR) },
      preferred_store: { fill: 55, values: choice('Seattle Flagship', 'Portland Pearl', 'Denver LoDo', 'Online', 'Online', 'Boulder Pearl St') },
      last_purchase_date: { fill: 60, values: daysAgo(400, 0) },
      shoe_size: { fill: 30, values: number(5, 13, 1) },
      referral_code: { fill: 15, values: { kind: 'code', prefix: 'LUMEN-' } },
    }),
    lists: [
      { name: 'Newsletter subscribers', share: 720, createdDaysAgo: 900 },
      { name: 'Loyalty members', share: 380, createdDaysAgo: 700 },
      { name: 'Trail runners', share: 140, createdDaysAgo: 400 },
      { name: 'In-store signups', share: 220, createdDaysAgo: 300 },
      { name: 'VIP customers', share: 40, createdDaysAgo: 200 },
      { name: 'Spring 2026 launch', share: 260, createdDaysAgo: 190 },
    ],
    sends: [
      { name: 'Fall 2024 layering guide', daysAgo: 711, reach: 650, opens: 340, clicks: 55 },
      { name: 'Black Friday 2024', daysAgo: 671, reach: 850, opens: 360, clicks: 110 },
      { name: 'Holiday gift guide 2024', daysAgo: 665, reach: 700, opens: 330, clicks: 80 },
      { name: 'New year, new trails', daysAgo: 633, reach: 650, opens: 310, clicks: 50 },
      { name: 'Spring 2025 arrivals', daysAgo: 560, reach: 700, opens: 340, clicks: 60 },
      { name: 'Summer 2025 trail guide', daysAgo: 476, reach: 700, opens: 370, clicks: 70 },
      { name: 'Labor Day sale', daysAgo: 395, reach: 800, opens: 300, clicks: 85 },
      { name: 'Black Friday 2025', daysAgo: 307, reach: 850, opens: 370, clicks: 120 },
      { name: 'Holiday gift guide 2025', daysAgo: 301, reach: 700, opens: 340, clicks: 85 },
      { name: 'Spring 2026 launch', daysAgo: 190, reach: 720, opens: 390, clicks: 95 },
      { name: 'Memorial Day sale', daysAgo: 129, reach: 800, opens: 320, clicks: 80 },
      { name: 'Summer trail guide', daysAgo: 86, reach: 700, opens: 380, clicks: 70 },
      { name: 'Fourth of July sale', daysAgo: 75, reach: 850, opens: 310, clicks: 90 },
      { name: 'New arrivals: August', daysAgo: 58, reach: 700, opens: 350, clicks: 60 },
      { name: 'Back to the trail', daysAgo: 44, reach: 650, opens: 330, clicks: 55 },
      { name: 'Loyalty double points', daysAgo: 30, reach: 380, opens: 520, clicks: 140 },
      { name: 'Fall layering guide', daysAgo: 17, reach: 720, opens: 360, clicks: 65 },
      { name: 'Gear care clinic invite', daysAgo: 8, reach: 220, opens: 410, clicks: 95 },
      { name: 'Weekly newsletter #39', daysAgo: 2, reach: 720, opens: 300, clicks: 40 },
    ],
  },
  {
    owner: 'frankie',
    salt: 2,
    // 1,840 of the free plan's 2,000: 92 %, past the 90 % warning.
    contacts: 1_840,
    people: ENGLISH_PEOPLE,
    createdOverDays: 2 * YEAR,
    externalIds: 0,
    phoneNumberIds: 120,
    anonymousIds: 0,
    alternateEmails: 10,
    phoneNumbers: 45,
    fields: fields('frankie', {
      favorite_treat: { fill: 60, values: choice('Sourdough', 'Croissant', 'Cinnamon roll', 'Baguette', 'Rye loaf', 'Lemon tart') },
      birthday: { fill: 45, values: daysAgo(75 * YEAR, 18 * YEAR) },
      visits_per_month: { fill: 50, values: number(0, 12) },
    }),
    lists: [
      { name: 'Bakery newsletter', share: 800, createdDaysAgo: 600 },
      { name: 'Wholesale customers', share: 30, createdDaysAgo: 300 },
    ],
    sends: [
      { name: 'Holiday cookie boxes', daysAgo: 660, reach: 800, opens: 470, clicks: 95 },
      { name: 'Valentine’s pastries', daysAgo: 598, reach: 800, opens: 440, clicks: 70 },
      { name: 'Summer menu', daysAgo: 486, reach: 800, opens: 430, clicks: 55 },
      { name: 'Pumpkin season', daysAgo: 360, reach: 800, opens: 460, clicks: 80 },
      { name: 'Holiday preorders 2025', daysAgo: 318, reach: 800, opens: 490, clicks: 120 },
      { name: 'Spring menu', daysAgo: 206, reach: 800, opens: 420, clicks: 50 },
      { name: 'Fall menu is here', daysAgo: 60, reach: 800, opens: 450, clicks: 60 },
      { name: 'Holiday preorders open', daysAgo: 25, reach: 800, opens: 480, clicks: 110 },
      { name: 'Saturday bake sale', daysAgo: 5, reach: 800, opens: 420, clicks: 50 },
    ],
  },
  {
    owner: 'elena-eu',
    salt: 3,
    contacts: 2_100,
    people: GERMAN_PEOPLE,
    createdOverDays: 4 * YEAR,
    externalIds: 500,
    phoneNumberIds: 0,
    anonymousIds: 0,
    alternateEmails: 30,
    // German numbers: the app accepts only +1 (spec §5).
    phoneNumbers: 0,
    fields: fields('elena-eu', {
      preferred_language: { fill: 85, values: choice('de', 'de', 'de', 'en', 'fr') },
      home_airport: { fill: 70, values: choice('BER', 'HAM', 'MUC', 'FRA', 'DUS', 'CGN', 'STR') },
      next_departure: { fill: 25, values: daysAgo(-10, -200) },
      trips_booked: { fill: 65, values: number(0, 14) },
    }),
    lists: [
      { name: 'Reise-Newsletter', share: 760, createdDaysAgo: 1_200 },
      { name: 'Skandinavien-Fans', share: 180, createdDaysAgo: 500 },
      { name: 'Stammkunden', share: 120, createdDaysAgo: 400 },
    ],
    sends: [
      { name: 'Frühbucher 2025', daysAgo: 627, reach: 760, opens: 400, clicks: 90 },
      { name: 'Sommer in Schweden', daysAgo: 504, reach: 760, opens: 410, clicks: 75 },
      { name: 'Herbstreisen 2025', daysAgo: 378, reach: 760, opens: 390, clicks: 70 },
      { name: 'Frühbucher 2026', daysAgo: 259, reach: 760, opens: 420, clicks: 100 },
      { name: 'Mittsommer in Finnland', daysAgo: 113, reach: 500, opens: 430, clicks: 85 },
      { name: 'Nordlichter im Herbst', daysAgo: 70, reach: 760, opens: 420, clicks: 80 },
      { name: 'Last-Minute Norwegen', daysAgo: 40, reach: 500, opens: 390, clicks: 95 },
      { name: 'Winterreisen 2026', daysAgo: 21, reach: 760, opens: 440, clicks: 85 },
      { name: 'Adventskalender', daysAgo: 3, reach: 760, opens: 350, clicks: 45 },
    ],
  },
  {
    owner: 'marketing-sub',
    salt: 4,
    contacts: 1_240,
    people: ENGLISH_PEOPLE,
    createdOverDays: YEAR,
    externalIds: 200,
    phoneNumberIds: 50,
    anonymousIds: 150,
    alternateEmails: 20,
    phoneNumbers: 30,
    fields: fields('marketing-sub', {
      campaign_source: { fill: 90, values: choice('Instagram', 'Google Ads', 'Podcast', 'Referral', 'Trade show') },
      signup_date: { fill: 95, values: daysAgo(YEAR, 0) },
      lifetime_value: { fill: 40, values: number(0, 2_500, 2) },
    }),
    lists: [
      { name: 'Campaign leads', share: 650, createdDaysAgo: 300 },
      { name: 'Webinar attendees', share: 180, createdDaysAgo: 120 },
    ],
    sends: [
      { name: 'Lead nurture #1', daysAgo: 304, reach: 650, opens: 320, clicks: 45 },
      { name: 'Webinar: winter camping basics', daysAgo: 214, reach: 600, opens: 390, clicks: 110 },
      { name: 'Lead nurture #2', daysAgo: 144, reach: 650, opens: 330, clicks: 50 },
      { name: 'Webinar: planning your first thru-hike', daysAgo: 50, reach: 600, opens: 400, clicks: 120 },
      { name: 'Lead nurture #3', daysAgo: 12, reach: 650, opens: 330, clicks: 50 },
    ],
  },
];

/** A national retailer at scale: what the benchmarks and scale tests use. */
export const LARGE_AUDIENCE: AudiencePlan = {
  owner: LARGE_ACCOUNT_OWNER,
  salt: 9,
  contacts: LARGE_ACCOUNT_CONTACTS,
  people: ENGLISH_PEOPLE,
  createdOverDays: 6 * YEAR,
  externalIds: 450,
  phoneNumberIds: 60,
  anonymousIds: 30,
  alternateEmails: 25,
  phoneNumbers: 25,
  fields: fields(LARGE_ACCOUNT_OWNER, {
    loyalty_tier: { fill: 60, values: choice('Bronze', 'Bronze', 'Bronze', 'Silver', 'Silver', 'Gold', 'Platinum') },
    lifetime_value: { fill: 60, values: number(0, 9_000, 2) },
    last_purchase_date: { fill: 55, values: daysAgo(720, 0) },
    preferred_channel: { fill: 40, values: choice('Email', 'Email', 'SMS', 'In store', 'App') },
  }),
  lists: [
    { name: 'All subscribers', share: 800, createdDaysAgo: 2_000 },
    { name: 'Rewards members', share: 300, createdDaysAgo: 1_500 },
    { name: 'Holiday 2025 buyers', share: 90, createdDaysAgo: 300 },
    { name: 'App users', share: 150, createdDaysAgo: 600 },
    { name: 'VIP', share: 15, createdDaysAgo: 900 },
  ],
  sends: [
    { name: 'Summer clearance', daysAgo: 80, reach: 420, opens: 280, clicks: 45 },
    { name: 'Back to school', daysAgo: 52, reach: 420, opens: 300, clicks: 50 },
    { name: 'Rewards double points', daysAgo: 33, reach: 300, opens: 410, clicks: 90 },
    { name: 'Fall catalogue', daysAgo: 12, reach: 420, opens: 310, clicks: 55 },
  ],
};

import { EMPTY_CREATIVE, type AdCreativeDto } from '@/features/ads/types';
import type { AdCampaignRecord, AdSettingsRecord } from './ads';
import { MAX_SEED_NUMBER, seedUuid } from './contacts/seed-hash';
import type { TableDump } from './table';

/**
 * Demo ads: avery has both partners connected, an ad account chosen and a campaign in every status (the
 * active and scheduled ones move on with the real clock: spend grows each day); marketing-sub has Facebook
 * connected and no ad account yet; everyone else starts unconnected (the e2e connects frankie).
 */

/** A seeded list's id (contacts/generate-audience.ts): its index in the audience's plan and the audience's salt. */
const listId = (salt: number, index: number) => seedUuid(MAX_SEED_NUMBER + index, salt);
const AVERY = 1;
const campaignId = (index: number) => seedUuid(MAX_SEED_NUMBER + 5000 + index, 88);

const lumenCreative = (patch: Partial<AdCreativeDto>): AdCreativeDto => ({
  ...EMPTY_CREATIVE,
  facebook_page_id: 'page_lumenoutfitters',
  instagram_account_id: 'ig_lumenoutfitters',
  link_url: 'https://lumenoutfitters.example.com/',
  image: { id: 'seed-ad-image', url: 'https://picsum.photos/id/1018/1080/1080', width: 1080, height: 1080 },
  ...patch,
});

export function seedAdSettings(): TableDump<AdSettingsRecord> {
  return {
    rows: [
      {
        id: 'avery',
        connections: [
          { partner: 'facebook', account_name: 'Avery Owner', connected_at: '2026-06-01T15:04:00.000Z' },
          { partner: 'instagram', account_name: 'Avery Owner', connected_at: '2026-06-01T15:06:00.000Z' },
        ],
        ad_account_id: 'act_lumenoutfitters_main',
      },
      {
        id: 'marketing-sub',
        connections: [{ partner: 'facebook', account_name: 'Marketing Team', connected_at: '2026-09-20T10:00:00.000Z' }],
        ad_account_id: null,
      },
    ],
    sequence: 0,
  };
}

interface Plan {
  name: string;
  partners: AdCampaignRecord['partners'];
  schedule: AdCampaignRecord['schedule'];
  lists: number[];
  size: number;
  published_at: string | null;
  paused_at?: string;
  created_at: string;
  headline: string;
}

const PLANS: Plan[] = [
  {
    name: 'Fall trail shoes',
    partners: ['facebook', 'instagram'],
    schedule: { start_date: '2026-09-15', duration: 'ongoing', end_date: null, daily_budget: 25 },
    lists: [0],
    size: 3031,
    published_at: '2026-09-14T18:00:00.000Z',
    created_at: '2026-09-10T09:00:00.000Z',
    headline: 'Grip for every trail',
  },
  {
    name: 'Summer sale retargeting',
    partners: ['facebook'],
    schedule: { start_date: '2026-07-01', duration: 'temporary', end_date: '2026-07-31', daily_budget: 40 },
    lists: [1, 4],
    size: 1768,
    published_at: '2026-06-28T12:00:00.000Z',
    created_at: '2026-06-25T12:00:00.000Z',
    headline: 'Summer sale: up to 40% off',
  },
  {
    name: 'Holiday gift guide',
    partners: ['facebook', 'instagram'],
    schedule: { start_date: '2026-12-01', duration: 'temporary', end_date: '2026-12-24', daily_budget: 60 },
    lists: [0, 1],
    size: 4631,
    published_at: '2026-11-02T16:30:00.000Z',
    created_at: '2026-10-28T16:30:00.000Z',
    headline: 'Gifts for the trail',
  },
  {
    name: 'Loyalty double points',
    partners: ['instagram'],
    schedule: { start_date: '2026-08-01', duration: 'ongoing', end_date: null, daily_budget: 10 },
    lists: [1],
    size: 1600,
    published_at: '2026-07-30T08:00:00.000Z',
    paused_at: '2026-10-20T08:00:00.000Z',
    created_at: '2026-07-29T08:00:00.000Z',
    headline: 'Double points all month',
  },
  {
    name: 'Spring 2027 launch teaser',
    partners: ['instagram'],
    schedule: { start_date: '2027-02-15', duration: 'temporary', end_date: '2027-03-15', daily_budget: 20 },
    lists: [5],
    size: 1095,
    published_at: null,
    created_at: '2026-11-12T11:00:00.000Z',
    headline: '',
  },
];

export function seedAdCampaigns(): TableDump<AdCampaignRecord> {
  const rows = PLANS.map(
    (plan, index): AdCampaignRecord => ({
      id: campaignId(index),
      owner: 'avery',
      name: plan.name,
      partners: plan.partners,
      schedule: plan.schedule,
      audience: { list_ids: plan.lists.map((list) => listId(AVERY, list)), segment_ids: [], size: plan.size },
      creative: lumenCreative({ headline: plan.headline, primary_text: plan.headline && `${plan.headline}. Free shipping over $75.` }),
      published_at: plan.published_at,
      paused_at: plan.paused_at ?? null,
      created_at: plan.created_at,
      updated_at: plan.published_at ?? plan.created_at,
    }),
  );
  return { rows, sequence: 0 };
}

import type { EmailEvent, IntegrationRecord } from './integrations';
import { BASE_DATE, DAY, seededFaker } from './seed-support';
import type { TableDump } from './table';

const SEED = 20261012;

interface IntegrationPlan {
  owner: string;
  label: string;
  region: IntegrationRecord['destination_region'];
  events: EmailEvent[];
}

const PLANS: IntegrationPlan[] = [
  { owner: 'avery', label: 'Lumen production', region: 'US', events: ['delivered', 'open', 'click', 'unsubscribe', 'bounce', 'spamreport'] },
  { owner: 'avery', label: 'Lumen EU workspace', region: 'EU', events: ['processed', 'delivered', 'open', 'click'] },
  { owner: 'marketing-sub', label: 'Marketing analytics', region: 'US', events: ['open', 'click', 'machine_opened'] },
];

/** Segment integrations: two for avery (one per region), one for marketing-sub, none for the others. */
export function seedIntegrations(): TableDump<IntegrationRecord> {
  const faker = seededFaker(SEED);
  const rows = PLANS.map((plan, index): IntegrationRecord => ({
    id: faker.string.uuid(),
    owner: plan.owner,
    destination: 'Segment',
    label: plan.label,
    email_events: plan.events,
    write_key: faker.string.alphanumeric(32),
    destination_region: plan.region,
    created_at: new Date((BASE_DATE - (120 - index * 30) * DAY) * 1000).toISOString(),
  }));
  return { rows, sequence: 0 };
}

import type { Faker } from '@faker-js/faker';
import { BASE_DATE, DAY, seededFaker } from './seed-support';
import type { SenderAddress as Address, SenderRecord } from './senders';
import type { TableDump } from './table';

const SEED = 20261001;

interface SenderPlan {
  owner: string;
  nickname: string;
  fromName: string;
  email: string;
  replyTo?: string;
  replyToName?: string;
  verified: boolean;
  locked?: boolean;
  address: Address;
}

const BERLIN: Address = {
  address: 'Friedrichstraße 68',
  address_2: '3. OG',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10117',
  country: 'Germany',
};
const HAMBURG: Address = {
  address: 'Jungfernstieg 7',
  address_2: '',
  city: 'Hamburg',
  state: 'Hamburg',
  zip: '20354',
  country: 'Germany',
};

const domainOf = (company: string) => `${company.toLowerCase().replace(/[^a-z0-9]+/g, '')}.com`;

function usAddress(faker: Faker): Address {
  return {
    address: faker.location.streetAddress(),
    address_2: faker.datatype.boolean(0.3) ? faker.location.secondaryAddress() : '',
    city: faker.location.city(),
    state: faker.location.state({ abbreviated: true }),
    zip: faker.location.zipCode('#####'),
    country: 'United States',
  };
}

function senderPlans(faker: Faker): SenderPlan[] {
  const lumenHq = usAddress(faker);
  const bakery = usAddress(faker);
  const partner = faker.company.name();
  const agency = faker.company.name();
  const careAgent = faker.person.firstName();
  return [
    { owner: 'avery', nickname: 'Lumen Newsletter', fromName: 'Lumen Outfitters', email: 'news@lumenoutfitters.com', verified: true, locked: true, address: lumenHq },
    { owner: 'avery', nickname: 'Lumen Deals', fromName: 'Lumen Outfitters Deals', email: 'deals@lumenoutfitters.com', verified: true, locked: true, address: lumenHq },
    { owner: 'avery', nickname: 'Customer Care', fromName: `${careAgent} at Lumen`, email: 'care@lumenoutfitters.com', replyTo: 'support@lumenoutfitters.com', replyToName: 'Lumen Support', verified: true, address: lumenHq },
    { owner: 'avery', nickname: 'Spring Launch 2026', fromName: 'Lumen Outfitters', email: 'launch@lumenoutfitters.com', verified: true, address: lumenHq },
    { owner: 'avery', nickname: 'Avery (personal)', fromName: 'Avery Owner', email: 'avery.owner@gmail.com', verified: true, address: lumenHq },
    { owner: 'avery', nickname: 'Trail Events Team', fromName: 'Lumen Trail Events', email: 'events@lumentrailevents.com', verified: false, address: usAddress(faker) },
    { owner: 'avery', nickname: `Co-marketing with ${partner}`, fromName: `Lumen × ${partner}`, email: `partnerships@${domainOf(partner)}`, verified: false, address: usAddress(faker) },
    { owner: 'avery', nickname: 'Lumen Wholesale', fromName: 'Lumen Wholesale', email: 'orders@lumen-wholesale.com', replyTo: 'wholesale@lumenoutfitters.com', verified: false, address: lumenHq },
    { owner: 'frankie', nickname: "Frankie's Bakehouse", fromName: "Frankie's Bakehouse", email: 'hello@frankiesbakehouse.com', verified: true, address: bakery },
    { owner: 'frankie', nickname: 'Weekend Specials', fromName: 'Frankie Free', email: 'frankie.bakes@yahoo.com', verified: false, address: bakery },
    { owner: 'elena-eu', nickname: 'Nordlicht Newsletter', fromName: 'Nordlicht Reisen', email: 'newsletter@nordlicht-reisen.de', replyTo: 'service@nordlicht-reisen.de', replyToName: 'Nordlicht Kundenservice', verified: true, address: BERLIN },
    { owner: 'elena-eu', nickname: 'Büro Hamburg', fromName: 'Nordlicht Reisen Hamburg', email: 'hamburg@nordlicht-hamburg.de', verified: false, address: HAMBURG },
    { owner: 'marketing-sub', nickname: 'Lumen Marketing News', fromName: 'Lumen Outfitters', email: 'hello@news.lumenoutfitters.com', verified: true, locked: true, address: lumenHq },
    { owner: 'marketing-sub', nickname: 'Product Drops', fromName: 'Lumen Drops', email: 'drops@news.lumenoutfitters.com', verified: true, address: lumenHq },
    { owner: 'marketing-sub', nickname: 'Agency Tests', fromName: agency, email: `qa@${domainOf(agency)}`, verified: false, address: usAddress(faker) },
  ];
}

function toRecord(faker: Faker, plan: SenderPlan): Omit<SenderRecord, 'id'> {
  const created = BASE_DATE - faker.number.int({ min: 20, max: 420 }) * DAY - faker.number.int({ min: 0, max: DAY - 1 });
  return {
    owner: plan.owner,
    nickname: plan.nickname,
    from: { name: plan.fromName, email: plan.email },
    reply_to: { email: plan.replyTo ?? plan.email, name: plan.replyToName ?? '' },
    ...plan.address,
    verified: plan.verified,
    locked: plan.locked ?? false,
    created_at: created,
    updated_at: created + faker.number.int({ min: 0, max: BASE_DATE - created }),
  };
}

export function seedSenders(): TableDump<SenderRecord> {
  const faker = seededFaker(SEED);
  const senders = senderPlans(faker)
    .map((plan) => toRecord(faker, plan))
    // Ids follow creation order, as a real auto-increment column would.
    .sort((a, b) => a.created_at - b.created_at)
    .map((record, index) => ({ ...record, id: index + 1 }));
  return { rows: senders, sequence: senders.length };
}

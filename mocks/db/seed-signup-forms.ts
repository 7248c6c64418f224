import { DEFAULT_STYLES } from '@/features/signup-forms/safe-styles';
import type { SignupFormFieldDto } from '@/features/signup-forms/types';
import { DEMO_AUDIENCES } from './contacts/seed-audiences';
import { MAX_SEED_NUMBER, seedUuid } from './contacts/seed-hash';
import { BASE_DATE, DAY } from './seed-support';
import type { SignupFormRecord } from './signup-forms';
import type { TableDump } from './table';

/** A seeded list's id, as the contact store's seed makes it (generate-audience.ts). */
function seededListId(owner: string, name: string): string | null {
  const plan = DEMO_AUDIENCES.find((audience) => audience.owner === owner);
  const index = plan?.lists.findIndex((list) => list.name === name) ?? -1;
  return plan && index >= 0 ? seedUuid(MAX_SEED_NUMBER + index, plan.salt) : null;
}

const field = (field_id: string, label: string, required = false, helper_text = ''): SignupFormFieldDto => ({ field_id, field_type: 'Text', label, helper_text, required });
const styles = (patch: Partial<Record<string, string | number>> = {}) => ({
  background_color: DEFAULT_STYLES.backgroundColor,
  text_color: DEFAULT_STYLES.textColor,
  button_color: DEFAULT_STYLES.buttonColor,
  button_text_color: DEFAULT_STYLES.buttonTextColor,
  border_color: DEFAULT_STYLES.borderColor,
  border_width: DEFAULT_STYLES.borderWidth,
  border_radius: DEFAULT_STYLES.borderRadius,
  padding: DEFAULT_STYLES.padding,
  width: DEFAULT_STYLES.width,
  button_text: DEFAULT_STYLES.buttonText,
  ...patch,
});

const at = (daysAgo: number) => new Date((BASE_DATE - daysAgo * DAY) * 1000).toISOString();

/** Seeded ids are fixed UUIDs (version 4 form), so links in the demo stay the same across resets. */
const formId = (n: number) => `5f0e6a2c-1b7d-4c3e-9a10-${n.toString(16).padStart(12, '0')}`;

export function seedSignupForms(): TableDump<SignupFormRecord> {
  const rows: SignupFormRecord[] = [
    {
      id: formId(1),
      owner: 'avery',
      name: 'Newsletter footer',
      list_id: seededListId('avery', 'Newsletter subscribers'),
      confirmation_message: 'Thanks for subscribing! Look out for our next newsletter.',
      captcha: false,
      header: 'Get the Lumen Outfitters newsletter',
      intro: 'Trail guides, new gear and members-only offers, twice a month.',
      fields: [field('email', 'Email', true), field('first_name', 'First Name')],
      styles: styles(),
      contact_ids: [],
      created_at: at(320),
      updated_at: at(40),
    },
    {
      id: formId(2),
      owner: 'avery',
      name: 'Spring 2026 launch waitlist',
      list_id: seededListId('avery', 'Spring 2026 launch'),
      confirmation_message: 'You are on the list. We will write when the collection lands.',
      captcha: true,
      header: 'Be first to see Spring 2026',
      intro: 'Join the waitlist for early access.',
      fields: [field('email', 'Email', true, 'We never share your address.'), field('first_name', 'First Name', true), field('postal_code', 'Zip Code')],
      styles: styles({ button_color: '#2f7d32', button_text: 'Join the waitlist', border_radius: 12 }),
      contact_ids: [],
      created_at: at(200),
      updated_at: at(12),
    },
    {
      id: formId(3),
      owner: 'avery',
      name: 'In-store tablet signup',
      list_id: seededListId('avery', 'In-store signups'),
      confirmation_message: 'Welcome aboard! Show this screen at the till for 10% off.',
      captcha: false,
      header: 'Join us in store',
      intro: '',
      fields: [field('email', 'Email', true), field('first_name', 'First Name'), field('last_name', 'Last Name'), field('phone_number', 'Mobile Number')],
      styles: styles({ background_color: '#f7f3ea', width: 640, padding: 32 }),
      contact_ids: [],
      created_at: at(150),
      updated_at: at(90),
    },
    {
      id: formId(4),
      owner: 'frankie',
      name: 'Blog subscribe box',
      list_id: seededListId('frankie', DEMO_AUDIENCES.find((audience) => audience.owner === 'frankie')?.lists[0]?.name ?? ''),
      confirmation_message: 'Thanks! You are subscribed.',
      captcha: false,
      header: 'Subscribe',
      intro: 'New posts in your inbox.',
      fields: [field('email', 'Email', true)],
      styles: styles(),
      contact_ids: [],
      created_at: at(60),
      updated_at: at(30),
    },
  ];
  return { rows, sequence: 0 };
}

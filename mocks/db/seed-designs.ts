import { ANNOUNCEMENT_DESIGN } from '@/features/email-editor/system-designs/announcement';
import { NEWSLETTER_DESIGN } from '@/features/email-editor/system-designs/newsletter';
import { PROMOTION_DESIGN } from '@/features/email-editor/system-designs/promotion';
import { type SystemDesign } from '@/features/email-editor/system-designs/system-design';
import { WELCOME_DESIGN } from '@/features/email-editor/system-designs/welcome';
import { generatedPlainText, unrenderedContent } from './design-content';
import type { DesignRecord } from './designs';
import { BASE_DATE, DAY, seededFaker } from './seed-support';
import type { TableDump } from './table';

const SEED = 20261015;

interface DesignPlan {
  owner: string;
  name: string;
  /** Made in the design editor from this system design's document, or written as HTML. */
  from: SystemDesign | { html: string };
  subject: string;
  categories: string[];
}

const NEWSLETTER = { from: NEWSLETTER_DESIGN, categories: ['Newsletter'] };
const PROMOTION = { from: PROMOTION_DESIGN, categories: ['Promotion', 'Sale'] };
const ANNOUNCEMENT = { from: ANNOUNCEMENT_DESIGN, categories: ['Announcement'] };
const WELCOME = { from: WELCOME_DESIGN, categories: ['Welcome', 'Onboarding'] };

const codeEmail = (heading: string, body: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head>
  <body style="margin:0;padding:0;background:#f4f4f4;">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;">
      <tr><td align="center" style="padding:24px;">
        <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#333333;">
          <tr><td style="padding:24px;"><h1 style="font-size:24px;margin:0 0 12px;">${heading}</h1><p style="margin:0 0 12px;line-height:22px;">${body}</p></td></tr>
          <tr><td style="padding:12px 24px;font-size:12px;color:#777777;">{{Sender_Name}}, {{Sender_Address}}, {{Sender_City}}, {{Sender_State}} {{Sender_Zip}} · <a href="{{{unsubscribe}}}" style="color:#1188E6;">Unsubscribe</a></td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>`;

const monthly = (month: string) => ({ ...NEWSLETTER, name: `${month} Trail Notes`, subject: `Trail notes for ${month}` });

/** Avery's designs: more than one page of the list (24), newest first; the last two were written as HTML. */
const AVERY: Omit<DesignPlan, 'owner'>[] = [
  monthly('October'),
  { ...PROMOTION, name: 'Fall Gear Sale: 30% Off', subject: 'Fall gear, 30% off this week only' },
  { ...ANNOUNCEMENT, name: 'New Store Opening: Portland', subject: 'We are opening in Portland' },
  { ...WELCOME, name: 'Welcome Series: Email 1', subject: 'Welcome to Lumen Outfitters' },
  { ...WELCOME, name: 'Welcome Series: Email 2', subject: 'Your first trail, planned' },
  monthly('September'),
  { ...PROMOTION, name: 'Labor Day Weekend Deals', subject: 'Three days of trail deals' },
  { ...ANNOUNCEMENT, name: 'Ambassador Program Launch', subject: 'Become a Lumen ambassador' },
  monthly('August'),
  { ...PROMOTION, name: 'Back to Trail Sale', subject: 'Back to the trail, for less' },
  { ...ANNOUNCEMENT, name: 'Summer Camp Registration Open', subject: 'Summer camp spots are open' },
  monthly('July'),
  { ...PROMOTION, name: 'Fourth of July Flash Sale', subject: '48 hours of fireworks prices' },
  { ...ANNOUNCEMENT, name: 'Rain Shell Restock Alert', subject: 'The Drizzle shell is back' },
  monthly('June'),
  { ...PROMOTION, name: "Father's Day Gift Guide", subject: 'Gifts for the trail dad' },
  { ...ANNOUNCEMENT, name: 'Repair Café Announcement', subject: 'Bring your gear, we fix it' },
  monthly('May'),
  { ...PROMOTION, name: 'Memorial Day Sale', subject: 'Long weekend, long trails' },
  { ...ANNOUNCEMENT, name: 'Spring Launch 2026', subject: 'The spring collection is here' },
  monthly('April'),
  { ...PROMOTION, name: 'Earth Day: Gear Trade-In', subject: 'Trade in your old gear' },
  { ...WELCOME, name: 'Loyalty Tier Upgrade', subject: 'You reached Summit tier' },
  monthly('March'),
  { ...PROMOTION, name: 'Winter Clearance', subject: 'Last call on winter gear' },
  {
    name: 'Order Confirmation (HTML)',
    from: { html: codeEmail('Thanks for your order', 'Your order {{order_number}} is on its way. We will email you the tracking number as soon as it ships.') },
    subject: 'Your Lumen order is confirmed',
    categories: ['Transactional'],
  },
  {
    name: 'Holiday Hours Notice',
    from: { html: codeEmail('Holiday hours', 'Our stores close at 4 PM on December 24 and stay closed on December 25. Online orders ship as usual.') },
    subject: 'Our holiday hours',
    categories: [],
  },
];

const PLANS: DesignPlan[] = [
  ...AVERY.map((plan) => ({ ...plan, owner: 'avery' })),
  { ...NEWSLETTER, owner: 'marketing-sub', name: 'Partner Newsletter', subject: 'News for our retail partners' },
  { ...PROMOTION, owner: 'marketing-sub', name: 'Wholesale Spring Offer', subject: 'Spring wholesale pricing' },
  { ...WELCOME, owner: 'marketing-sub', name: 'Partner Onboarding', subject: 'Welcome, partner' },
  { ...PROMOTION, owner: 'elena-eu', name: 'Herbstangebote', subject: 'Unsere Herbstangebote', categories: ['Angebote'] },
  { ...WELCOME, owner: 'elena-eu', name: 'Willkommen bei Nordlicht Reisen', subject: 'Willkommen!', categories: ['Willkommen'] },
];

/**
 * Designs for avery (27: more than one page), marketing-sub (3) and elena-eu (2); frankie and ada start
 * with none. Design-editor designs carry their document and are rendered on first read (see
 * DesignRecord.render_pending); the system designs themselves are the pre-builts (pre-built-designs.ts).
 */
export function seedDesigns(): TableDump<DesignRecord> {
  const faker = seededFaker(SEED);
  const rows = PLANS.map((plan, index): DesignRecord => {
    const updated = BASE_DATE - (index % AVERY.length) * 6 * DAY - 3600;
    const content =
      'document' in plan.from
        ? { ...unrenderedContent(plan.from.document), editor: 'design' as const, render_pending: true }
        : { html_content: plan.from.html, design_document: null, plain_content: generatedPlainText(plan.from.html), editor: 'code' as const, render_pending: false };
    return {
      id: faker.string.uuid(),
      owner: plan.owner,
      name: plan.name,
      ...content,
      generate_plain_content: content.editor === 'code',
      subject: plan.subject,
      categories: plan.categories,
      thumbnail_url: null,
      created_at: new Date((updated - 20 * DAY) * 1000).toISOString(),
      updated_at: new Date(updated * 1000).toISOString(),
    };
  });
  return { rows, sequence: 0 };
}

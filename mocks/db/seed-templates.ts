import { type DesignDocument } from '@/features/email-editor/document/types';
import { NEWSLETTER_DESIGN } from '@/features/email-editor/system-designs/newsletter';
import { PROMOTION_DESIGN } from '@/features/email-editor/system-designs/promotion';
import { WELCOME_DESIGN } from '@/features/email-editor/system-designs/welcome';
import { generatedPlainText, unrenderedContent } from './design-content';
import { BASE_DATE, DAY } from './seed-support';
import type { TableDump } from './table';
import type { TemplateGeneration, TemplateRecord, TemplateVersionRecord } from './templates';

const SEED = 20261116;

interface VersionPlan {
  name: string;
  subject: string;
  /** HTML written in the code editor (with its plain text when known: making it takes a DOM), or a design editor document. */
  content: { html: string; plain?: string } | { document: DesignDocument };
  testData?: Record<string, unknown>;
  active?: boolean;
}

interface TemplatePlan {
  owner: string;
  name: string;
  generation: TemplateGeneration;
  versions: VersionPlan[];
}

const page = (title: string, body: string, footer = '<a href="{{{unsubscribe}}}" style="color:#1188E6;">Unsubscribe</a>') => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
  <body style="margin:0;padding:0;background:#f4f4f4;">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;">
      <tr><td align="center" style="padding:24px;">
        <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#333333;">
          <tr><td style="padding:24px;">${body}</td></tr>
          <tr><td style="padding:12px 24px;font-size:12px;color:#777777;">${footer}</td></tr>
        </table>
      </td></tr>
    </table>
  </body>
</html>`;

const code = (title: string, body: string, footer?: string) => ({ html: page(title, body, footer) });

/** A system design's document with some of its text changed (a version made from it and edited). */
const edited = (document: DesignDocument, from: string, to: string): { document: DesignDocument } => ({
  document: JSON.parse(JSON.stringify(document).replace(from, to)) as DesignDocument,
});

/** The legacy templates' wrapper: the body and subject a send supplies go where the markers are. */
const legacyWrapper = (heading: string, extra = '') =>
  page('<%subject%>', `<h1 style="font-size:22px;margin:0 0 12px;">${heading}</h1>${extra}<%body%>`, 'Lumen Outfitters · 120 Alder St, Portland, OR 97204 · <a href="<%asm_group_unsubscribe_raw_url%>">Unsubscribe</a>');

const ORDER_DATA = { first_name: 'Ana', order_number: 'LO-48213', total: '$128.40', items: [{ name: 'Drizzle Shell', qty: 1 }, { name: 'Trail Socks', qty: 3 }] };

const AVERY_DYNAMIC: Omit<TemplatePlan, 'owner' | 'generation'>[] = [
  {
    name: 'Order Confirmation',
    versions: [
      {
        name: 'Plain confirmation',
        subject: 'Your order {{order_number}} is confirmed',
        content: code('Order confirmed', '<h1 style="font-size:24px;margin:0 0 12px;">Thanks, {{first_name}}!</h1><p>Your order {{order_number}} is confirmed. Total: {{total}}.</p>'),
        testData: ORDER_DATA,
      },
      {
        name: 'With item list',
        subject: 'Order {{order_number}}: thanks, {{first_name}}',
        content: code(
          'Order confirmed',
          '<h1 style="font-size:24px;margin:0 0 12px;">Thanks, {{first_name}}!</h1><ul>{{#each items}}<li>{{qty}} × {{name}}</li>{{/each}}</ul><p>Total: {{total}}</p>',
        ),
        testData: ORDER_DATA,
        active: true,
      },
      {
        name: 'Holiday draft',
        subject: 'Your holiday order {{order_number}}',
        content: code('Holiday order', '<h1 style="font-size:24px;margin:0 0 12px;">Happy holidays, {{first_name}}</h1><p>We are packing order {{order_number}} with care.</p>'),
        testData: ORDER_DATA,
      },
    ],
  },
  {
    name: 'Welcome Email',
    versions: [
      { name: 'Welcome (design)', subject: 'Welcome to Lumen Outfitters, {{first_name}}', content: { document: WELCOME_DESIGN.document }, testData: { first_name: 'Ana' }, active: true },
      { name: 'Welcome with old tags', subject: 'Welcome to Lumen Outfitters', content: edited(WELCOME_DESIGN.document, 'Welcome aboard!', 'Welcome aboard, -first_name-!') },
    ],
  },
  {
    name: 'Store Event Invitation',
    versions: [
      {
        name: 'Invitation with legacy tags',
        subject: 'You are invited, -first_name-',
        content: code(
          'Store event',
          '<h1 style="font-size:24px;margin:0 0 12px;">Hi -first_name-,</h1><p>Join %store_name% in :city on Saturday for a night of trail stories. 20% off all day for members.</p><p><a href="https://lumenoutfitters.com/events?city=:city&amp;ref=%campaign%">Reserve a spot</a></p>',
        ),
      },
    ],
  },
  { name: 'Monthly Newsletter', versions: [{ name: 'October issue', subject: 'Trail notes for October', content: { document: NEWSLETTER_DESIGN.document }, active: true }] },
  {
    name: 'Fall Sale Promotion',
    versions: [
      { name: 'Fall sale', subject: 'Fall gear, 30% off', content: { document: PROMOTION_DESIGN.document }, active: true },
      { name: 'Fall sale: last day', subject: 'Last day: 30% off', content: edited(PROMOTION_DESIGN.document, 'Shop the sale', 'Last chance to shop') },
    ],
  },
  {
    name: 'Password Reset',
    versions: [
      {
        name: 'Reset link',
        subject: 'Reset your password',
        content: code('Reset your password', '<p>Hi {{first_name}},</p><p><a href="{{reset_url}}">Choose a new password</a>. The link expires in {{expires_in}}.</p>'),
        testData: { first_name: 'Ana', reset_url: 'https://lumenoutfitters.com/reset/abc', expires_in: '30 minutes' },
      },
    ],
  },
  { name: 'Draft: Referral Program', versions: [] },
  ...[
    'Account Verification',
    'Shipping Update',
    'Delivery Confirmation',
    'Return Received',
    'Refund Issued',
    'Back in Stock Alert',
    'Price Drop Alert',
    'Abandoned Cart Reminder',
    'Review Request',
    'Loyalty Points Summary',
    'Gift Card Delivery',
    'Appointment Reminder',
    'Repair Ready for Pickup',
    'Membership Renewal',
    'Invoice Available',
    'Event Ticket',
    'Survey Invitation',
  ].map((name) => ({
    name,
    versions: [
      {
        name: `${name} v1`,
        subject: `${name}: {{first_name}}`,
        content: code(name, `<h1 style="font-size:24px;margin:0 0 12px;">${name}</h1><p>Hi {{first_name}}, this is about your account at Lumen Outfitters.</p>`),
        testData: { first_name: 'Ana' },
      },
    ],
  })),
];

const AVERY_LEGACY: Omit<TemplatePlan, 'owner' | 'generation'>[] = [
  {
    name: 'Newsletter Wrapper',
    versions: [
      { name: 'Wrapper 2019', subject: '<%subject%>', content: { html: legacyWrapper('Lumen Outfitters news') } },
      {
        name: 'Wrapper 2021 (personal)',
        subject: '<%subject%>',
        content: { html: legacyWrapper('Lumen Outfitters news', '<p>Hi -first_name-, here is what is new in :city.</p>') },
        active: true,
      },
    ],
  },
  {
    name: 'Receipt',
    versions: [{ name: 'Receipt', subject: 'Your receipt %order_id%', content: { html: legacyWrapper('Your receipt', '<p>Order %order_id% for [%first_name%]: thank you.</p>') }, active: true }],
  },
  { name: 'Password Reset (old)', versions: [{ name: 'Reset', subject: '<%subject%>', content: { html: legacyWrapper('Reset your password') }, active: true }] },
];

const NEAR_LIMIT_TEMPLATES = 299;
const NEAR_LIMIT_BIG_TEMPLATE_VERSIONS = 49;
const NEAR_LIMIT_SINGLE_VERSION_TEMPLATES = 250;

/**
 * Meridian (the large account) is one template and one version from the account limits (299 dynamic
 * templates, 299 versions), and "Catalog Announcements" one version from the per-template limit (49).
 */
function nearLimitPlans(): TemplatePlan[] {
  const tiny = (index: number): VersionPlan => ({
    name: `Version ${index}`,
    subject: `Catalog update ${index}`,
    content: { ...code('Catalog', `<p>Catalog update ${index}.</p>`, 'Meridian Supply Co.'), plain: `Catalog update ${index}.\n\nMeridian Supply Co.` },
  });
  return Array.from({ length: NEAR_LIMIT_TEMPLATES }, (_, index): TemplatePlan => {
    const number = String(index + 1).padStart(3, '0');
    if (index === 0) return { owner: 'meridian', generation: 'dynamic', name: 'Catalog Announcements', versions: Array.from({ length: NEAR_LIMIT_BIG_TEMPLATE_VERSIONS }, (_, v) => tiny(v + 1)) };
    return { owner: 'meridian', generation: 'dynamic', name: `Supply Notice ${number}`, versions: index <= NEAR_LIMIT_SINGLE_VERSION_TEMPLATES ? [tiny(1)] : [] };
  });
}

const PLANS: TemplatePlan[] = [
  ...AVERY_DYNAMIC.map((plan) => ({ ...plan, owner: 'avery', generation: 'dynamic' as const })),
  ...AVERY_LEGACY.map((plan) => ({ ...plan, owner: 'avery', generation: 'legacy' as const })),
  {
    owner: 'marketing-sub',
    generation: 'dynamic',
    name: 'Partner Order Update',
    versions: [{ name: 'Update', subject: 'Order {{po_number}} update', content: code('Order update', '<p>Purchase order {{po_number}} ships {{ship_date}}.</p>'), testData: { po_number: 'PO-1182', ship_date: 'Monday' } }],
  },
  { owner: 'marketing-sub', generation: 'dynamic', name: 'Partner Welcome', versions: [{ name: 'Welcome', subject: 'Welcome, partner', content: { document: WELCOME_DESIGN.document } }] },
  { owner: 'marketing-sub', generation: 'legacy', name: 'Partner Wrapper', versions: [{ name: 'Wrapper', subject: '<%subject%>', content: { html: legacyWrapper('Partner news') } }] },
  {
    owner: 'elena-eu',
    generation: 'dynamic',
    name: 'Buchungsbestätigung',
    versions: [{ name: 'Bestätigung', subject: 'Ihre Buchung {{booking_id}}', content: code('Buchung', '<p>Hallo {{first_name}}, Ihre Reise {{booking_id}} ist bestätigt.</p>'), testData: { first_name: 'Jonas', booking_id: 'NR-2207' } }],
  },
  { owner: 'elena-eu', generation: 'legacy', name: 'Reise-Rahmen', versions: [{ name: 'Rahmen', subject: '<%subject%>', content: { html: legacyWrapper('Nordlicht Reisen') } }] },
  ...nearLimitPlans(),
];

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Made once per process: every reset (each test) seeds again, and making plain text takes a DOM. */
const plainTexts = new Map<string, string>();
const plainTextOf = (html: string) => plainTexts.get(html) ?? plainTexts.set(html, generatedPlainText(html)).get(html)!;
const designContents = new Map<DesignDocument, ReturnType<typeof unrenderedContent>>();
const designContentOf = (document: DesignDocument) => designContents.get(document) ?? designContents.set(document, unrenderedContent(document)).get(document)!;

/**
 * 32 hex digits at a time from a fixed seed (mulberry32): 900 ids from Faker took 22 ms of every reset,
 * and each test resets.
 */
function hexIds(seed: number): () => string {
  let state = seed >>> 0;
  const word = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0).toString(16).padStart(8, '0');
  };
  return () => word() + word() + word() + word();
}

/** A version 4 UUID made of 32 hex digits. */
const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[parseInt(hex[16]!, 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;

/**
 * Templates in both generations: avery 24 dynamic (more than the index's page of 20: code and design
 * versions, several versions, one template without any, legacy tags in "Store Event Invitation" and in a
 * "Welcome Email" version) and 3 legacy (body and subject markers, some legacy tags); marketing-sub and
 * elena-eu a few; meridian near the limits (nearLimitPlans); frankie none.
 */
export function seedTemplates(): { templates: TableDump<TemplateRecord>; templateVersions: TableDump<TemplateVersionRecord> } {
  const nextHex = hexIds(SEED);
  const templates: TemplateRecord[] = [];
  const versions: TemplateVersionRecord[] = [];
  PLANS.forEach((plan, index) => {
    const updated = BASE_DATE - (index % 40) * 2 * DAY - 7200;
    const id = plan.generation === 'dynamic' ? `d-${nextHex()}` : uuidOf(nextHex());
    templates.push({ id, owner: plan.owner, name: plan.name, generation: plan.generation, updated_at: iso(updated) });
    const activeIndex = Math.max(0, plan.versions.findIndex((version) => version.active));
    plan.versions.forEach((version, position) => {
      const time = iso(updated - (plan.versions.length - position) * 3 * DAY);
      const content =
        'document' in version.content
          ? { ...designContentOf(version.content.document), editor: 'design' as const, render_pending: true, generate_plain_content: false }
          : { html_content: version.content.html, design_document: null, plain_content: version.content.plain ?? plainTextOf(version.content.html), editor: 'code' as const, render_pending: false, generate_plain_content: true };
      versions.push({
        id: uuidOf(nextHex()),
        template_id: id,
        active: position === activeIndex ? 1 : 0,
        name: version.name,
        subject: version.subject,
        ...content,
        test_data: version.testData ? JSON.stringify(version.testData, null, 2) : '',
        created_at: time,
        updated_at: time,
      });
    });
  });
  return { templates: { rows: templates, sequence: 0 }, templateVersions: { rows: versions, sequence: 0 } };
}

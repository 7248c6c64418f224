#!/usr/bin/env node
// First-load JS budget, from Vite's build manifest (dist/.vite/manifest.json).
//
// First-load JS of a route = the entry chunk (the `index.html` entry) + all its static `imports`,
// recursively, + the feature's route table chunk (the router loads it first: route discovery in
// src/app/routes/feature-routes.ts) + the route's lazily loaded page chunk + their static imports,
// recursively, de-duplicated.
// Chunks reached only through `dynamicImports` (the MSW mock backend under mocks/, other routes' pages,
// heavy editors) are not on the first-load path and are not counted. Each file is gzipped at level 9.
// Exits 1 when a route's total exceeds the budget, or when the manifest does not look as expected.
//
//   npm run build && node test/budget/size.mjs
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_BYTES = 150 * 1024; // gzip, per route (ARCHITECTURE.md: first load of any list page ≤ 150 KB)
const EDITOR_BUDGET_BYTES = 300 * 1024; // the email editor's route (ARCHITECTURE.md: ≤ 300 KB)

/**
 * Routes whose first load is checked; `table` is the manifest key of the feature's route table, loaded
 * before the page; `module` is the page component's manifest key (its source path), or the keys of the
 * nested route components a page is made of (a layout and its tab). `budget` is the route's own budget in
 * bytes when it is not BUDGET_BYTES.
 */
const MSW_MARKER = 'INTEGRITY_CHECK_REQUEST'; // a message type of msw's browser client, kept by minifiers

const DESIGN_LIBRARY_TABLE = 'src/app/routes/design-library/design-library-routes.tsx';
const CONTACTS_AREA = 'src/app/routes/contacts-area';

const ROUTES = [
  { route: '/senders', table: 'src/features/senders/routes.tsx', module: 'src/features/senders/components/SendersPage.tsx' },
  { route: '/custom-fields', table: 'src/features/custom-fields/routes.tsx', module: 'src/features/custom-fields/components/CustomFieldsPage.tsx' },
  { route: '/unsubscribe-groups', table: 'src/features/unsubscribe-groups/routes.tsx', module: 'src/features/unsubscribe-groups/components/UnsubscribeGroupsPage.tsx' },
  { route: '/integrations', table: 'src/features/integrations/routes.tsx', module: 'src/features/integrations/components/IntegrationsPage.tsx' },
  { route: '/notifications', table: 'src/features/notifications/routes.tsx', module: 'src/features/notifications/components/NotificationsPage.tsx' },
  {
    route: '/design-library/your-designs',
    table: DESIGN_LIBRARY_TABLE,
    module: ['src/features/design-library/components/DesignLibraryPage.tsx', 'src/features/design-library/components/YourDesignsTab.tsx'],
  },
  { route: '/contacts', table: `${CONTACTS_AREA}/contacts-routes.ts`, module: 'src/app/routes/contacts-area/ContactsOverviewRoute.tsx' },
  { route: '/contacts/all', table: `${CONTACTS_AREA}/contacts-routes.ts`, module: 'src/features/contacts/components/AllContactsPage.tsx' },
  { route: '/contacts/lists/:id', table: `${CONTACTS_AREA}/lists-routes.tsx`, module: 'src/features/lists/components/ListDetailPage.tsx' },
  { route: '/contacts/profile/:id', table: `${CONTACTS_AREA}/contact-profile-routes.ts`, module: ['src/features/contact-profile/components/ContactProfilePage.tsx', 'src/features/contact-profile/components/ReservedFieldsTab.tsx'] },
  { route: '/contacts/segments', table: `${CONTACTS_AREA}/segments-routes.ts`, module: 'src/features/segments/components/SegmentsPage.tsx' },
  { route: '/contacts/import', table: `${CONTACTS_AREA}/import-routes.ts`, module: 'src/features/contact-import/components/ChooseFilePage.tsx' },
  { route: '/contacts/exports', table: `${CONTACTS_AREA}/exports-routes.ts`, module: 'src/features/contact-exports/components/ExportsPage.tsx' },
  { route: '/design-library/legacy-templates', table: 'src/features/legacy-templates/routes.tsx', module: ['src/features/legacy-templates/components/TemplatesAccess.tsx', 'src/features/legacy-templates/components/LegacyTemplatesPage.tsx'] },
  { route: '/design-library/your-designs/:id/editor', table: DESIGN_LIBRARY_TABLE, module: 'src/app/routes/design-library/DesignEditorRoute.tsx', budget: EDITOR_BUDGET_BYTES },
  { route: '/ads', table: 'src/features/ads/routes.tsx', module: 'src/features/ads/components/AdsOverviewPage.tsx' },
  { route: '/ads/campaigns', table: 'src/features/ads/routes.tsx', module: 'src/features/ads/components/CampaignsPage.tsx' },
  { route: '/ads/settings', table: 'src/features/ads/routes.tsx', module: 'src/features/ads/components/AdSettingsPage.tsx' },
  { route: '/ads/campaigns/new/quickstart', table: 'src/features/ads/routes.tsx', module: 'src/features/ads/components/CampaignWizardPage.tsx' },
  { route: '/ads/campaigns/:id/editor', table: 'src/features/ads/routes.tsx', module: 'src/features/ads/components/CampaignEditorPage.tsx' },
  { route: '/single-sends/:id/editor', table: 'src/app/routes/single-send-editor/single-send-editor-routes.ts', module: 'src/app/routes/single-send-editor/SingleSendEditorRoute.tsx', budget: EDITOR_BUDGET_BYTES },
  // The stats page; its chart (uPlot) loads after the page, so it is not on the first load.
  { route: '/single-sends', table: 'src/app/routes/single-sends-area/single-sends-routes.ts', module: 'src/features/single-sends/components/SingleSendsPage.tsx' },
  { route: '/single-sends/sms/:id/editor', table: 'src/app/routes/single-sends-area/sms-editor-routes.ts', module: 'src/features/single-sends/sms/components/SmsEditorPage.tsx', budget: EDITOR_BUDGET_BYTES },
  { route: '/single-sends/:id/stats', table: 'src/app/routes/single-send-review/stats-routes.ts', module: 'src/features/single-send-stats/components/StatsPage.tsx' },
  { route: '/dynamic-templates', table: 'src/app/routes/dynamic-templates/dynamic-templates-routes.tsx', module: 'src/features/dynamic-templates/components/TemplatesPage.tsx' },
  { route: '/dynamic-templates/:id/version/:versionId', table: 'src/app/routes/dynamic-templates/dynamic-templates-routes.tsx', module: 'src/app/routes/dynamic-templates/VersionEditorRoute.tsx', budget: EDITOR_BUDGET_BYTES },
  { route: '/forms/signup', table: 'src/app/routes/signup-forms/signup-forms-routes.tsx', module: 'src/features/signup-forms/components/SignupFormsPage.tsx' },
  // An editor route (the editor budget): Formik and yup are most of it, no email editor.
  { route: '/forms/signup/:id/editor', table: 'src/app/routes/signup-forms/signup-forms-routes.tsx', module: 'src/features/signup-forms/components/SignupFormEditorPage.tsx', budget: EDITOR_BUDGET_BYTES },
  // The automations' index and choose page; the Advanced plan gate rides in the area's table.
  { route: '/automations', table: 'src/app/routes/automations-area/automations-routes.ts', module: 'src/features/automations/components/AutomationsPage.tsx' },
  { route: '/automations/choose', table: 'src/app/routes/automations-area/automations-routes.ts', module: 'src/features/automations/components/ChooseStartPage.tsx' },
  { route: '/automations/:id/preview', table: 'src/app/routes/automation-messages/preview-routes.ts', module: 'src/features/automation-messages/components/AutomationPreviewPage.tsx' },
  // The automation's editor: its settings (with the senders, lists, segments and unsubscribe groups they choose
  // from) and its timeline, like the single send's settings beside its editor; the Handlebars parser of Validate
  // and Set live loads with the first check.
  { route: '/automations/:id/detail', table: 'src/app/routes/automation-detail/automation-detail-routes.ts', module: 'src/app/routes/automation-detail/AutomationDetailRoute.tsx', budget: EDITOR_BUDGET_BYTES },
  // A message's editor and content chooser, mounted lazily in the detail table (message-detail-routes.ts).
  { route: '/automations/:id/detail/messages/:messageNum/editor', table: 'src/app/routes/automation-detail/automation-detail-routes.ts', module: 'src/app/routes/automation-messages/MessageEditorRoute.tsx', budget: EDITOR_BUDGET_BYTES },
  { route: '/automations/:id/detail/messages/:messageNum/new/selector', table: 'src/app/routes/automation-detail/automation-detail-routes.ts', module: 'src/app/routes/automation-messages/ContentChooserRoute.tsx' },
  // An automation's stats; its chart (uPlot) loads after the page, as on the single sends' stats.
  { route: '/automations/:id/stats', table: 'src/app/routes/automation-stats/automation-stats-routes.ts', module: 'src/features/automation-stats/components/AutomationStatsPage.tsx' },
  { route: '/automations/:id/detail/contact_list', table: 'src/app/routes/automation-detail/automation-detail-routes.ts', module: 'src/features/automation-contacts/components/AutomationContactListPage.tsx' },
];

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = process.env.DIST_DIR ?? join(root, 'dist'); // DIST_DIR: only to test this script on another build
const manifestPath = join(dist, '.vite', 'manifest.json');

const fail = (message) => {
  console.error(`size: ${message}`);
  process.exit(1);
};

if (!existsSync(manifestPath)) fail(`${manifestPath} not found. Run \`npm run build\` first (build.manifest must be true).`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('no entry chunk (index.html) in the manifest.');

/** Manifest keys of `start` and everything it imports statically, recursively, in discovery order. */
function staticClosure(start, seen = new Set()) {
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) fail(`the manifest refers to ${key}, which it does not contain.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

const isMocks = (key) => key.startsWith('mocks/') || (manifest[key].src ?? '').startsWith('mocks/');

const gzipCache = new Map();
function sizes(file) {
  if (!gzipCache.has(file)) {
    const path = join(dist, file);
    if (!existsSync(path)) fail(`${path} is in the manifest but not on disk; rebuild.`);
    const raw = readFileSync(path);
    gzipCache.set(file, { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text, width, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));

const entryClosure = staticClosure(entryKey);
const mocksOnFirstLoad = [...entryClosure].filter(isMocks);
if (mocksOnFirstLoad.length) {
  fail(`mock backend modules are statically imported from the entry (${mocksOnFirstLoad.join(', ')}); mocks/ must only be reached through the dynamic import in src/main.tsx.`);
}

if (!Object.keys(manifest).some(isMocks)) {
  console.log('note: no mocks/ chunk in the manifest (a build without --mode mock, or the mock backend is bundled elsewhere).');
}

// Headroom: what a route may still grow before its budget; list pages are to keep at least this much (issue 25), or the check fails.
const WANTED_HEADROOM_BYTES = 15 * 1024;
const headrooms = [];

let failed = false;
for (const { route, table, module: modules, budget = BUDGET_BYTES } of ROUTES) {
  const pageModules = [table, modules].flat();
  const module = pageModules.join(' + ');
  const missing = pageModules.find((page) => !manifest[page]);
  if (missing) {
    const pages = Object.keys(manifest).filter((key) => /Page\.[jt]sx?$/.test(key));
    fail(
      `${missing} (the route table or page of ${route}) is not a key of dist/.vite/manifest.json. Is it lazily imported from exactly that file, and is the build current?` +
        (pages.length ? `\n  page modules in the manifest: ${pages.join(', ')}` : ''),
    );
  }
  const keys = staticClosure(entryKey, new Set());
  for (const page of pageModules) staticClosure(page, keys);
  const mocks = [...keys].filter(isMocks);
  if (mocks.length) fail(`${route}: mocks/ modules on the first-load path: ${mocks.join(', ')}`);

  // Manifest keys name only a chunk's facade module, so a mocks/ module inlined into the entry would not
  // show up above. The MSW browser client has a marker string that survives minification; look for it.
  for (const key of keys) {
    const file = manifest[key].file;
    if (file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(MSW_MARKER)) {
      fail(`${route}: ${file} (${key}) contains the MSW browser client (msw/browser); the mock backend must only be reached through the dynamic import in src/main.tsx.`);
    }
  }

  const rows = [...keys]
    .map((key) => ({ key, file: manifest[key].file }))
    .filter(({ file }) => file.endsWith('.js'))
    .map((row) => ({ ...row, ...sizes(row.file) }));
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
  const cssGzip = css.reduce((sum, file) => sum + sizes(file).gzip, 0);
  const excluded = new Set();
  for (const key of keys) for (const dynamic of manifest[key].dynamicImports ?? []) if (!keys.has(dynamic)) excluded.add(dynamic);

  const width = Math.max(40, ...rows.map((row) => row.file.length + 2));
  console.log(`\nFirst-load JS for ${route} (entry ${entryKey} + ${module})`);
  console.log(`  ${pad('file', width)}${pad('raw', 12, true)}${pad('gzip -9', 12, true)}  from`);
  for (const row of rows) {
    console.log(`  ${pad(row.file, width)}${pad(row.raw, 12, true)}${pad(row.gzip, 12, true)}  ${row.key}`);
  }
  const over = total.gzip > budget;
  failed ||= over;
  console.log(`  ${pad('total', width)}${pad(total.raw, 12, true)}${pad(total.gzip, 12, true)}  = ${kb(total.gzip)} gzip of ${kb(budget)} budget ${over ? '✗ OVER BUDGET' : '✓'}, headroom ${kb(budget - total.gzip)}`);
  headrooms.push({ route, total: total.gzip, budget });
  if (css.length) console.log(`  (not counted: ${css.length} CSS file(s), ${kb(cssGzip)} gzip)`);
  if (excluded.size) {
    const list = [...excluded];
    const mocks = list.filter(isMocks);
    console.log(`  (not counted, dynamic imports only: ${list.length} chunk(s)${mocks.length ? `, incl. the mock backend: ${mocks.join(', ')}` : ''})`);
  }
}

console.log(`\nHeadroom per route (gzip; list pages are to keep ${kb(WANTED_HEADROOM_BYTES)})`);
for (const { route, total, budget } of headrooms) {
  const headroom = budget - total;
  const short = budget === BUDGET_BYTES && headroom < WANTED_HEADROOM_BYTES;
  if (short) failed = true;
  const note = short ? '  below the wanted headroom' : '';
  console.log(`  ${pad(route, 58)}${pad(kb(total), 10, true)} of ${pad(kb(budget), 9, true)}  headroom ${pad(kb(headroom), 9, true)}${note}`);
}

if (failed) {
  console.error('\nsize: first-load JS over its gzip budget, or a list page with less than the wanted headroom (see above).');
  process.exit(1);
}
console.log('\nsize: all routes within budget.');

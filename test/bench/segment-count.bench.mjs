#!/usr/bin/env node
// The segment builder's live count (POST /marketing/segments/2.0/preview, the mock extension) for a
// three-condition segment, timed from the signed-in page as the app calls it: the request goes through the
// mock's service worker to the handler, which compiles the query_dsl and counts in the contact store's
// worker (SQLite WebAssembly, OPFS). At 100,000 contacts (Avery's demo audience plus generated contacts) and
// at 1,000,000 (the large account, generated behind the sign-in page). Mock latency is set to 0 ms.
// Records the page's long tasks (PerformanceObserver longtask) during the counts. Prints median and max
// over BENCH_RUNS runs (default 5); asserts nothing.
//
// Env: BENCH_RUNS (5), BENCH_CPU_THROTTLE (1), BASE_URL (a running server instead of building and starting
// `vite preview`), CHROMIUM_PATH, E2E_DIST_DIR (the build folder).
import { createModuleLoader } from '../e2e/lib/module-loader.mjs';
import { median, runBrowserBench } from './lib/bench.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const THROTTLE = Math.max(1, Number(process.env.BENCH_CPU_THROTTLE ?? 1));
const MID_SIZE = 100_000;
const CHUNK = 10_000;
const log = (line) => console.log(`[segment-count] ${line}`);

/** Custom field table ids by owner and name, from the mock's seed. */
async function loadFieldIds() {
  const vite = await createModuleLoader();
  try {
    const { seedCustomFields } = await vite.ssrLoadModule('/mocks/db/seed-custom-fields.ts');
    return (owner, name) => seedCustomFields().rows.find((field) => field.owner === owner && field.name === name).id;
  } finally {
    await vite.close();
  }
}

/** Runs in every document before the app: no simulated latency, and the main thread's long tasks recorded. */
function instrument() {
  sessionStorage.setItem('mock-latency-ms', '0');
  const bench = (window.__bench = { longTasks: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const SELECT = 'SELECT c.contact_id, c.updated_at FROM contact_data AS c';
/** Three conditions as the builder writes them: text, number, date window; and one with a mail event instead of the date. */
const QUERIES = {
  fields: `${SELECT} WHERE (c.loyalty_tier = 'Gold') AND (c.lifetime_value > 1000) AND ((c.last_purchase_date >= NOW() - INTERVAL 365 DAY AND c.last_purchase_date <= NOW()))`,
  event: `${SELECT} WHERE (c.loyalty_tier = 'Gold') AND (c.lifetime_value > 1000) AND (c.contact_id IN (SELECT e.contact_id FROM event_data AS e WHERE e.event_source = 'mail' AND e.event_type = 'open' AND e.event_timestamp >= NOW() - INTERVAL 120 DAY))`,
};

/** One live count from the page, with the app's token: { ms, status, count }. */
const preview = (page, queryDsl) =>
  page.evaluate(async (query_dsl) => {
    const token = decodeURIComponent(document.cookie.match(/(?:^|; )mako_auth_token=([^;]*)/)?.[1] ?? '');
    const started = performance.now();
    const response = await fetch('/v3/marketing/segments/2.0/preview', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'x-request-source': 'marketing-console' },
      body: JSON.stringify({ query_dsl }),
    });
    const body = await response.json();
    return { ms: performance.now() - started, status: response.status, count: body.contacts_count, error: body.errors?.[0]?.message };
  }, queryDsl);

async function signIn(page, persona) {
  await page.goto('/login');
  await page.getByRole('button', { name: persona, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30 * 60_000 });
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

/** Adds generated contacts to Avery's audience in the store until it holds `size`. */
async function growAvery(page, fieldId, size) {
  const have = await page.evaluate(() => window.__mockContactStore.countContacts('avery'));
  for (let from = have; from < size; from += CHUNK) {
    await page.evaluate(
      async ([start, count, fields]) => {
        const tiers = ['Bronze', 'Silver', 'Gold', 'Platinum'];
        const contacts = Array.from({ length: count }, (_, index) => {
          const n = start + index;
          return {
            email: `bench${n}@example.com`,
            first_name: `Bench ${n}`,
            custom_fields: {
              [fields.tier]: tiers[n % 4],
              [fields.value]: (n * 37) % 5000,
              [fields.purchase]: new Date(Date.UTC(2026, 0, 1) + (n % 600) * 86_400_000).toISOString(),
            },
          };
        });
        await window.__mockContactStore.upsertContacts('avery', contacts);
      },
      [from, Math.min(CHUNK, size - from), fieldId],
    );
  }
  return page.evaluate(() => window.__mockContactStore.countContacts('avery'));
}

async function measure(page, label, owner) {
  const rows = [];
  for (const [name, query] of Object.entries(QUERIES)) {
    await preview(page, query); // warm: the statement and the pages it reads
    const since = await page.evaluate(() => performance.now());
    const times = [];
    let last;
    for (let run = 0; run < RUNS; run += 1) {
      last = await preview(page, query);
      times.push(last.ms);
    }
    await page.waitForTimeout(300);
    const tasks = await page.evaluate((from) => window.__bench.longTasks.filter((task) => task.start >= from), since);
    const longest = Math.max(0, ...tasks.map((task) => task.duration));
    rows.push(
      last.status === 200
        ? `  ${`${label}, ${name === 'fields' ? 'text + number + date' : 'text + number + mail event'} (count ${last.count.toLocaleString('en-US')})`.padEnd(70)}${median(times).toFixed(1).padStart(9)}${Math.max(...times).toFixed(1).padStart(9)} ms   longest task ${longest.toFixed(0)} ms`
        : `  ${`${label}, ${name}`.padEnd(70)} answered ${last.status}: ${last.error}`,
    );
  }
  log(`${owner} measured`);
  return rows;
}

await runBrowserBench(log, async ({ session, baseURL }) => {
  const fieldOf = await loadFieldIds();
  const { page, context } = session;
  await context.addInitScript(instrument);
  if (THROTTLE > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const rows = [];

  await signIn(page, 'Avery Owner (Advanced plan)');
  const grown = await growAvery(page, { tier: fieldOf('avery', 'loyalty_tier'), value: fieldOf('avery', 'lifetime_value'), purchase: fieldOf('avery', 'last_purchase_date') }, MID_SIZE);
  log(`avery holds ${grown.toLocaleString('en-US')} contacts`);
  rows.push(...(await measure(page, `${Math.round(grown / 1000)}k contacts`, 'avery')));

  await page.context().clearCookies();
  const started = Date.now();
  await signIn(page, 'Large account (1,000,000 contacts)');
  log(`large account generated and signed in: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  rows.push(...(await measure(page, '1M contacts', 'meridian')));

  console.log(`\nsegment live count (POST …/segments/2.0/preview, time seen by the page), ${baseURL}, CPU throttle ${THROTTLE}×, ${RUNS} runs`);
  console.log(`  ${'segment'.padEnd(70)}${'median'.padStart(9)}${'max'.padStart(9)}`);
  rows.forEach((row) => console.log(row));
  const errors = [...session.pageErrors, ...session.consoleErrors];
  if (errors.length) console.log(`\n  note: ${errors.length} browser error(s), e.g. ${errors[0]}`);
});

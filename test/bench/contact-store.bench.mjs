#!/usr/bin/env node
// The mock's contact store at a million contacts, in Chromium, on the built app: signs in as "Large account
// (1,000,000 contacts)" in a fresh browser profile, which generates its contacts in the store's worker (SQLite
// WebAssembly, OPFS) behind the sign-in page's progress bar; then drives the store from the signed-in page
// (window.__mockContactStore, the same API the handlers use): a count, a first and a deep keyset page, an
// email-prefix search, a three-condition filter (list, custom field, event), and a single-contact update
// with persistence, the update also before the generation (a database of 9,390 contacts) for comparison.
// Records the page's long tasks (PerformanceObserver longtask) throughout. Prints median and max over
// BENCH_RUNS runs (default 5) of each operation; asserts nothing.
//
// Env: BENCH_RUNS (5), BENCH_CPU_THROTTLE (1), BASE_URL (a running server instead of building and starting
// `vite preview`), CHROMIUM_PATH, E2E_DIST_DIR (the build folder).
import { createModuleLoader } from '../e2e/lib/module-loader.mjs';
import { median, runBrowserBench } from './lib/bench.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const THROTTLE = Math.max(1, Number(process.env.BENCH_CPU_THROTTLE ?? 1));
const PERSONA = 'Large account (1,000,000 contacts)';
const DAY_MS = 86_400_000;
const log = (line) => console.log(`[contact-store] ${line}`);

/** The large account's plan (owner, fields) and the seed's base date, from the mock's own modules. */
async function loadPlan() {
  const vite = await createModuleLoader();
  try {
    return await vite.ssrLoadModule('/mocks/db/contacts/seed-audiences.ts');
  } finally {
    await vite.close();
  }
}

/** Runs in every document before the app: records the main thread's long tasks. */
function instrument() {
  const bench = (window.__bench = { longTasks: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const longTasksSince = (page, since) => page.evaluate((from) => window.__bench.longTasks.filter((task) => task.start >= from), since);
const longestTaskSince = async (page, since) => Math.max(0, ...(await longTasksSince(page, since)).map((task) => task.duration));

/**
 * One store call in the page, timed there; returns { ms, value }. A page of contacts comes back with its
 * first contact only: sending all of them to the benchmark would be the benchmark's own main-thread work.
 */
const timed = (page, method, args) =>
  page.evaluate(
    async ([name, values]) => {
      const started = performance.now();
      const value = await window.__mockContactStore[name](...values);
      const ms = performance.now() - started;
      return { ms, value: value?.contacts ? { ...value, contacts: value.contacts.slice(0, 1) } : value };
    },
    [method, args],
  );

await runBrowserBench(log, async ({ session, baseURL }) => {
  const { LARGE_AUDIENCE, SEED_BASE_MS } = await loadPlan();
  const owner = LARGE_AUDIENCE.owner;
  const { page, context } = session;
  await context.addInitScript(instrument);
  if (THROTTLE > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const results = {};
  const record = (key, ms) => (results[key] ??= []).push(ms);

  await page.goto('/login');
  await page.waitForFunction(() => window.__mockContactStore !== undefined);
  const seeded = await timed(page, 'countContacts', ['avery']);
  log(`demo seed ready: ${seeded.value} contacts for avery, first call ${seeded.ms.toFixed(0)} ms (worker start, SQLite, demo seed in OPFS)`);
  const [demoContact] = (await timed(page, 'readPage', ['avery', { pageSize: 1 }])).value.contacts;
  for (let run = 0; run < RUNS; run += 1) {
    record('updateSmall', (await timed(page, 'updateContact', ['avery', demoContact.id, { city: `Small ${run}` }])).ms);
  }

  // Generation: from the click on the persona until the app has the page (progress bar on the way).
  const generationStarted = await page.evaluate(() => performance.now());
  const clicked = Date.now();
  await page.getByRole('button', { name: PERSONA, exact: true }).click();
  await page.getByRole('progressbar').waitFor({ timeout: 60_000 }).catch(() => log('no progress bar seen (already generated?)'));
  let lastShown = '';
  const progressLog = setInterval(() => {
    page
      .getByRole('progressbar')
      .getAttribute('aria-valuetext', { timeout: 1000 })
      .then((text) => {
        if (text && text !== lastShown) log(`  generating: ${(lastShown = text)} after ${((Date.now() - clicked) / 1000).toFixed(0)} s`);
      })
      .catch(() => {});
  }, 5000);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30 * 60_000 });
  clearInterval(progressLog);
  const generationMs = Date.now() - clicked;
  const generationLongest = await longestTaskSince(page, generationStarted);
  await page.waitForFunction(() => window.__mockContactStore !== undefined);
  log(`generated and signed in: ${(generationMs / 1000).toFixed(1)} s`);
  // The app's own start (its first render, lazy pages) is not the store's: let it finish first.
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);

  const opsStarted = await page.evaluate(() => performance.now());
  const count = await timed(page, 'countContacts', [owner]);
  log(`${owner}: ${count.value.toLocaleString('en-US')} contacts`);
  const lists = (await timed(page, 'getLists', [owner])).value;
  const rewards = lists.find((list) => list.name === 'Rewards members');
  const tier = LARGE_AUDIENCE.fields[0].fieldId;
  const filter = {
    match: 'all',
    conditions: [
      { kind: 'list', listId: rewards.id, member: true },
      { kind: 'custom', fieldId: tier, operator: 'eq', value: 'Gold' },
      { kind: 'event', type: 'open', since: new Date(SEED_BASE_MS - 30 * DAY_MS).toISOString(), happened: true },
    ],
  };
  let filterCount = 0;
  let searchCount = 0;
  for (let run = 0; run < RUNS; run += 1) {
    record('count', (await timed(page, 'countContacts', [owner])).ms);
    const first = await timed(page, 'readPage', [owner, { pageSize: 100 }]);
    record('firstPage', first.ms);
    let token = first.value.nextPageToken;
    for (let skip = 0; skip < 9; skip += 1) token = (await timed(page, 'readPage', [owner, { pageSize: 100, pageToken: token }])).value.nextPageToken;
    record('tenthPage', (await timed(page, 'readPage', [owner, { pageSize: 100, pageToken: token }])).ms);
    record('emailPage', (await timed(page, 'readPage', [owner, { pageSize: 100, sort: 'email' }])).ms);
    const search = await timed(page, 'searchByEmailPrefix', [owner, ['olivia.s', 'jack', 'mia.', 'e'][run % 4], 50]);
    record('search', search.ms);
    searchCount = search.value.count;
    const filtered = await timed(page, 'filterContacts', [owner, filter, 50]);
    record('filter', filtered.ms);
    filterCount = filtered.value.count;
    record('filterPage', (await timed(page, 'readPage', [owner, { pageSize: 50, filter }])).ms);
    const [contact] = first.value.contacts;
    record('updateLarge', (await timed(page, 'updateContact', [owner, contact.id, { city: `Large ${run}` }])).ms);
    record('updateDemoAfter', (await timed(page, 'updateContact', ['avery', demoContact.id, { city: `After ${run}` }])).ms);
  }
  await page.waitForTimeout(500); // a trailing long task is reported after it ends
  const opsTasks = await longTasksSince(page, opsStarted);
  const opsLongest = Math.max(0, ...opsTasks.map((task) => task.duration));

  const rows = [
    ['count', 'count of 1,000,000 contacts'],
    ['firstPage', 'keyset page, 100 newest'],
    ['tenthPage', 'keyset page, the 10th (token)'],
    ['emailPage', 'keyset page, 100 by email'],
    ['search', 'email-prefix search (50 + count)'],
    ['filter', `three-condition filter (count ${filterCount.toLocaleString('en-US')} + 50)`],
    ['filterPage', 'three-condition filter, keyset page of 50'],
    ['updateLarge', 'single-contact update, saved (1M database)'],
    ['updateDemoAfter', 'demo contact update, saved (1M database)'],
    ['updateSmall', 'demo contact update, saved (9,390-contact database)'],
  ];
  console.log(`\ncontact store, ${baseURL}, CPU throttle ${THROTTLE}×, ${RUNS} runs (email search last matched ${searchCount.toLocaleString('en-US')})`);
  console.log(`  generation of ${count.value.toLocaleString('en-US')} contacts + sign-in: ${(generationMs / 1000).toFixed(1)} s; longest main-thread task meanwhile: ${generationLongest.toFixed(0)} ms`);
  console.log(`  ${'operation (time seen by the page)'.padEnd(52)}${'median'.padStart(10)}${'max'.padStart(10)}  unit`);
  for (const [key, label] of rows) {
    const values = results[key];
    console.log(`  ${label.padEnd(52)}${median(values).toFixed(1).padStart(10)}${Math.max(...values).toFixed(1).padStart(10)}  ms`);
  }
  console.log(`  longest main-thread task during the operations: ${opsLongest.toFixed(0)} ms (0: none over 50 ms); tasks over 50 ms: ${opsTasks.length}`);
  const errors = [...session.pageErrors, ...session.consoleErrors];
  if (errors.length) console.log(`\n  note: ${errors.length} browser error(s), e.g. ${errors[0]}`);
});

#!/usr/bin/env node
// Start of four list pages with the mock backend, side by side: from the navigation's start to the first API
// request and to the first data rows shown, on a reload, in a second tab (the first one still open) and right
// after signing in; main-thread tasks over 50 ms before the rows showed; the mock backend's start chunk.
// Medians over BENCH_RUNS runs (default 3) at the build's simulated latency (250 ms unless
// VITE_MOCK_LATENCY_MS was set at build time). Prints figures; asserts nothing.
//
// Goals (issue 25): first API request within DOMContentLoaded + 300 ms; rows within 1.2 s on a page that
// needs one round trip; no long task during start.
//
// Env: BENCH_WATERFALL=1 (instead of the table: one reload of each page, printed as its waterfall of chunk
// loads, mock readiness marks, API requests, long tasks and rows), BENCH_RUNS (3), BASE_URL (a running server instead of building and starting `vite preview`; then
// E2E_DIST_DIR names its build, for the chunk size), CHROMIUM_PATH.
import { distDir } from '../e2e/lib/server.mjs';
import { PERSONAS, signIn } from '../e2e/lib/auth.mjs';
import { median, runBrowserBench } from './lib/bench.mjs';
import { mockStartSize } from './lib/mock-start-size.mjs';
import { collectStart, collectWaterfall, instrumentStart } from './lib/start-instrument.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const PAGES = [
  { route: '/senders', table: 'Senders' },
  { route: '/contacts/all', table: 'All contacts' },
  { route: '/single-sends', table: 'Single Sends' },
  { route: '/automations', table: 'Automations' },
];
const log = (line) => console.log(`[start] ${line}`);

async function rowsShown(page, route) {
  if (new URL(page.url()).pathname !== route) throw new Error(`expected ${route}, landed on ${page.url()}`);
  await page.waitForFunction(() => window.__start?.rowsAt !== null, null, { timeout: 20_000 });
  await page.waitForTimeout(200); // a long task still running when the rows showed is reported after it ends
  return page.evaluate(collectStart);
}

/** The ways a page starts: each opens or reuses a page, navigates, and returns that page's figures. */
const WAYS = {
  reload: async (context, { route }) => {
    const page = await context.newPage();
    try {
      await page.goto(route);
      await page.waitForFunction(() => window.__start?.rowsAt !== null, null, { timeout: 20_000 });
      await page.reload();
      return await rowsShown(page, route);
    } finally {
      await page.close();
    }
  },
  'second tab': async (context, { route }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    try {
      await first.goto(route);
      await first.waitForFunction(() => window.__start?.rowsAt !== null, null, { timeout: 20_000 });
      await second.goto(route);
      return await rowsShown(second, route);
    } finally {
      await second.close();
      await first.close();
    }
  },
  'after sign-in': async (context, { route }) => {
    const page = await context.newPage();
    try {
      await context.clearCookies();
      await signIn(page, PERSONAS.owner, route);
      return await rowsShown(page, route);
    } finally {
      await page.close();
    }
  },
};

/** One reload of the page, printed line by line: when each step started and ended. */
async function printWaterfall(context, { route }) {
  const page = await context.newPage();
  try {
    await page.goto(route);
    await page.waitForFunction(() => window.__start?.rowsAt !== null, null, { timeout: 20_000 });
    await page.reload();
    await rowsShown(page, route);
    const lines = await page.evaluate(collectWaterfall);
    console.log(`\n${route} (reload), ms from the navigation's start`);
    for (const { at, end, what } of lines) {
      const span = end === undefined ? '' : `-${format(end)} (${format(end - at)})`;
      console.log(`  ${format(at).padStart(6)}${span.padEnd(16)} ${what}`);
    }
  } finally {
    await page.close();
  }
}

const COLUMNS = [
  ['domContentLoaded', 'DCL'],
  ['firstApi', '1st API'],
  ['firstApiAfterDcl', 'API-DCL'],
  ['firstAnswer', '1st answer'],
  ['rows', 'rows'],
  ['longTasks', 'tasks>50'],
  ['longestTask', 'longest'],
];
const format = (value) => (value === null || value === undefined || Number.isNaN(value) ? 'n/a' : String(Math.round(value)));
const medianOf = (runs, key) => {
  const values = runs.map((run) => run[key]).filter((value) => typeof value === 'number');
  return values.length ? median(values) : null;
};

await runBrowserBench(log, async ({ session, baseURL }) => {
  const { context } = session;
  await context.addInitScript(instrumentStart, Object.fromEntries(PAGES.map(({ route, table }) => [route, table])));
  // Sign in once so the demo data exists; every way below then measures a returning user.
  await signIn(session.page, PERSONAS.owner, PAGES[0].route);
  await session.page.close();

  if (process.env.BENCH_WATERFALL === '1') {
    for (const target of PAGES) await printWaterfall(context, target);
    return;
  }

  const results = [];
  for (const target of PAGES) {
    for (const [way, measure] of Object.entries(WAYS)) {
      const runs = [];
      for (let index = 0; index < RUNS; index += 1) {
        // A start that never shows rows is reported (n/a) rather than ending the whole run.
        runs.push(await measure(context, target).catch((error) => (log(`${target.route} ${way}: no rows (${error.message.split('\n')[0]})`), {})));
      }
      const row = { route: target.route, way, ...Object.fromEntries(COLUMNS.map(([key]) => [key, medianOf(runs, key)])) };
      results.push(row);
      log(`${target.route} ${way}: ${COLUMNS.map(([key, label]) => `${label}=${format(row[key])}`).join(' ')}`);
    }
  }

  console.log(`\nstart of list pages: median of ${RUNS} runs, ms from the navigation's start, ${baseURL}`);
  console.log(`  ${'page'.padEnd(15)}${'way'.padEnd(15)}${COLUMNS.map(([, label]) => label.padStart(11)).join('')}`);
  for (const row of results) {
    console.log(`  ${row.route.padEnd(15)}${row.way.padEnd(15)}${COLUMNS.map(([key]) => format(row[key]).padStart(11)).join('')}`);
  }
  console.log('  goals: API-DCL ≤ 300 ms; rows ≤ 1200 ms where one round trip suffices; tasks>50 = 0');

  const size = mockStartSize(distDir);
  if (size === null) console.log('\n  mock start chunk: n/a (no mock build manifest in', distDir, ')');
  else console.log(`\n  mock start chunk ${size.chunk}: ${(size.chunkGzip / 1024).toFixed(1)} KB gzip; with the ${size.files - 1} chunk(s) it imports that the entry does not: ${(size.totalGzip / 1024).toFixed(1)} KB gzip`);
  const errors = [...session.pageErrors, ...session.consoleErrors];
  if (errors.length) console.log(`\n  note: ${errors.length} browser error(s) during the runs, e.g. ${errors[0]}`);
});

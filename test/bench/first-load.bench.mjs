#!/usr/bin/env node
// First load of /senders for a signed-in user, cold HTTP cache: navigation timing, time until the Senders
// table is visible with rows, JS bytes transferred and main-thread long tasks (> 50 ms). Prints median and max
// over BENCH_RUNS runs (default 5); asserts nothing.
//
// Env: BENCH_RUNS (5), BENCH_CPU_THROTTLE (1; e.g. 4 for a slow phone), BASE_URL (use a running server
// instead of building and starting `vite preview`), CHROMIUM_PATH.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../e2e/lib/server.mjs';
import { median, runBrowserBench } from './lib/bench.mjs';
import { PERSONAS, signIn } from '../e2e/lib/auth.mjs';

const ROUTE = '/senders';
const TABLE_NAME = 'Senders';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const THROTTLE = Math.max(1, Number(process.env.BENCH_CPU_THROTTLE ?? 1));
const log = (line) => console.log(`[first-load] ${line}`);

/** Runs in every document before the app: records long tasks and the moment the table shows rows. */
function instrument(tableName) {
  const bench = (window.__bench = { longTasks: [], tableVisibleAt: null });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    bench.longTasks = null; // not supported
  }
  const nameOf = (table) => {
    const labelledBy = table.getAttribute('aria-labelledby');
    if (labelledBy) return labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    return (table.getAttribute('aria-label') ?? table.querySelector(':scope > caption')?.textContent ?? '').trim();
  };
  const check = () => {
    if (bench.tableVisibleAt !== null) return;
    for (const table of document.querySelectorAll('table, [role="table"], [role="grid"]')) {
      if (nameOf(table) !== tableName) continue;
      const box = table.getBoundingClientRect();
      const rows = table.querySelectorAll('tbody tr, [role="rowgroup"] [role="row"]');
      if (box.width > 0 && box.height > 0 && rows.length > 0) {
        bench.tableVisibleAt = performance.now();
        observer.disconnect();
        return;
      }
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/** Collected in the page after the table showed up and the load event fired. */
function collect() {
  const [nav] = performance.getEntriesByType('navigation');
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname) && !entry.name.includes('mockServiceWorker'));
  const sum = (key) => scripts.reduce((total, entry) => total + (entry[key] ?? 0), 0);
  const tasks = window.__bench.longTasks;
  return {
    domContentLoaded: nav.domContentLoadedEventEnd,
    load: nav.loadEventEnd,
    tableVisible: window.__bench.tableVisibleAt,
    jsFiles: scripts.length,
    jsTransferred: sum('transferSize'),
    jsEncodedBody: sum('encodedBodySize'),
    jsDecodedBody: sum('decodedBodySize'),
    longTasks: tasks ? tasks.filter((task) => task.duration > 50).length : null,
    longestTask: tasks ? Math.max(0, ...tasks.map((task) => task.duration)) : null,
  };
}

const METRICS = [
  ['domContentLoaded', 'DOMContentLoaded', 'ms'],
  ['load', 'load event', 'ms'],
  ['tableVisible', `"${TABLE_NAME}" table visible with rows`, 'ms'],
  ['jsFiles', 'JS files', ''],
  ['jsWire', 'JS transferred (network, gzip + headers)', 'KB'],
  ['jsWireApp', '  of which app (without mocks/ chunks)', 'KB'],
  ['jsTransferred', 'JS transferSize (resource timing)', 'KB'],
  ['jsEncodedBody', 'JS encodedBodySize (resource timing)', 'KB'],
  ['jsDecodedBody', 'JS decodedBodySize (resource timing)', 'KB'],
  ['longTasks', 'long tasks > 50 ms', 'count'],
  ['longestTask', 'longest task', 'ms'],
];

const format = (value, unit) => {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  if (unit === 'KB') return (value / 1024).toFixed(1);
  if (unit === 'ms') return value.toFixed(0);
  return String(Math.round(value * 10) / 10);
};

/** Built files of the mock backend (chunks whose module is under mocks/), to report app JS apart from it. */
function mockBackendFiles() {
  const path = join(repoRoot, 'dist', '.vite', 'manifest.json');
  if (!existsSync(path)) return new Set();
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  return new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) => key.startsWith('mocks/') || (chunk.src ?? '').startsWith('mocks/'))
      .map(([, chunk]) => `/${chunk.file}`),
  );
}
const MOCK_FILES = mockBackendFiles();

const isScript = (url) => /\.m?js$/.test(new URL(url).pathname) && !url.includes('mockServiceWorker');

/**
 * Bytes of JS on the wire, from the browser's network layer. Resource timing cannot tell: the MSW service
 * worker fetches every asset and hands the page a decoded copy (transferSize 0, encoded = decoded size).
 * Requests the service worker answered are skipped, so each file counts once, as the network delivered it.
 */
function watchScriptDownloads(context) {
  const pending = [];
  const files = [];
  const onFinished = (request) => {
    if (!isScript(request.url())) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.fromServiceWorker()) return;
        const sizes = await request.sizes();
        files.push({ url: request.url(), body: sizes.responseBodySize, headers: sizes.responseHeadersSize });
      })().catch(() => {}),
    );
  };
  context.on('requestfinished', onFinished);
  return async () => {
    context.off('requestfinished', onFinished);
    await Promise.all(pending);
    return files;
  };
}

async function measureOnce(context) {
  const page = await context.newPage();
  const stopWatching = watchScriptDownloads(context);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache'); // cold: no HTTP cache (the service worker's fetches included)
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(ROUTE, { waitUntil: 'load' });
    if (new URL(page.url()).pathname !== ROUTE) throw new Error(`expected ${ROUTE}, landed on ${page.url()} (signed out?)`);
    await page.getByRole('table', { name: TABLE_NAME }).waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => window.__bench?.tableVisibleAt !== null, null, { timeout: 60_000 });
    await page.waitForTimeout(300); // let a trailing long task finish and be reported
    const result = await page.evaluate(collect);
    const downloads = await stopWatching();
    const byUrl = new Map(downloads.map((file) => [file.url, file]));
    result.jsWire = byUrl.size ? [...byUrl.values()].reduce((sum, file) => sum + file.body + file.headers, 0) : null;
    result.jsWireFiles = [...byUrl.values()];
    const appFiles = result.jsWireFiles.filter((file) => !MOCK_FILES.has(new URL(file.url).pathname));
    result.jsWireApp = byUrl.size && MOCK_FILES.size ? appFiles.reduce((sum, file) => sum + file.body + file.headers, 0) : null;
    return result;
  } finally {
    await stopWatching();
    await page.close();
  }
}

await runBrowserBench(log, async ({ session, baseURL }) => {
  await session.context.addInitScript(instrument, TABLE_NAME);
  // Sign in once and let the mock backend seed its data, so the runs measure a returning user's first load.
  await signIn(session.page, PERSONAS.owner, ROUTE);
  await session.page.getByRole('table', { name: TABLE_NAME }).waitFor();
  await session.page.close();

  const runs = [];
  for (let index = 0; index < RUNS; index += 1) {
    const result = await measureOnce(session.context);
    runs.push(result);
    log(`run ${index + 1}/${RUNS}: ` + METRICS.map(([key, , unit]) => `${key}=${format(result[key], unit)}`).join(' '));
  }

  console.log(`\nfirst load of ${ROUTE}: ${RUNS} runs, cold HTTP cache, signed in as ${PERSONAS.owner}, CPU throttle ${THROTTLE}×, ${baseURL}`);
  console.log(`  ${'metric'.padEnd(38)}${'median'.padStart(10)}${'max'.padStart(10)}  unit`);
  for (const [key, label, unit] of METRICS) {
    const values = runs.map((run) => run[key]).filter((value) => typeof value === 'number' && !Number.isNaN(value));
    const [mid, max] = values.length ? [median(values), Math.max(...values)] : [null, null];
    console.log(`  ${label.padEnd(38)}${format(mid, unit).padStart(10)}${format(max, unit).padStart(10)}  ${unit}`);
  }
  const last = runs.at(-1);
  if (last.jsWireFiles.length) {
    console.log(`\n  JS files of the last run (network bytes; the mock backend's chunks are part of a mock-mode first load):`);
    for (const file of [...last.jsWireFiles].sort((a, b) => b.body - a.body)) {
      const path = new URL(file.url).pathname;
      console.log(`    ${path.padEnd(50)}${format(file.body + file.headers, 'KB').padStart(8)} KB${MOCK_FILES.has(path) ? '  (mock backend)' : ''}`);
    }
  } else {
    console.log('\n  note: the network layer reported no JS downloads; "JS transferred (network)" is n/a.');
  }
  const errors = [...session.pageErrors, ...session.consoleErrors];
  if (errors.length) console.log(`\n  note: ${errors.length} browser error(s) during the runs, e.g. ${errors[0]}`);
});

#!/usr/bin/env node
// Unsubscribe CSV upload: the time to parse (PapaParse, 1 MB chunks), validate and batch 20,000 addresses,
// and the most batch requests ever in flight when they are sent against a server with random latency:
// the app's own modules in Node through Vite's SSR loader. Then, in Chromium against the built app, the
// upload page reading a 20,000-row CSV and a large one (300,000 rows, none an address, read to the end):
// the time from choosing the file to its summary, and the main thread's long tasks (> 50 ms) meanwhile.
// Prints median and max over BENCH_RUNS runs (default 5); asserts nothing.
//
// Env: BENCH_RUNS (5), BENCH_LATENCY_MS (80: mean simulated answer time of one batch request),
// BENCH_BROWSER (1; 0 skips the Chromium part), BENCH_CPU_THROTTLE (1), BASE_URL, CHROMIUM_PATH, E2E_DIST_DIR.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PERSONAS, signIn } from '../e2e/lib/auth.mjs';
import { createModuleLoader } from '../e2e/lib/module-loader.mjs';
import { median, runBrowserBench } from './lib/bench.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const LATENCY_MS = Math.max(1, Number(process.env.BENCH_LATENCY_MS ?? 80));
const BROWSER = process.env.BENCH_BROWSER !== '0';
const THROTTLE = Math.max(1, Number(process.env.BENCH_CPU_THROTTLE ?? 1));
const ROWS = 20_000;
const log = (line) => console.log(`[unsubscribe-csv] ${line}`);

/** 20,000 rows under an "email" header, every 97th one not an address and every 250th a repeat. */
function csvText() {
  const rows = Array.from({ length: ROWS }, (_, index) => {
    if (index % 97 === 13) return `not-an-address-${index}`;
    if (index % 250 === 7) return `Reader${index - 1}@Example.com`;
    return `reader${index}@example.com`;
  });
  return `email\r\n${rows.join('\r\n')}\r\n`;
}

async function main() {
  const vite = await createModuleLoader();
  try {
    // The reading code the CSV worker runs, here on Node's main thread (the tests' in-process reader).
    const { readAddresses } = await vite.ssrLoadModule('/src/features/unsubscribe-groups/csv/read-addresses.ts');
    const { createInProcessCsvReader } = await vite.ssrLoadModule('/src/shared/csv/in-process-csv-reader.ts');
    const { toChunks, sendInChunks } = await vite.ssrLoadModule('/src/shared/bulk/bulk-requests.ts');
    const limits = await vite.ssrLoadModule('/src/features/unsubscribe-groups/limits.ts');
    // The same rxjs the app's modules use (Node resolves it from node_modules as well).
    const { Observable, lastValueFrom, toArray } = await import('rxjs');

    const text = csvText();
    log(`CSV: ${ROWS.toLocaleString('en-US')} rows, ${(text.length / 1024).toFixed(0)} KB; batches of ${limits.UPLOAD_BATCH_SIZE}, ${limits.UPLOAD_PARALLEL_REQUESTS} in parallel; simulated answer time ${LATENCY_MS} ms ± 50%`);

    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const file = new File([text], 'bench.csv', { type: 'text/csv' });
      const { outcome } = await lastValueFrom(readAddresses(createInProcessCsvReader(), file, limits.MAX_CSV_ADDRESSES));
      const parsed = performance.now();
      if (!outcome.ok) throw new Error(`the CSV was refused: ${outcome.message}`);
      const valid = outcome.addresses.addresses.split('\n');
      const batches = toChunks(valid, limits.UPLOAD_BATCH_SIZE);
      const batched = performance.now();

      let inFlight = 0;
      let maxInFlight = 0;
      let requests = 0;
      let seed = run + 1;
      const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
      const send = () =>
        new Observable((subscriber) => {
          requests += 1;
          inFlight += 1;
          maxInFlight = Math.max(maxInFlight, inFlight);
          const timer = setTimeout(() => {
            inFlight -= 1;
            subscriber.next({});
            subscriber.complete();
          }, LATENCY_MS * (0.5 + random()));
          return () => clearTimeout(timer);
        });
      const sendStarted = performance.now();
      const outcomes = await lastValueFrom(
        sendInChunks(valid, send, { size: limits.UPLOAD_BATCH_SIZE, concurrency: limits.UPLOAD_PARALLEL_REQUESTS }).pipe(toArray()),
      );
      const sent = performance.now();
      const result = {
        parseValidate: parsed - started,
        batch: batched - parsed,
        total: batched - started,
        send: sent - sendStarted,
        valid: outcome.addresses.validCount,
        invalid: outcome.addresses.invalidCount,
        repeats: outcome.addresses.duplicateCount,
        batches: batches.length,
        requests,
        outcomes: outcomes.length,
        maxInFlight,
      };
      runs.push(result);
      log(
        `run ${run + 1}/${RUNS}: parse+validate=${result.parseValidate.toFixed(1)}ms batch=${result.batch.toFixed(2)}ms ` +
          `send=${result.send.toFixed(0)}ms requests=${requests} maxInFlight=${maxInFlight}`,
      );
    }

    const [first] = runs;
    console.log(`\nunsubscribe CSV upload: ${RUNS} runs, ${ROWS.toLocaleString('en-US')} rows (${first.valid} valid, ${first.invalid} invalid, ${first.repeats} repeats skipped)`);
    console.log(`  ${'metric'.padEnd(44)}${'median'.padStart(10)}${'max'.padStart(10)}  unit`);
    const row = (label, values, unit, digits = 1) =>
      console.log(`  ${label.padEnd(44)}${median(values).toFixed(digits).padStart(10)}${Math.max(...values).toFixed(digits).padStart(10)}  ${unit}`);
    row('parse + validate 20,000 rows (PapaParse)', runs.map((r) => r.parseValidate), 'ms');
    row('split into batches', runs.map((r) => r.batch), 'ms', 2);
    row('parse + validate + batch', runs.map((r) => r.total), 'ms');
    row(`send ${first.batches} batches (simulated ${LATENCY_MS} ms answers)`, runs.map((r) => r.send), 'ms', 0);
    row('batch requests sent', runs.map((r) => r.requests), 'count', 0);
    row('most requests ever in flight', runs.map((r) => r.maxInFlight), 'count', 0);
  } finally {
    await vite.close();
  }
}

/** Runs in every document before the app: long tasks, the moment a file is chosen, the moment its summary or refusal shows. */
function instrument() {
  const bench = (window.__csvBench = { longTasks: [], chosenAt: null, shownAt: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('change', () => (bench.chosenAt = performance.now()), true);
  new MutationObserver(() => {
    if (bench.chosenAt === null || bench.shownAt !== null) return;
    const summary = document.querySelector('dl[aria-label^="What "]');
    const refusal = [...document.querySelectorAll('[role="alert"]')].some((alert) => alert.textContent.includes('cannot be uploaded'));
    if (summary || refusal) bench.shownAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

/** One choice of `file` on the upload page at `path`: read time and the long tasks between choosing and the summary. */
async function readInBrowser(page, path, file) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Upload a CSV of Unsubscribes' }).waitFor();
  await page.getByLabel('CSV file', { exact: true }).waitFor();
  await page.waitForTimeout(300); // the page's own start-up tasks are over
  await page.getByLabel('CSV file', { exact: true }).setInputFiles(file);
  await page.waitForFunction(() => window.__csvBench.shownAt !== null, null, { timeout: 120_000 });
  await page.waitForTimeout(200); // a trailing long task is reported
  return page.evaluate(() => {
    const { longTasks, chosenAt, shownAt } = window.__csvBench;
    const during = longTasks.filter((task) => task.start + task.duration >= chosenAt && task.start <= shownAt + 100);
    return { read: shownAt - chosenAt, longTasks: during.length, longest: Math.max(0, ...during.map((task) => task.duration)) };
  });
}

/**
 * The files, written to a temporary folder: Chromium reads a path itself, whereas a buffer handed to
 * setInputFiles is rebuilt inside the page, on the main thread this benchmark watches.
 */
const browserFiles = (dir) => {
  const rows = (count, row) => Array.from({ length: count }, (_, index) => row(index)).join('\r\n');
  const file = (name, text) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return { path, label: `${name} (${(statSync(path).size / 1024 / 1024).toFixed(1)} MB)` };
  };
  return [
    file('unsubscribes-20000.csv', csvText()),
    file('large-300000.csv', `name,email\r\n${rows(300_000, (index) => `Reader ${index},reader${index} at example.com`)}\r\n`),
  ];
};

async function browserPhase() {
  await runBrowserBench(log, async ({ session, baseURL }) => {
    const { page, context } = session;
    await context.addInitScript(instrument);
    await signIn(page, PERSONAS.owner, '/unsubscribe-groups');
    const href = await page.getByRole('link', { name: 'Upload CSV' }).first().getAttribute('href');
    if (THROTTLE > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const results = [];
    const dir = mkdtempSync(join(tmpdir(), 'unsubscribe-csv-bench-'));
    try {
      for (const file of browserFiles(dir)) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await readInBrowser(page, href, file.path);
          runs.push(result);
          log(`${file.label} run ${run + 1}/${RUNS}: read=${result.read.toFixed(0)}ms longTasks=${result.longTasks} longest=${result.longest.toFixed(0)}ms`);
        }
        results.push({ file, runs });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(`\nreading a CSV on the upload page in Chromium: ${RUNS} runs, CPU throttle ${THROTTLE}×, ${baseURL}`);
    console.log(`  ${'metric'.padEnd(64)}${'median'.padStart(10)}${'max'.padStart(10)}  unit`);
    for (const { file, runs } of results) {
      const row = (label, values, unit) => console.log(`  ${label.padEnd(64)}${median(values).toFixed(0).padStart(10)}${Math.max(...values).toFixed(0).padStart(10)}  ${unit}`);
      row(`${file.label}: chosen to summary`, runs.map((r) => r.read), 'ms');
      row(`${file.label}: main-thread long tasks > 50 ms`, runs.map((r) => r.longTasks), 'count');
      row(`${file.label}: longest main-thread task > 50 ms (0: none)`, runs.map((r) => r.longest), 'ms');
    }
    const errors = [...session.pageErrors, ...session.consoleErrors];
    if (errors.length) console.log(`\n  note: ${errors.length} browser error(s) during the runs, e.g. ${errors[0]}`);
  });
}

main()
  .then(() => (BROWSER ? browserPhase() : undefined))
  .catch((error) => {
    console.error(`[unsubscribe-csv] ${error.stack || error}`);
    process.exit(1);
  });

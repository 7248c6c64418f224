#!/usr/bin/env node
// Unsubscribe CSV upload: the time to parse (PapaParse, 1 MB chunks), validate and batch 20,000 addresses,
// and the most batch requests ever in flight when they are sent against a server with random latency.
// Runs the app's own modules (src/features/unsubscribe-groups) in Node through Vite's SSR loader; no build,
// no browser. Prints median and max over BENCH_RUNS runs (default 5); asserts nothing.
//
// Env: BENCH_RUNS (5), BENCH_LATENCY_MS (80: mean simulated answer time of one batch request).
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { repoRoot } from '../e2e/lib/server.mjs';
import { median } from './lib/bench.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const LATENCY_MS = Math.max(1, Number(process.env.BENCH_LATENCY_MS ?? 80));
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
  const vite = await createServer({
    root: repoRoot,
    configFile: `${repoRoot}vite.config.ts`,
    mode: 'test',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { parseAddresses } = await vite.ssrLoadModule('/src/features/unsubscribe-groups/csv/parse-addresses.ts');
    const { toBatches, uploadInBatches } = await vite.ssrLoadModule('/src/features/unsubscribe-groups/upload-batches.ts');
    const limits = await vite.ssrLoadModule('/src/features/unsubscribe-groups/limits.ts');
    // The same rxjs the app's modules use (Node resolves it from node_modules as well).
    const { Observable, lastValueFrom, toArray } = await import('rxjs');

    const text = csvText();
    log(`CSV: ${ROWS.toLocaleString('en-US')} rows, ${(text.length / 1024).toFixed(0)} KB; batches of ${limits.UPLOAD_BATCH_SIZE}, ${limits.UPLOAD_PARALLEL_REQUESTS} in parallel; simulated answer time ${LATENCY_MS} ms ± 50%`);

    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const outcome = await parseAddresses(text, 'bench.csv', limits.MAX_CSV_ADDRESSES);
      const parsed = performance.now();
      if (!outcome.ok) throw new Error(`the CSV was refused: ${outcome.message}`);
      const valid = outcome.addresses.addresses.split('\n');
      const batches = toBatches(valid, limits.UPLOAD_BATCH_SIZE);
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
        uploadInBatches(valid, send, { size: limits.UPLOAD_BATCH_SIZE, concurrency: limits.UPLOAD_PARALLEL_REQUESTS }).pipe(toArray()),
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

main().catch((error) => {
  console.error(`[unsubscribe-csv] ${error.stack || error}`);
  process.exit(1);
});

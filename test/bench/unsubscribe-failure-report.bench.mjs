#!/usr/bin/env node
// Unsubscribe upload failure report in Chromium: uploads 20,000 addresses while the mock fails every batch,
// then records the main thread's long tasks (> 50 ms) from the Upload click until the group's card on the
// list shows "20,000 addresses did not go in" (the failing batches, the return to the list and the report),
// and again while the list page reloads and shows the report restored from IndexedDB. The same with a
// 10-address file is the control: what the flow costs with a report that costs nothing. Prints median and
// max over BENCH_RUNS runs (default 3); asserts nothing.
//
// Env: BENCH_RUNS (3), BENCH_CPU_THROTTLE (1; e.g. 4 for a slow phone), BASE_URL (use a running server
// instead of building and starting `vite preview`), CHROMIUM_PATH, E2E_DIST_DIR (the build folder).
import { PERSONAS, signIn } from '../e2e/lib/auth.mjs';
import { median, runBrowserBench } from './lib/bench.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const THROTTLE = Math.max(1, Number(process.env.BENCH_CPU_THROTTLE ?? 1));
const SIZES = [20_000, 10];
const GROUP = 'Ambassador Program';
const log = (line) => console.log(`[failure-report] ${line}`);

/** Runs in every document before the app: records every long task the browser reports. */
function instrument() {
  const bench = (window.__bench = { longTasks: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** The long tasks since `from` (ms on the page's clock). */
const longTasksSince = (page, from) =>
  page.evaluate((since) => window.__bench.longTasks.filter((task) => task.start >= since).map((task) => task.duration), from);

async function measureOnce(page, groupId, rows) {
  const csv = `email\n${Array.from({ length: rows }, (_, index) => `bench${index}@example.com`).join('\n')}\n`;
  const report = `${rows.toLocaleString('en-US')} addresses did not go in`;
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: GROUP, exact: true }) });
  await page.goto(`/unsubscribe-groups/${groupId}/upload-csv?mock-scenario=unsubscribe-groups-suppressions-500`);
  await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const upload = page.getByRole('button', { name: `Upload ${rows.toLocaleString('en-US')} addresses` });
  await upload.waitFor({ timeout: 60_000 });
  const clicked = await page.evaluate(() => performance.now());
  await upload.click();
  await card.getByText(report).waitFor({ timeout: 120_000 });
  await page.waitForTimeout(500); // a trailing long task is reported after it ends
  const upload$ = await longTasksSince(page, clicked);

  // The report again, after a reload: read from IndexedDB and rendered with the list.
  await page.reload();
  await card.getByText(report).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const reload = await longTasksSince(page, 0);

  await card.getByRole('button', { name: 'Clear', exact: true }).click();
  await card.getByText(report).waitFor({ state: 'detached' });
  return {
    uploadLongest: Math.max(0, ...upload$),
    uploadCount: upload$.filter((duration) => duration > 50).length,
    reloadLongest: Math.max(0, ...reload),
    reloadCount: reload.filter((duration) => duration > 50).length,
  };
}

await runBrowserBench(log, async ({ session, baseURL }) => {
  const { page, context } = session;
  await context.addInitScript(instrument);
  if (THROTTLE > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await signIn(page, PERSONAS.owner, '/unsubscribe-groups');
  const link = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: GROUP, exact: true }) }).getByRole('link', { name: 'Upload CSV' });
  const groupId = /\/unsubscribe-groups\/(\d+)\//.exec(await link.getAttribute('href'))?.[1];
  if (!groupId) throw new Error(`no group id for ${GROUP}`);

  const runs = Object.fromEntries(SIZES.map((rows) => [rows, []]));
  for (let index = 0; index < RUNS; index += 1) {
    for (const rows of SIZES) {
      const result = await measureOnce(page, groupId, rows);
      runs[rows].push(result);
      log(`run ${index + 1}/${RUNS}, ${rows} failed: ` + Object.entries(result).map(([key, value]) => `${key}=${value.toFixed(0)}`).join(' '));
    }
  }

  console.log(`\nfailure report: ${RUNS} runs, CPU throttle ${THROTTLE}×, ${baseURL}`);
  console.log(`  ${'metric'.padEnd(66)}${'median'.padStart(10)}${'max'.padStart(10)}  unit`);
  for (const rows of SIZES) {
    const row = (label, key, unit) => {
      const values = runs[rows].map((run) => run[key]);
      console.log(`  ${`${label} (${rows.toLocaleString('en-US')} failed)`.padEnd(66)}${median(values).toFixed(0).padStart(10)}${Math.max(...values).toFixed(0).padStart(10)}  ${unit}`);
    };
    row('longest task, Upload click → report on the card', 'uploadLongest', 'ms');
    row('long tasks > 50 ms, Upload click → report', 'uploadCount', 'count');
    row('longest task, reload of the list → restored report', 'reloadLongest', 'ms');
    row('long tasks > 50 ms, reload → restored report', 'reloadCount', 'count');
  }
  console.log('  (the browser reports only tasks over 50 ms: a longest task of 0 means there was none)');
  const errors = [...session.pageErrors, ...session.consoleErrors].filter((error) => !/status of 500/.test(String(error)));
  if (errors.length) console.log(`\n  note: ${errors.length} browser error(s) during the runs, e.g. ${errors[0]}`);
});

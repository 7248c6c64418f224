#!/usr/bin/env node
// End-to-end tests: finds (or installs) Chromium, builds the app if dist/ is missing or stale, serves it with
// `vite preview --mode mock` on a free loopback port, runs test/e2e/specs/*.e2e.mjs with Node's test
// runner one file at a time, always stops the server, and exits with the runner's code.
//
//   node test/e2e/run.mjs                 all specs
//   node test/e2e/run.mjs senders         only specs whose file name contains "senders"
//   BASE_URL=http://127.0.0.1:5173 node test/e2e/run.mjs   use an already running server (no build, no preview)
//   CHROMIUM_PATH=/path/to/chromium       use another Chromium binary
//   E2E_VERBOSE=1                         echo vite preview's output
//   E2E_NO_RETRY=1                        fail at once instead of running the failed spec files once more
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { ChromiumMissingError, resolveChromium } from './lib/chromium.mjs';
import { ensureBuilt, repoRoot, startPreview } from './lib/server.mjs';

const log = (line) => console.log(`[e2e] ${line}`);
const specsDir = join(repoRoot, 'test', 'e2e', 'specs');

function specFiles(filters) {
  const all = readdirSync(specsDir)
    .filter((name) => name.endsWith('.e2e.mjs'))
    .sort()
    .map((name) => join(specsDir, name));
  return filters.length ? all.filter((file) => filters.some((filter) => file.includes(filter))) : all;
}

/** The spec files a TAP report names in the location of a failed test (or of a failed hook or file). */
function failedFiles(tapPath, files) {
  const known = new Set(files.map((file) => resolve(file)));
  const failed = new Set();
  let inFailure = false;
  for (const line of readFileSync(tapPath, 'utf8').split('\n')) {
    if (/^\s*not ok /.test(line)) inFailure = true;
    else if (/^\s*ok /.test(line)) inFailure = false;
    const location = inFailure ? /^\s*location: '(.+\.e2e\.mjs)(?::\d+:\d+)?'/.exec(line) : null;
    if (location && known.has(resolve(location[1]))) failed.add(resolve(location[1]));
  }
  return [...failed];
}

function runSpecs(files, env, tapPath) {
  const args = [
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapPath}`,
    // node:test holds each spec file to this limit as a whole too: the two-tab durability story takes about 2 min.
    `--test-timeout=${process.env.E2E_TEST_TIMEOUT_MS ?? 300_000}`,
    ...files.map((file) => relative(repoRoot, file)),
  ];
  log(`node ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  const started = Date.now();
  const files = specFiles(process.argv.slice(2));
  if (files.length === 0) {
    console.error(`[e2e] no *.e2e.mjs files in ${relative(repoRoot, specsDir)} match ${process.argv.slice(2).join(' ')}`);
    return 1;
  }

  let chromiumPath;
  try {
    chromiumPath = resolveChromium({ log });
  } catch (error) {
    if (!(error instanceof ChromiumMissingError)) throw error;
    console.error(`[e2e] ${error.message}`);
    return 1;
  }
  log(`Chromium: ${chromiumPath}`);

  let server = null;
  let baseURL = process.env.BASE_URL;
  const stop = async () => {
    if (server) {
      const running = server;
      server = null;
      await running.stop();
      log('vite preview stopped');
    }
  };
  const onSignal = (signal) => {
    stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);

  try {
    if (baseURL) {
      log(`Using the server at BASE_URL=${baseURL}`);
    } else {
      ensureBuilt({ log });
      server = await startPreview({ log });
      baseURL = server.baseURL;
    }
    const env = { BASE_URL: baseURL, CHROMIUM_PATH: chromiumPath };
    const reports = mkdtempSync(join(tmpdir(), 'e2e-'));
    let code = await runSpecs(files, env, join(reports, 'run.tap'));
    const failed = code === 0 || process.env.E2E_NO_RETRY ? [] : failedFiles(join(reports, 'run.tap'), files);
    // A spec that fails once on a loaded two-core machine (a wait that ran out) gets one more run, alone
    // and named in the log as flaky when it then passes; one that fails twice fails the run.
    if (failed.length > 0) {
      log(`running once more the spec files that failed: ${failed.map((file) => relative(repoRoot, file)).join(', ')}`);
      code = await runSpecs(failed, env, join(reports, 'retry.tap'));
      if (code === 0) log(`FLAKY (failed, then passed alone): ${failed.map((file) => relative(repoRoot, file)).join(', ')}`);
    }
    log(`${code === 0 ? 'passed' : `failed (exit code ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return code;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[e2e] ${error.stack || error}`);
    process.exit(1);
  },
);

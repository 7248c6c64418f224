#!/usr/bin/env node
// Runs every test/bench/*.bench.mjs in turn (or those whose name contains one of the arguments) and lets
// each print its figures. Benchmarks report; they never assert times. Exit code 1 only if a benchmark crashed.
//
//   npm run bench                 all benchmarks
//   npm run bench -- first-load   only test/bench/*first-load*.bench.mjs
//   BENCH_RUNS=9 BENCH_CPU_THROTTLE=4 npm run bench
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = join(root, 'test', 'bench');
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => !filters.length || filters.some((filter) => name.includes(filter)))
  .sort();

if (!files.length) {
  console.error(`bench: no *.bench.mjs in test/bench${filters.length ? ` matching ${filters.join(' ')}` : ''}`);
  process.exit(1);
}

const results = [];
for (const name of files) {
  const file = join(dir, name);
  console.log(`\n=== ${relative(root, file)} ===`);
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { cwd: root, stdio: 'inherit' });
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  results.push({ name, code, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary ===');
for (const { name, code, seconds } of results) console.log(`  ${name.padEnd(40)} ${code === 0 ? 'ok' : `crashed (exit ${code})`}  ${seconds.toFixed(1)} s`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);

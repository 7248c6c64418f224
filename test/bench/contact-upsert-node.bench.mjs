#!/usr/bin/env node
// Bulk writes of the contact store in Node, in memory (the same SQL as the browser's worker): 100,000
// upserts in calls of 1,000 (95 % new contacts, 5 % updates of existing ones by email, each with a custom
// field value and a list membership), then a 100,000-row CSV import through `importContactsCsv` (parse,
// check, upsert: 1 % invalid rows, 1 % updates). Prints the median and max of BENCH_RUNS runs (default 3),
// wall and CPU time, with the load average (other work on the machine stretches the wall time); asserts nothing.
//
// Env: BENCH_RUNS (3), BENCH_CONTACTS (100000).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import { createModuleLoader } from '../e2e/lib/module-loader.mjs';
import { median } from './lib/bench.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CONTACTS = Math.max(1000, Number(process.env.BENCH_CONTACTS ?? 100_000));
const OWNER = 'marketing-sub';
const CALL = 1000;
const log = (line) => console.log(`[contact-upsert-node] ${line}`);

async function loadModules() {
  const vite = await createModuleLoader();
  try {
    return {
      ...(await vite.ssrLoadModule('/mocks/db/contacts/contact-database.ts')),
      ...(await vite.ssrLoadModule('/mocks/db/contacts/seed-audiences.ts')),
      ...(await vite.ssrLoadModule('/mocks/db/contacts/sql-contact-store.ts')),
    };
  } finally {
    await vite.close();
  }
}

/** A seeded store of its own (the demo accounts, the large one at 3,000 contacts), with a list of the owner's. */
async function openStore(modules, sqlite3) {
  const db = new sqlite3.oo1.DB(':memory:');
  const options = { largeAudience: { ...modules.LARGE_AUDIENCE, contacts: 3000 }, baseMs: modules.SEED_BASE_MS };
  modules.openContactDatabase(db, options);
  const store = modules.createSqlContactStore(sqlite3, db, options);
  const list = await store.createList(OWNER, 'Bench');
  const existing = (await store.readPage(OWNER, { pageSize: 1000 })).contacts.flatMap((contact) => contact.email ?? []);
  return { db, store, list, existing };
}

/** Wall and CPU milliseconds of `work`. */
async function timed(work) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  return { wall: performance.now() - started, cpu: process.cpuUsage(cpu).user / 1000 };
}

async function upserts(modules, sqlite3) {
  const { db, store, list, existing } = await openStore(modules, sqlite3);
  const updates = Math.min(existing.length, CONTACTS * 0.05);
  const inputs = Array.from({ length: CONTACTS }, (_, index) =>
    index < updates
      ? { email: existing[index].toUpperCase(), first_name: `Updated ${index}`, custom_fields: { 1: index } }
      : { email: `new.${index}@example.com`, first_name: `New ${index}`, last_name: 'Lee', custom_fields: { 1: index % 500 } },
  );
  const time = await timed(async () => {
    for (let start = 0; start < CONTACTS; start += CALL) await store.upsertContacts(OWNER, inputs.slice(start, start + CALL), { listIds: [list.id] });
  });
  const members = await store.countListMembers(OWNER, list.id);
  db.close();
  if (members !== CONTACTS) throw new Error(`the list has ${members} members, not ${CONTACTS}`);
  return time;
}

async function csvImport(modules, sqlite3) {
  const { db, store, list, existing } = await openStore(modules, sqlite3);
  const lines = ['Email,First Name,Points'];
  for (let index = 0; index < CONTACTS; index += 1) {
    if (index < CONTACTS / 100 && index < existing.length) lines.push(`${existing[index]},Updated ${index},${index}`);
    else if (index % 100 === 50) lines.push(`not-an-address-${index},Bad,1`);
    else lines.push(`new.${index}@example.com,New ${index},${index % 500}`);
  }
  const file = new TextEncoder().encode(`${lines.join('\n')}\n`);
  const plan = {
    columns: [{ kind: 'reserved', name: 'email' }, { kind: 'reserved', name: 'first_name' }, { kind: 'custom', id: 'e1_N', type: 'number' }],
    customFieldIds: { e1_N: 1 },
    listIds: [list.id],
  };
  let outcome;
  const time = await timed(async () => {
    outcome = await store.importContactsCsv(OWNER, file, plan);
  });
  db.close();
  if (outcome.requested !== CONTACTS) throw new Error(`the import read ${outcome.requested} rows, not ${CONTACTS}`);
  return time;
}

async function main() {
  const modules = await loadModules();
  const sqlite3 = await sqlite3InitModule();
  const results = { upserts: [], csvImport: [] };
  for (let run = 0; run < RUNS; run += 1) {
    results.upserts.push(await upserts(modules, sqlite3));
    results.csvImport.push(await csvImport(modules, sqlite3));
    log(`run ${run + 1}/${RUNS}: upserts ${results.upserts.at(-1).wall.toFixed(0)} ms, import ${results.csvImport.at(-1).wall.toFixed(0)} ms`);
  }
  const count = CONTACTS.toLocaleString('en-US');
  console.log(`\ncontact store bulk writes in Node, in memory: ${RUNS} runs, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  console.log(`  ${'metric'.padEnd(64)}${'median'.padStart(10)}${'max'.padStart(10)}  unit`);
  const row = (text, values) => console.log(`  ${text.padEnd(64)}${median(values).toFixed(0).padStart(10)}${Math.max(...values).toFixed(0).padStart(10)}  ms`);
  row(`${count} upserts, ${CALL.toLocaleString('en-US')} per call: wall`, results.upserts.map((time) => time.wall));
  row(`${count} upserts, ${CALL.toLocaleString('en-US')} per call: CPU`, results.upserts.map((time) => time.cpu));
  row(`${count}-row CSV import (parse, check, upsert): wall`, results.csvImport.map((time) => time.wall));
  row(`${count}-row CSV import (parse, check, upsert): CPU`, results.csvImport.map((time) => time.cpu));
}

main().catch((error) => {
  console.error(`[contact-upsert-node] ${error.stack || error}`);
  process.exit(1);
});

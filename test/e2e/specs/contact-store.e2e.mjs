// The mock's contact store in Chromium: the same contract the Node tests run (mocks/db/contacts/
// contact-store-contract.ts), here against the real thing: the page's client, the Web Worker, SQLite in
// WebAssembly and its database file in OPFS. The contract's cases run in Node (loaded through Vite); every
// store call they make goes into the page as `window.__mockContactStore[method](...args)` and its answer
// (or error) comes back. Reopening is a page reload: a new worker reads what the old one saved.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createModuleLoader } from '../lib/module-loader.mjs';
import { browserSuite } from '../lib/suite.mjs';

const vite = await createModuleLoader();
const { contactStoreContract } = await vite.ssrLoadModule('/mocks/db/contacts/contact-store-contract.ts');
const { LARGE_ACCOUNT_CONTACTS } = await vite.ssrLoadModule('/mocks/db/contacts/large-account.ts');
const { CONTACT_STORE_METHODS } = await vite.ssrLoadModule('/mocks/db/contacts/delegate-contact-store.ts');

/** Calls the page's contact store; a store error comes back as an Error with the same name and code. */
async function callInPage(page, method, args) {
  const answer = await page.evaluate(
    async ([name, values]) => {
      try {
        return { ok: true, value: await window.__mockContactStore[name](...values) };
      } catch (error) {
        return { ok: false, name: error.name, code: error.code, message: error.message };
      }
    },
    [method, args.map((arg) => (typeof arg === 'function' ? null : arg))],
  );
  if (answer.ok) return answer.value;
  throw Object.assign(new Error(answer.message), { name: answer.name, code: answer.code });
}

const storeIn = (page) => Object.fromEntries(CONTACT_STORE_METHODS.map((method) => [method, (...args) => callInPage(page, method, args)]));

/** The mock backend has started (it provides the store before the sign-in page renders). */
const ready = (page) => page.waitForFunction(() => window.__mockContactStore !== undefined);

describe('contact store in Chromium (worker, SQLite WebAssembly, OPFS)', () => {
  const suite = browserSuite('contact-store');
  let subject;

  before(async () => {
    const page = await suite.open({ timeout: 60_000 });
    await page.goto('/login');
    await ready(page);
    subject = {
      store: storeIn(page),
      reopen: async () => {
        await page.reload();
        await ready(page);
        return storeIn(page);
      },
      largeAccountContacts: LARGE_ACCOUNT_CONTACTS,
    };
  });

  after(() => vite.close());

  for (const contractCase of contactStoreContract) {
    const skip = contractCase.skip?.({ reopen: () => undefined, largeAccountContacts: LARGE_ACCOUNT_CONTACTS });
    // Every case starts from the seed: a case that changes an account puts that account back after it
    // (a full reset regenerates every demo account, seconds in OPFS).
    it(contractCase.name, { skip }, suite.step(contractCase.name.slice(0, 40), async () => {
      try {
        await contractCase.run(subject);
      } finally {
        if (contractCase.mutates) await subject.store.resetDemoContacts(contractCase.mutates);
      }
    }));
  }

  it('kept the data in OPFS: no tab fell back to memory, and nothing failed in the page', suite.step('no-errors', async () => {
    const { session } = suite;
    session.expectNoErrors();
    const persisted = await session.page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      const names = [];
      for await (const name of root.keys()) names.push(name);
      return names;
    });
    assert.ok(persisted.some((name) => name.includes('marketing-console-mock-contacts')), `OPFS holds ${persisted.join(', ')}`);
  }));
});

import { describe, it } from 'vitest';
import { contactStoreContract, type ContractSubject } from './contact-store-contract';
import { inProcessContactStore, NODE_LARGE_ACCOUNT_CONTACTS } from './node-contact-store';

// resetMockBackend() (test/setup.ts) puts the seed back before each case.
const subject: ContractSubject = { store: inProcessContactStore, largeAccountContacts: NODE_LARGE_ACCOUNT_CONTACTS };

describe('contact store, in process (Node)', () => {
  for (const { name, skip, run } of contactStoreContract) {
    const reason = skip?.(subject);
    if (reason === undefined) it(name, () => run(subject));
    else it.skip(`${name} (${reason})`, () => undefined);
  }
});

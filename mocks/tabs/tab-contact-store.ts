import { browserContactStore } from '../db/contacts/browser-contact-store';
import type { ContactStoreAdmin } from '../db/contacts/contact-store';
import { forwardContactStore, type ContactStoreMethod } from '../db/contacts/delegate-contact-store';
import { isLeaderHere, leaderOperation } from './tab-link';

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

const callOnLeader = leaderOperation('contact-store', (method: ContactStoreMethod, args: unknown[]) => (browserContactStore[method] as AnyMethod)(...args));

/**
 * The contact store every tab uses: the leader's SQLite worker, called directly in the leader and over
 * the tab channel from a follower. A follower's large-account generation shows no progress (a listener
 * cannot cross the channel).
 */
export const tabContactStore: ContactStoreAdmin = forwardContactStore(callOnLeader, {
  ensureLargeAccount: async (onProgress) => {
    if (isLeaderHere()) await browserContactStore.ensureLargeAccount(onProgress);
    else await callOnLeader('ensureLargeAccount', []);
  },
});

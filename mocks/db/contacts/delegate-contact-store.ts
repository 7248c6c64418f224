import type { ContactStoreAdmin } from './contact-store';

export type ContactStoreMethod = keyof ContactStoreAdmin;

/** Every method of the store, once (the compiler checks the list is complete): what a proxy forwards. */
const METHODS: Record<ContactStoreMethod, true> = {
  countContacts: true,
  countContactsOf: true,
  readPage: true,
  searchByEmailPrefix: true,
  filterContacts: true,
  getContacts: true,
  getEngagement: true,
  upsertContacts: true,
  updateContact: true,
  deleteContacts: true,
  deleteAllContacts: true,
  createList: true,
  getLists: true,
  deleteList: true,
  addToList: true,
  removeFromList: true,
  countListMembers: true,
  getList: true,
  renameList: true,
  deleteListWithContacts: true,
  refreshSegmentMembers: true,
  deleteFieldValues: true,
  countAudience: true,
  deliverSend: true,
  engageSend: true,
  findEntrants: true,
  recordAutomationEvents: true,
  importContactsCsv: true,
  countMatchingRows: true,
  query: true,
  ensureLargeAccount: true,
  resetDemoContacts: true,
};

export const CONTACT_STORE_METHODS = Object.keys(METHODS) as ContactStoreMethod[];

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/** A store whose every method forwards to `call(method, args)`, except those given in `overrides`. */
export function forwardContactStore(call: (method: ContactStoreMethod, args: unknown[]) => Promise<unknown>, overrides: Partial<ContactStoreAdmin> = {}): ContactStoreAdmin {
  const forwarded = Object.fromEntries(CONTACT_STORE_METHODS.map((method) => [method, (...args: unknown[]) => call(method, args)]));
  return { ...forwarded, ...overrides } as ContactStoreAdmin;
}

/** A store that forwards every call to the store `target` resolves to (opened lazily), except `overrides`. */
export function delegateContactStore(target: () => Promise<ContactStoreAdmin>, overrides: Partial<ContactStoreAdmin> = {}): ContactStoreAdmin {
  return forwardContactStore(async (method, args) => ((await target())[method] as AnyMethod)(...args), overrides);
}

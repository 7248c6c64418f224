import type { ContactStoreAdmin } from './contact-store';

let provided: ContactStoreAdmin | undefined;

/** Set once at start: the worker's client in the browser (browser.ts), the in-process store in Node (node.ts). */
export function provideContactStore(store: ContactStoreAdmin): void {
  provided = store;
}

/** The contact store the handlers and the sign-in page use. */
export function contactStore(): ContactStoreAdmin {
  if (provided === undefined) throw new Error('No contact store: import mocks/browser.ts or mocks/node.ts first');
  return provided;
}

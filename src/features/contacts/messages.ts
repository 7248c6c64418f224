/** The contacts screens' alert and notice texts (the spec words only "<name> was deleted"). */
import { formatNumber } from '@/shared/format/display-format';
import type { BulkChange } from './types';

export const CONTACTS_LOAD_FAILED_MESSAGE = 'We could not load your contacts.';
export const CONTACTS_SEARCH_FAILED_MESSAGE = 'We could not search your contacts.';
export const CONTACT_FETCH_FAILED_MESSAGE = 'We could not load this contact.';
export const DELETE_ALL_FAILED_MESSAGE = 'We could not delete all contacts.';
export const ALL_CONTACTS_DELETED_MESSAGE = 'All contacts were deleted';
export const CONTACT_CHANGES_PROCESSING_MESSAGE = 'Your changes are being processed. The table updates when they are done.';

/** Spec §8: "The delete success text is the name followed by was deleted." */
export const contactDeletedMessage = (name: string) => `${name} was deleted`;
export const contactDeleteFailedMessage = (name: string) => `We could not delete ${name}.`;

export const contactCountText = (count: number) => `${formatNumber(count)} ${count === 1 ? 'contact' : 'contacts'}`;

export const bulkVerb = (change: BulkChange) =>
  change.kind === 'delete' ? 'deleted' : change.kind === 'remove' ? 'removed from the list' : 'added to the list';

/** The alert of a bulk change's job that failed on the server. */
export const bulkJobFailedMessage = (change: BulkChange) => `Some contacts could not be ${bulkVerb(change)}.`;
export const bulkResolveFailedMessage = 'We could not gather the selected contacts. Nothing was changed.';

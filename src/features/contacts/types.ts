import type { ContactRequest } from '@/shared/audience/contact';
import type { ContactScope } from '@/shared/audience/contacts-api';
import type { BulkTarget } from '@/shared/ui/data-table/selection-model';


/** One contacts table on screen: all contacts, or one list's members ("list:<id>"). */
export type TableKey = 'all' | `list:${string}`;

export const tableKeyOf = (scope: ContactScope): TableKey => (scope.kind === 'all' ? 'all' : `list:${scope.listId}`);

/** What a table shows: its scope, and the search applied (the typed text and its SGQL), if any. */
export interface TableQuery {
  scope: ContactScope;
  search: { text: string; sgql: string } | null;
}

/** A contact to add to lists: the identifiers an upsert matches it on (ENDPOINTS.md §1). */
export type ContactIdentifiers = Pick<ContactRequest, 'email' | 'phone_number_id' | 'external_id' | 'anonymous_id'>;

/**
 * A bulk change over a selection: delete the contacts, remove them from the list the table shows, or
 * add them to lists. Delete and remove send ids; adding sends each contact's identifiers (an upsert).
 */
export type BulkChange = { kind: 'delete' } | { kind: 'remove'; listId: string } | { kind: 'add'; listIds: string[] };

export interface BulkRequest {
  key: TableKey;
  change: BulkChange;
  target: BulkTarget;
  /** How many the user confirmed. */
  count: number;
}

/** What a bulk change sends one of: a contact's id, with its identifiers when they are added to lists. */
export interface BulkItem {
  id: string;
  identifiers?: ContactIdentifiers;
}

/** Where a bulk change stands: gathering the selected contacts, sending them, or stopped. */
export type BulkPhase = 'resolving' | 'sending' | 'finished' | 'cancelled';

/** The kind of the jobs contact changes start: the poller follows them, the tables refresh after them. */
export const CONTACT_CHANGE_JOB = 'contacts-change';

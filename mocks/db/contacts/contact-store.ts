import type { ContactFilter } from './conditions';
import type { ContactImportOutcome, ContactImportPlan } from './import-contacts-csv';
import type { MailEventType } from './schema';

/**
 * The mock's contact store: contacts with their custom field values, lists and list memberships, segment
 * memberships and mail events, in SQLite (WebAssembly). The browser runs it in a Web Worker persisted in
 * OPFS (browser-contact-store.ts); Node tests run the same code in process, in memory
 * (node-contact-store.ts). Every method is async and every answer is small: pages, counts, a few rows.
 *
 * Ownership (mocks/README.md): every method takes the acting account's username and sees only its rows;
 * another account's id is treated as unknown.
 */

/** What a contact holds, as the API names its fields (ENDPOINTS.md §1). Times are ISO 8601 strings. */
export interface StoredContact {
  id: string;
  /** Lower-cased; null when the contact has only another identifier. */
  email: string | null;
  phone_number_id: string | null;
  external_id: string | null;
  anonymous_id: string | null;
  first_name: string | null;
  last_name: string | null;
  alternate_emails: string[];
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  state_province_region: string | null;
  postal_code: string | null;
  country: string | null;
  /** The reserved field `phone_number` (not an identifier), as written: `+1` and ten digits (mocks/README "Contacts"). */
  phone_number: string | null;
  /** Keyed by the custom field's table id (the `n` of `e<n>_T`). */
  custom_fields: Record<number, CustomFieldValue>;
  list_ids: string[];
  segment_ids: string[];
  created_at: string;
  updated_at: string;
}

/** Text for Text fields, a number for Number fields, an ISO 8601 UTC string for Date fields. */
export type CustomFieldValue = string | number;

export const CONTACT_TEXT_FIELDS = [
  'email',
  'phone_number_id',
  'external_id',
  'anonymous_id',
  'first_name',
  'last_name',
  'address_line_1',
  'address_line_2',
  'city',
  'state_province_region',
  'postal_code',
  'country',
  'phone_number',
] as const;
export type ContactTextField = (typeof CONTACT_TEXT_FIELDS)[number];

export const IDENTIFIER_FIELDS = ['email', 'phone_number_id', 'external_id', 'anonymous_id'] as const;
export type IdentifierField = (typeof IDENTIFIER_FIELDS)[number];

/**
 * A contact to write. Omitted fields stay as they are; null clears a field (identifiers included).
 * `custom_fields` sets the given fields and clears those given as null.
 */
export type ContactInput = Partial<Record<ContactTextField, string | null>> & {
  alternate_emails?: string[];
  custom_fields?: Record<number, CustomFieldValue | null>;
};

export type ContactSort = 'created_at' | 'updated_at' | 'email';

export interface PageRequest {
  /** 1–1000. */
  pageSize: number;
  /** The `nextPageToken` of the previous page; absent for the first page. */
  pageToken?: string;
  /**
   * Instead of a token: the page starting after this many contacts of the sort and filter (a jump to any
   * row; its `nextPageToken` then pages on). Past the last contact the page is empty.
   */
  offset?: number;
  /** Default: newest first (`created_at`, descending). */
  sort?: ContactSort;
  descending?: boolean;
  filter?: ContactFilter;
}

export interface ContactPage {
  contacts: StoredContact[];
  /** Absent on the last page. Opaque: only valid with the same sort and filter. */
  nextPageToken?: string;
}

export interface SearchResult {
  contacts: StoredContact[];
  /** Every match, not only those returned. */
  count: number;
}

export interface UpsertResult {
  /** The id of each input contact, in order. */
  ids: string[];
  created: number;
  updated: number;
  /** With `skipFailedRows`: the rows refused (their index in the input, and why); their `ids` are ''. */
  failed?: { index: number; message: string }[];
}

/** When a contact last opened, clicked and was emailed (delivered or bounced), from its mail events: ISO 8601, null when never. */
export interface ContactEngagement {
  last_opened: string | null;
  last_clicked: string | null;
  last_emailed: string | null;
}

export interface StoredList {
  id: string;
  name: string;
  contact_count: number;
  created_at: string;
  updated_at: string;
}

export interface QueryResult {
  columns: string[];
  rows: unknown[][];
}

/** A parameterised read-only statement for the segment engine: `?` placeholders, values bound in order. */
export interface ReadQuery {
  sql: string;
  params?: readonly (string | number | null)[];
  /** At most this many rows come back (1–1000, default 1000). */
  limit?: number;
}

/** Who a single send goes to (send-events.ts): all contacts or lists and segments, minus the excluded lists and segments. */
export interface MailAudience {
  all: boolean;
  listIds: readonly string[];
  segmentIds: readonly string[];
  excludeListIds: readonly string[];
  excludeSegmentIds: readonly string[];
}

/** The recipients whose draw (0–999) is in [from, to), and with `of`, whose draw % of is `index` (an A/B variation). */
export interface RecipientSlice {
  from: number;
  to: number;
  of?: number;
  index?: number;
}

export interface SendDeliveryRequest {
  /** The mail source the events name (the single send): created on first use. */
  source: { id: string; name: string; sentAt: string };
  audience: MailAudience;
  channel: 'email' | 'sms';
  slice: RecipientSlice;
  /** Per mille of the recipients that bounce; of the delivered ones that open, click (≤ open), unsubscribe and report spam. */
  rates: { bounce: number; open: number; click: number; unsubscribe: number; spamReport: number };
  /** Opens spread over this long after delivery, most of them early. */
  spreadMs: number;
}

export interface SendDelivery {
  requests: number;
  delivered: number;
  bounces: number;
}

export interface SendEngagementRequest {
  sourceId: string;
  slice: RecipientSlice;
  /** The events whose time is in (after, until]; null: from the start. */
  after: string | null;
  until: string;
}

/** Unique events of one engagement step (each contact opens, clicks… at most once per send). */
export interface SendEngagement {
  opens: number;
  clicks: number;
  unsubscribes: number;
  spam_reports: number;
}

/** Who may enter an automation in a time window (automation-entry.ts). */
export interface EntrantRequest {
  /** Added to the list by an API write; or a member of the segment, created or updated. */
  entry: { listId: string } | { segmentId: string };
  /** The window (after, until], ISO 8601. */
  after: string;
  until: string;
  /** The `cursor` of the previous page. */
  cursor?: string;
  /** 1–1000. */
  limit: number;
}

export interface Entrant {
  contact_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  /** When the contact was added to the list (or created or updated, for a segment). */
  at: string;
}

export interface EntrantPage {
  /** Oldest first. */
  entrants: Entrant[];
  /** Absent on the last page. */
  cursor?: string;
}

/** Mail events of an automation's messages, each at its time. */
export interface AutomationEventsRequest {
  /** The automation (the mail source, created on first use). */
  source: { id: string; name: string; sentAt: string };
  events: readonly { contactId: string; type: MailEventType; at: string }[];
}

export interface GenerationProgress {
  done: number;
  total: number;
}

export interface ContactStore {
  countContacts(owner: string): Promise<number>;
  /** Contacts per owner for several owners at once (the parent's billable breakdown). */
  countContactsOf(owners: readonly string[]): Promise<Record<string, number>>;
  /** Keyset-paged read, optionally filtered; or the page at an offset (`offset`), which pages on by token. */
  readPage(owner: string, request: PageRequest): Promise<ContactPage>;
  /** Contacts whose email starts with `prefix` (case-insensitive), by email, at most `limit` (≤ 1000). */
  searchByEmailPrefix(owner: string, prefix: string, limit: number): Promise<SearchResult>;
  /** The contacts matching a filter: how many, and the first `limit` (≤ 1000) newest first. */
  filterContacts(owner: string, filter: ContactFilter, limit: number): Promise<SearchResult>;
  /** The owner's contacts with these ids (at most 1000), in the order asked; unknown and foreign ids are left out. */
  getContacts(owner: string, ids: readonly string[]): Promise<StoredContact[]>;
  /** The contact's latest engagement; undefined when the id is unknown or foreign. */
  getEngagement(owner: string, id: string): Promise<ContactEngagement | undefined>;
  /**
   * Creates or updates contacts, matched on their identifiers (email first, then phone_number_id,
   * external_id, anonymous_id), and adds them to `listIds` (unknown and foreign lists are ignored).
   * One refused contact refuses them all, unless `skipFailedRows`: then the others are written and the
   * refused ones listed in `failed`.
   */
  upsertContacts(
    owner: string,
    contacts: readonly ContactInput[],
    options?: { listIds?: readonly string[]; now?: string; skipFailedRows?: boolean },
  ): Promise<UpsertResult>;
  /** Updates one contact; undefined when the id is unknown or foreign. */
  updateContact(owner: string, id: string, patch: ContactInput, now?: string): Promise<StoredContact | undefined>;
  /** Deletes the owner's contacts with these ids (their values, memberships and events go too); returns how many. */
  deleteContacts(owner: string, ids: readonly string[]): Promise<number>;
  deleteAllContacts(owner: string): Promise<number>;

  createList(owner: string, name: string, now?: string): Promise<StoredList>;
  getLists(owner: string): Promise<StoredList[]>;
  deleteList(owner: string, listId: string): Promise<boolean>;
  /** Adds contacts to a list (at `now`, default the current time); how many were not members yet (unknown ids are ignored), or undefined for an unknown or foreign list. */
  addToList(owner: string, listId: string, contactIds: readonly string[], now?: string): Promise<number | undefined>;
  /** Removes contacts from a list; how many were members, or undefined for an unknown or foreign list. */
  removeFromList(owner: string, listId: string, contactIds: readonly string[]): Promise<number | undefined>;
  /** Members of a list; undefined for an unknown or foreign list. */
  countListMembers(owner: string, listId: string): Promise<number | undefined>;
  /** One list with its member count; undefined for an unknown or foreign list. */
  getList(owner: string, listId: string): Promise<StoredList | undefined>;
  /** Renames a list (the caller checks the name); undefined for an unknown or foreign list. */
  renameList(owner: string, listId: string, name: string, now?: string): Promise<StoredList | undefined>;
  /** Deletes a list and every contact on it (with their other memberships); how many contacts went, or undefined for an unknown or foreign list. */
  deleteListWithContacts(owner: string, listId: string): Promise<number | undefined>;

  /** Makes the contacts matching `filter` the segment's members (replacing earlier ones); returns how many. */
  refreshSegmentMembers(owner: string, segmentId: string, filter: ContactFilter): Promise<number>;
  /** How many contacts a single send would reach (email: with an email; SMS: with a phone number), and how many the exclusions take out. */
  countAudience(owner: string, audience: MailAudience, channel: 'email' | 'sms'): Promise<{ count: number; excluded: number }>;
  /** The send simulator: one slice of a send's recipients gets its mail events, delivery and engagement, each at its time (SMS: counted only). */
  deliverSend(owner: string, request: SendDeliveryRequest): Promise<SendDelivery>;
  /** The send simulator: how many of a slice's opens, clicks, unsubscribes and spam reports fall in a time window. */
  engageSend(owner: string, request: SendEngagementRequest): Promise<SendEngagement>;
  /** The automation simulator: who entered an automation's list or segment in a time window, oldest first. */
  findEntrants(owner: string, request: EntrantRequest): Promise<EntrantPage>;
  /** The automation simulator: writes mail events of the owner's contacts (unknown ids skipped); how many were new. */
  recordAutomationEvents(owner: string, request: AutomationEventsRequest): Promise<number>;
  /** Drops a custom field's values from every contact of the owner (the field was deleted). */
  deleteFieldValues(owner: string, fieldId: number): Promise<number>;

  /**
   * Imports a contact CSV (gzip or not) with its mapping: parsed, checked and upserted in batches here,
   * off the page's main thread (import-contacts-csv.ts). The file's bytes are handed over: in the browser
   * their buffer moves to the worker.
   */
  importContactsCsv(owner: string, file: Uint8Array<ArrayBuffer>, plan: ContactImportPlan): Promise<ContactImportOutcome>;
  /** How many rows (identifier values in `types` order, '' for none) have an identifier an existing contact has. */
  countMatchingRows(owner: string, types: readonly IdentifierField[], rows: readonly (readonly string[])[]): Promise<number>;

  /**
   * A parameterised read-only query for the segment engine. Statements that could write are refused;
   * at most `limit` rows come back. The caller binds the owner itself.
   */
  query(query: ReadQuery): Promise<QueryResult>;

  /**
   * Generates the large persona's contacts on first use (deterministic; resumes where an interrupted
   * run stopped) and resolves at once once they exist. `onProgress` hears about every step.
   */
  ensureLargeAccount(onProgress?: (progress: GenerationProgress) => void): Promise<void>;
}

/** The mock's own controls (demo data reset), beside what handlers use. */
export interface ContactStoreAdmin extends ContactStore {
  /** Restores the demo personas' seed contacts (all, or those of `owners`); the large account keeps what it has. */
  resetDemoContacts(owners?: readonly string[]): Promise<void>;
}

/** A store failure the handlers can turn into an API error (it crosses the worker boundary by its code). */
export class ContactStoreError extends Error {
  constructor(
    readonly code: 'invalid_page_token' | 'invalid_argument' | 'read_only',
    message: string,
  ) {
    super(message);
    this.name = 'ContactStoreError';
  }
}

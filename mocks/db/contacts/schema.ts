/**
 * The contact store's tables, planned for the segment engine (ENDPOINTS.md §14): Segments 2.0 `query_dsl`
 * and SGQL v1 compile to SQL over `contacts`, `contact_field_values`, `list_members` and `mail_events`.
 *
 * - Entity rows (contacts, lists, mail sources) carry the owning account's username (`owner`). Rows that
 *   only link or describe an entity (field values, memberships, events) belong to its contact and go
 *   with it (ON DELETE CASCADE); every query reaches them through an owned contact.
 * - `seq` is the integer row key that links rows; `id` is the API's UUID.
 * - Times are unix milliseconds (INTEGER): compact at a million rows, and compared as numbers.
 * - `list_members.added_at`: when an API write added the membership (0 for seeded and generated ones).
 * - `email` is lower-cased and '' when the contact has none, so the (owner, email) index also orders pages
 *   and serves prefix search; the store keeps it unique per owner. The other identifiers are NULL when
 *   absent and unique per owner (partial indexes).
 * - First and last names are indexed as lower(…) (SQLite's lower() folds A–Z), for the contact search's
 *   case-insensitive name prefix (query-language/ compiles `lower(first_name) LIKE 'ann%'` to a range).
 * - Custom field values: one row per contact and field, in one untyped `value` column holding what the
 *   field's type calls for (TEXT for Text, REAL for Number, an ISO 8601 UTC string for Date, which sorts in
 *   time order). One index (field_id, value) then serves every comparison of every field, and a
 *   field's values never mix storage classes.
 *
 * Bump SCHEMA_VERSION when this changes: a browser database of another version is rebuilt.
 */
export const SCHEMA_VERSION = 4;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS contacts (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  owner TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  phone_number_id TEXT,
  external_id TEXT,
  anonymous_id TEXT,
  first_name TEXT,
  last_name TEXT,
  alternate_emails TEXT NOT NULL DEFAULT '[]',
  address_line_1 TEXT,
  address_line_2 TEXT,
  city TEXT,
  state_province_region TEXT,
  postal_code TEXT,
  country TEXT,
  phone_number TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS contacts_id ON contacts (id);
CREATE INDEX IF NOT EXISTS contacts_email ON contacts (owner, email);
CREATE INDEX IF NOT EXISTS contacts_first_name ON contacts (owner, lower(first_name));
CREATE INDEX IF NOT EXISTS contacts_last_name ON contacts (owner, lower(last_name));
CREATE UNIQUE INDEX IF NOT EXISTS contacts_phone_number_id ON contacts (owner, phone_number_id) WHERE phone_number_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS contacts_external_id ON contacts (owner, external_id) WHERE external_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS contacts_anonymous_id ON contacts (owner, anonymous_id) WHERE anonymous_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS contacts_created_at ON contacts (owner, created_at);
CREATE INDEX IF NOT EXISTS contacts_updated_at ON contacts (owner, updated_at);
-- The few contacts with alternate emails, so a lookup by email finds them without reading every contact.
CREATE INDEX IF NOT EXISTS contacts_with_alternate_emails ON contacts (owner) WHERE alternate_emails <> '[]';

CREATE TABLE IF NOT EXISTS contact_field_values (
  contact_seq INTEGER NOT NULL REFERENCES contacts (seq) ON DELETE CASCADE,
  field_id INTEGER NOT NULL,
  value NOT NULL,
  PRIMARY KEY (contact_seq, field_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS contact_field_values_value ON contact_field_values (field_id, value);

CREATE TABLE IF NOT EXISTS lists (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  owner TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS lists_owner ON lists (owner, created_at);

CREATE TABLE IF NOT EXISTS list_members (
  list_seq INTEGER NOT NULL REFERENCES lists (seq) ON DELETE CASCADE,
  contact_seq INTEGER NOT NULL REFERENCES contacts (seq) ON DELETE CASCADE,
  added_at INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (list_seq, contact_seq)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS list_members_contact ON list_members (contact_seq);
-- Memberships added through the API (seeded and generated ones keep added_at 0): an automation's entrants
-- are read from here (automation-entry.ts), and no other query can use this partial index.
CREATE INDEX IF NOT EXISTS list_members_added ON list_members (list_seq, added_at) WHERE added_at > 0;

CREATE TABLE IF NOT EXISTS segment_members (
  segment_id TEXT NOT NULL,
  contact_seq INTEGER NOT NULL REFERENCES contacts (seq) ON DELETE CASCADE,
  PRIMARY KEY (segment_id, contact_seq)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS segment_members_contact ON segment_members (contact_seq);

CREATE TABLE IF NOT EXISTS mail_sources (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  owner TEXT NOT NULL,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS mail_events (
  contact_seq INTEGER NOT NULL REFERENCES contacts (seq) ON DELETE CASCADE,
  type TEXT NOT NULL,
  at INTEGER NOT NULL,
  source_seq INTEGER NOT NULL,
  PRIMARY KEY (contact_seq, type, at, source_seq)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS mail_events_type_at ON mail_events (type, at);
`;

/**
 * Indexes whose keys arrive in random order while an audience is generated (emails, values, event times):
 * kept up row by row, a chunk would rewrite most of their pages. A large generation drops them and builds
 * them again afterwards, each sorted in one pass (SCHEMA_SQL does at the next open, if it was interrupted).
 */
export const DEFERRED_INDEXES = [
  'contacts_email',
  'contacts_first_name',
  'contacts_last_name',
  'contacts_phone_number_id',
  'contacts_anonymous_id',
  'contacts_updated_at',
  'contact_field_values_value',
  'mail_events_type_at',
] as const;

/** The event types the store holds (a subset of SendGrid's event webhook types). */
export const MAIL_EVENT_TYPES = ['delivered', 'open', 'click', 'bounce', 'unsubscribe', 'spamreport'] as const;
export type MailEventType = (typeof MAIL_EVENT_TYPES)[number];

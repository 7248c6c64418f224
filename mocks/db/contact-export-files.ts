import { safeCsvRow } from '@/shared/csv/csv-cell';
import type { ContactFilter } from './contacts/conditions';
import { contactStore } from './contacts/contact-store-provider';
import type { StoredContact } from './contacts/contact-store';
import type { ContactExportRecord } from './contact-exports';
import { customFieldsOf, type FieldDefinitionRecord } from './field-definitions';
import { findUser } from './users';

/**
 * The files of a contact export, written from the contact store a page at a time (the store reads in its
 * worker; a page of 1,000 contacts is formatted at a time, so no task holds the page for long) and held
 * in memory: the real API hands out pre-signed URLs to files it keeps, the mock keeps their text.
 *
 * Columns are those an import maps by itself (reserved field names, custom field names), so an export
 * imports back without remapping; CONTACT_ID, CREATED_AT and UPDATED_AT come last, read-only, as in
 * SendGrid's exports. CSV cells are formula-safe (the app's csv-cell). JSON files hold one contact per
 * line (NDJSON), keyed like the CSV's columns.
 */
const PAGE_SIZE = 1000;
const BYTES_PER_MB = 1024 * 1024;
const PART_LENGTH = 64 * 1024;

const RESERVED_COLUMNS = [
  ['EMAIL', (contact: StoredContact) => contact.email ?? ''],
  ['FIRST_NAME', (contact: StoredContact) => contact.first_name ?? ''],
  ['LAST_NAME', (contact: StoredContact) => contact.last_name ?? ''],
  ['ALTERNATE_EMAILS', (contact: StoredContact) => contact.alternate_emails.join(',')],
  ['ADDRESS_LINE_1', (contact: StoredContact) => contact.address_line_1 ?? ''],
  ['ADDRESS_LINE_2', (contact: StoredContact) => contact.address_line_2 ?? ''],
  ['CITY', (contact: StoredContact) => contact.city ?? ''],
  ['STATE_PROVINCE_REGION', (contact: StoredContact) => contact.state_province_region ?? ''],
  ['POSTAL_CODE', (contact: StoredContact) => contact.postal_code ?? ''],
  ['COUNTRY', (contact: StoredContact) => contact.country ?? ''],
  ['PHONE_NUMBER', (contact: StoredContact) => contact.phone_number ?? ''],
  ['PHONE_NUMBER_ID', (contact: StoredContact) => contact.phone_number_id ?? ''],
  ['EXTERNAL_ID', (contact: StoredContact) => contact.external_id ?? ''],
  ['ANONYMOUS_ID', (contact: StoredContact) => contact.anonymous_id ?? ''],
] as const;

const TRAILING_COLUMNS = [
  ['CREATED_AT', (contact: StoredContact) => contact.created_at],
  ['UPDATED_AT', (contact: StoredContact) => contact.updated_at],
  ['CONTACT_ID', (contact: StoredContact) => contact.id],
] as const;

type Cell = (contact: StoredContact) => string;

function columnsFor(fields: readonly FieldDefinitionRecord[]): { header: string[]; cells: Cell[] } {
  const custom: [string, Cell][] = fields.map((field) => [field.name, (contact) => String(contact.custom_fields[field.id] ?? '')]);
  const columns: (readonly [string, Cell])[] = [...RESERVED_COLUMNS, ...custom, ...TRAILING_COLUMNS];
  return { header: columns.map(([name]) => name), cells: columns.map(([, cell]) => cell) };
}

/** Every contact the export covers, a page at a time. */
async function* contactPages(owner: string, filter: ContactFilter | undefined): AsyncGenerator<StoredContact[]> {
  let pageToken: string | undefined;
  do {
    const page = await contactStore().readPage(owner, { pageSize: PAGE_SIZE, ...(pageToken ? { pageToken } : {}), ...(filter ? { filter } : {}) });
    yield page.contacts;
    pageToken = page.nextPageToken;
  } while (pageToken !== undefined);
}

export interface ExportFiles {
  /** Each file's text in parts of about 64 KB (never one string: a file may hold a million lines). */
  files: string[][];
  contactCount: number;
}

/**
 * Writes the export's files. `filter` selects the contacts (undefined: all of them). A file is closed
 * once it reaches the export's `max_file_size`, and the next one starts with the header again.
 */
export async function writeExportFiles(record: ContactExportRecord, filter: ContactFilter | undefined): Promise<ExportFiles> {
  const owner = findUser(record.owner);
  const { header, cells } = columnsFor(owner ? customFieldsOf(owner) : []);
  const maxBytes = record.max_file_size * BYTES_PER_MB;
  const files: string[][] = [];
  let parts: string[] = [];
  let bytes = 0;
  let contactCount = 0;
  const headerLine = `${safeCsvRow(header)}\r\n`;

  // Lines are gathered into parts of about 64 KB: a Blob made of a million one-line parts would cost far more.
  let pending = '';
  const flush = () => {
    if (pending !== '') parts.push(pending);
    pending = '';
  };
  const close = () => {
    flush();
    if (parts.length > 0) files.push(parts);
    parts = [];
    bytes = 0;
  };
  const append = (line: string) => {
    pending += line;
    bytes += line.length;
    if (pending.length >= PART_LENGTH) flush();
  };
  /** A contact's line; a file that would grow past the limit is closed first, and a CSV file starts with the header. */
  const add = (line: string) => {
    if (bytes > 0 && bytes + line.length > maxBytes) close();
    if (bytes === 0 && record.file_type === 'csv') append(headerLine);
    append(line);
  };

  for await (const contacts of contactPages(record.owner, filter)) {
    contactCount += contacts.length;
    const rows = contacts.map((contact) => cells.map((cell) => cell(contact)));
    for (const row of rows) {
      if (record.file_type === 'csv') {
        add(`${safeCsvRow(row)}\r\n`);
      } else {
        add(`${JSON.stringify(Object.fromEntries(header.map((name, index) => [name.toLowerCase(), row[index]])))}\n`);
      }
    }
  }
  if (record.file_type === 'csv' && files.length === 0 && bytes === 0) append(headerLine);
  close();
  return { files, contactCount };
}

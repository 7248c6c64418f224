import type { BindableValue, Database } from '@sqlite.org/sqlite-wasm';
import { ContactStoreError, type AutomationEventsRequest, type EntrantPage, type EntrantRequest } from './contact-store';

/**
 * The automation simulator's side of the contact store (mocks/db/automation-simulator.ts): who enters an
 * automation, and the mail events of its messages (source kind 'automation', its id the automation's, so
 * a segment on "opened automation X" sees them).
 *
 * Entrants of a list are the memberships an API write added in the window (`list_members.added_at`, over
 * its partial index); of a segment, its members created or updated in the window (a segment's members
 * change when it is refreshed). Pages run in (time, seq) order, so contacts added by one import at one
 * instant page without loss.
 */
const MAX_PAGE = 1000;

type Row = Record<string, BindableValue>;

const encodeCursor = (at: number, seq: number) => `${at}.${seq}`;

function decodeCursor(cursor: string | undefined, afterMs: number): [number, number] {
  if (cursor === undefined) return [afterMs, Number.MAX_SAFE_INTEGER];
  const match = /^(\d+)\.(\d+)$/.exec(cursor);
  if (!match) throw new ContactStoreError('invalid_page_token', 'invalid entrant cursor');
  return [Number(match[1]), Number(match[2])];
}

function instant(value: string, what: string): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new ContactStoreError('invalid_argument', `${what} must be an ISO 8601 date`);
  return ms;
}

export function createAutomationEntry(db: Database) {
  const all = (sql: string, params: BindableValue[]) => db.selectObjects(sql, params) as Row[];

  return {
    findEntrants(owner: string, request: EntrantRequest): EntrantPage {
      const limit = request.limit;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) throw new ContactStoreError('invalid_argument', `limit must be an integer from 1 to ${MAX_PAGE}`);
      const [fromAt, fromSeq] = decodeCursor(request.cursor, instant(request.after, 'after'));
      const until = instant(request.until, 'until');
      const columns = "c.seq, c.id, c.email, c.first_name, c.last_name";
      // `added_at > 0` repeats the partial index's condition so the planner may use it.
      const rows =
        'listId' in request.entry
          ? all(
              `SELECT ${columns}, m.added_at AS at FROM list_members m JOIN contacts c ON c.seq = m.contact_seq
               WHERE m.list_seq = (SELECT seq FROM lists WHERE owner = ? AND id = ?) AND m.added_at > 0 AND (m.added_at, m.contact_seq) > (?, ?) AND m.added_at <= ? AND c.email <> ''
               ORDER BY m.added_at, m.contact_seq LIMIT ?`,
              [owner, request.entry.listId, fromAt, fromSeq, until, limit + 1],
            )
          : all(
              `SELECT ${columns}, c.updated_at AS at FROM contacts c
               WHERE c.owner = ? AND (c.updated_at, c.seq) > (?, ?) AND c.updated_at <= ? AND c.email <> ''
                 AND c.seq IN (SELECT contact_seq FROM segment_members WHERE segment_id = ?)
               ORDER BY c.updated_at, c.seq LIMIT ?`,
              [owner, fromAt, fromSeq, until, request.entry.segmentId, limit + 1],
            );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        entrants: page.map((row) => ({
          contact_id: String(row.id),
          email: String(row.email),
          first_name: row.first_name === null ? null : String(row.first_name),
          last_name: row.last_name === null ? null : String(row.last_name),
          at: new Date(Number(row.at)).toISOString(),
        })),
        ...(rows.length > limit && last !== undefined ? { cursor: encodeCursor(Number(last.at), Number(last.seq)) } : {}),
      };
    },

    /** Writes the events of the owner's contacts named (unknown and foreign ones are skipped); returns how many were new. */
    recordEvents(owner: string, request: AutomationEventsRequest): number {
      if (request.events.length === 0) return 0;
      return db.transaction(() => {
        db.exec({
          sql: "INSERT OR IGNORE INTO mail_sources (id, owner, kind, name, sent_at) VALUES (?, ?, 'automation', ?, ?)",
          bind: [request.source.id, owner, request.source.name, instant(request.source.sentAt, 'sentAt')],
        });
        const events = request.events.map((event) => [event.contactId, event.type, instant(event.at, 'at')]);
        db.exec({
          sql: `INSERT OR IGNORE INTO mail_events (contact_seq, type, at, source_seq)
            SELECT c.seq, e.value->>1, e.value->>2, s.seq FROM json_each(?) e
            JOIN contacts c ON c.owner = ? AND c.id = e.value->>0
            JOIN mail_sources s ON s.owner = ? AND s.id = ?`,
          bind: [JSON.stringify(events), owner, owner, request.source.id],
        });
        return db.changes();
      });
    },
  };
}

import { notifyDbChange } from './changes';
import { sendersTable } from './senders';
import { sessionsTable } from './sessions';
import type { TableDump } from './table';

/**
 * Every persisted table. A new entity adds its table here (and its seed rows in seed.ts); bump
 * SNAPSHOT_VERSION in persistence.ts when the shape changes so old browser snapshots are reseeded.
 */
const tables = {
  senders: sendersTable,
  sessions: sessionsTable,
};

type Tables = typeof tables;
export type DbSnapshot = {
  [Name in keyof Tables]: Tables[Name] extends { dump(): infer Dump } ? Dump : never;
};

export function dumpDb(): DbSnapshot {
  return { senders: tables.senders.dump(), sessions: tables.sessions.dump() };
}

export function loadDb(snapshot: DbSnapshot): void {
  tables.senders.load(snapshot.senders);
  tables.sessions.load(snapshot.sessions);
  notifyDbChange();
}

export function emptyDump<Row>(): TableDump<Row> {
  return { rows: [], sequence: 0 };
}

import { notifyDbChange } from './changes';
import { fieldDefinitionsTable } from './field-definitions';
import { integrationsTable } from './integrations';
import { notificationRecipientsTable } from './notification-recipients';
import { scopeRequestsTable } from './scope-requests';
import { sendersTable } from './senders';
import { sessionsTable } from './sessions';
import { globalSuppressionsTable, groupSuppressionsTable } from './suppressions';
import { messagingServicesTable, smsAccountsTable } from './sms-accounts';
import type { TableDump } from './table';
import { unsubscribeGroupsTable } from './unsubscribe-groups';

/**
 * Every persisted table. A new entity adds its table here (and its seed rows in seed.ts); bump
 * SNAPSHOT_VERSION in persistence.ts when the shape changes so old browser snapshots are reseeded.
 */
const tables = {
  senders: sendersTable,
  fieldDefinitions: fieldDefinitionsTable,
  unsubscribeGroups: unsubscribeGroupsTable,
  groupSuppressions: groupSuppressionsTable,
  globalSuppressions: globalSuppressionsTable,
  sessions: sessionsTable,
  integrations: integrationsTable,
  smsAccounts: smsAccountsTable,
  smsMessagingServices: messagingServicesTable,
  notificationRecipients: notificationRecipientsTable,
  scopeRequests: scopeRequestsTable,
};

type Tables = typeof tables;
type TableName = keyof Tables;
export type DbSnapshot = {
  [Name in TableName]: Tables[Name] extends { dump(): infer Dump } ? Dump : never;
};

const tableNames = Object.keys(tables) as TableName[];

export function dumpDb(): DbSnapshot {
  return Object.fromEntries(tableNames.map((name) => [name, tables[name].dump()])) as DbSnapshot;
}

export function loadDb(snapshot: DbSnapshot): void {
  for (const name of tableNames) {
    // A snapshot saved before a table existed simply leaves that table empty.
    (tables[name] as { load(dump: TableDump<unknown>): void }).load(snapshot[name] ?? emptyDump());
  }
  notifyDbChange();
}

export function emptyDump<Row>(): TableDump<Row> {
  return { rows: [], sequence: 0 };
}

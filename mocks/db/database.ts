import { adCampaignsTable, adSettingsTable } from './ads';
import { automationContactsTable } from './automation-contacts';
import { automationActivitySeedsTable } from './automation-simulator-seed';
import { automationsTable } from './automations';
import { notifyDbChange } from './changes';
import { contactExportsTable } from './contact-exports';
import { designsTable } from './designs';
import { emailTestingCreditsTable, emailTestsTable } from './email-testing';
import { fieldDefinitionsTable } from './field-definitions';
import { imagesTable } from './images';
import { integrationsTable } from './integrations';
import { notificationRecipientsTable } from './notification-recipients';
import { scopeRequestsTable } from './scope-requests';
import { segmentsTable } from './segments';
import { sendersTable } from './senders';
import { sessionsTable } from './sessions';
import { sendStatsTable } from './single-send-stats';
import { singleSendsTable } from './single-sends';
import { signupFormsTable } from './signup-forms';
import { globalSuppressionsTable, groupSuppressionsTable } from './suppressions';
import { messagingServicesTable, smsAccountsTable } from './sms-accounts';
import type { AnyTable, TableDump } from './table';
import { templatesTable, templateVersionsTable } from './templates';
import { unsubscribeGroupsTable } from './unsubscribe-groups';

/**
 * Every persisted table. A new entity adds its table here (and its seed rows in seed.ts); bump
 * STORAGE_FORMAT in persistence.ts when the shape changes so old browser data is reseeded.
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
  segments: segmentsTable,
  contactExports: contactExportsTable,
  designs: designsTable,
  images: imagesTable,
  emailTestingCredits: emailTestingCreditsTable,
  emailTests: emailTestsTable,
  singleSends: singleSendsTable,
  singleSendStats: sendStatsTable,
  adSettings: adSettingsTable,
  adCampaigns: adCampaignsTable,
  signupForms: signupFormsTable,
  templates: templatesTable,
  templateVersions: templateVersionsTable,
  automations: automationsTable,
  automationContacts: automationContactsTable,
  automationActivitySeeds: automationActivitySeedsTable,
};

type Tables = typeof tables;
export type TableName = keyof Tables;
export type DbSnapshot = {
  [Name in TableName]: Tables[Name] extends { dump(): infer Dump } ? Dump : never;
};

export const tableNames = Object.keys(tables) as TableName[];

export const persistedTable = (name: TableName): AnyTable => tables[name];

const namesByTable = new Map<AnyTable, TableName>(tableNames.map((name) => [tables[name], name]));

/** The name a table is persisted under; undefined for a table that is not persisted. */
export const tableNameOf = (table: AnyTable): TableName | undefined => namesByTable.get(table);

export function dumpDb(): DbSnapshot {
  return Object.fromEntries(tableNames.map((name) => [name, tables[name].dump()])) as DbSnapshot;
}

export function loadDb(snapshot: DbSnapshot): void {
  // A snapshot saved before a table existed simply leaves that table empty.
  loadTables(Object.fromEntries(tableNames.map((name) => [name, snapshot[name] ?? emptyDump()])));
  notifyDbChange({ kind: 'all' });
}

/**
 * Replaces the content of the named tables, without notifying: a restore in steps (persistence.ts) loads
 * rows that are stored already.
 */
export function loadTables(dumps: Partial<Record<TableName, TableDump<unknown>>>): void {
  for (const [name, dump] of Object.entries(dumps) as Array<[TableName, TableDump<unknown>]>) {
    (tables[name] as { load(dump: TableDump<unknown>): void }).load(dump);
  }
}

export function emptyDump<Row>(): TableDump<Row> {
  return { rows: [], sequence: 0 };
}

import type { AutomationContactDto, AutomationContactsSummaryDto, AutomationContactState } from '@/shared/sending/automation';
import { allMessages } from '@/shared/sending/automation-tree';
import type { AutomationRecord } from './automations';
import type { SentMessage } from './automation-simulator-mail';
import { createTable } from './table';

/**
 * Where each contact is in each automation (GET /marketing/automations/{id}/contacts): one row per
 * automation and contact (a contact enters an automation at most once), moved on by the simulator
 * (automation-simulator.ts). The row keeps the contact's path so far (the emails sent, with what the
 * contact did with them: the automation's statistics are read from these, automation-stats.ts) and the
 * email and name it entered with, so the list still reads after the contact is deleted.
 */
export interface AutomationContactRecord {
  /** `<automation id>|<contact id>`. */
  id: string;
  owner: string;
  automation_id: string;
  contact_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  state: AutomationContactState;
  entered_at: string;
  updated_at: string;
  /** Waiting: the email it waits for and when it goes out. */
  next_number: number | null;
  next_send_at: string | null;
  /** The arm taken at each branching step passed, by the step's id. */
  arms: Record<string, 'yes' | 'no'>;
  /** The emails sent, in order. */
  sent: SentMessage[];
  /** Why it left before the end (exited, reached_goal, removed). */
  left_because?: 'exit_criteria' | 'goal' | 'bounced' | 'unsubscribed' | 'disabled' | 'deleted';
}

export const automationContactsTable = createTable<AutomationContactRecord>();

export const automationContactId = (automationId: string, contactId: string) => `${automationId}|${contactId}`;

export const contactsOfAutomation = (automationId: string): AutomationContactRecord[] =>
  automationContactsTable.all().filter((row) => row.automation_id === automationId);

export function toAutomationContactDto(row: AutomationContactRecord): AutomationContactDto {
  const waiting = row.state === 'waiting';
  return {
    contact_id: row.contact_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    state: row.state,
    message_number: waiting ? row.next_number : (row.sent.at(-1)?.number ?? null),
    next_send_at: waiting ? row.next_send_at : null,
    entered_at: row.entered_at,
    updated_at: row.updated_at,
  };
}

const STATES: readonly AutomationContactState[] = ['waiting', 'completed', 'exited', 'reached_goal', 'removed'];

export const isContactState = (value: string): value is AutomationContactState => (STATES as readonly string[]).includes(value);

/** Contacts by state, and per email of the automation (timeline order) how many wait for it and were sent it. */
export function summarize(automation: Pick<AutomationRecord, 'steps'>, rows: readonly AutomationContactRecord[]): AutomationContactsSummaryDto {
  const byState = Object.fromEntries(STATES.map((state) => [state, 0])) as Record<AutomationContactState, number>;
  const byMessage = new Map(allMessages(automation.steps).map((message) => [message.number, { number: message.number, waiting: 0, sent: 0 }]));
  for (const row of rows) {
    byState[row.state] += 1;
    if (row.state === 'waiting' && row.next_number !== null) {
      const counts = byMessage.get(row.next_number);
      if (counts) counts.waiting += 1;
    }
    for (const sent of row.sent) {
      const counts = byMessage.get(sent.number);
      if (counts) counts.sent += 1;
    }
  }
  return { total: rows.length, by_state: byState, by_message: [...byMessage.values()] };
}

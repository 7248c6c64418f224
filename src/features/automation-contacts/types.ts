import type { AutomationContactState, AutomationMessageDto } from '@/shared/sending/automation';

/** The contact list's filters: '' is every state, every message. */
export interface ContactListFilters {
  state: AutomationContactState | '';
  messageNumber: number | null;
}

export const NO_CONTACT_FILTERS: ContactListFilters = { state: '', messageNumber: null };

export const CONTACT_STATE_LABELS: Record<AutomationContactState, string> = {
  waiting: 'Waiting',
  completed: 'Completed',
  exited: 'Exited',
  reached_goal: 'Reached the goal',
  removed: 'Removed',
};

/** How the automations screens name a message: "Email 2: Welcome aboard". */
export const emailLabel = (message: Pick<AutomationMessageDto, 'number' | 'subject'>) =>
  `Email ${message.number}: ${message.subject.trim() === '' ? 'No subject yet' : message.subject}`;

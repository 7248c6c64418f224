import type { AutomationRuleDto, BranchCondition, DelayAnchor, DelayUnit } from '@/shared/sending/automation';
import type { AutomationMessageField } from '@/shared/sending/automation-readiness';

export type EntryKind = 'list' | 'segment';

/** The entry list or segment as the form edits it: '' for none chosen. */
export interface EntryDraft {
  kind: EntryKind;
  listId: string;
  segmentId: string;
}

/** Exit criteria or a goal as the form edits them; the flags are the server's, kept until they are replaced. */
export interface CriteriaDraft {
  match: 'any' | 'all';
  rules: AutomationRuleDto[];
  invalid: boolean;
  tooComplex: boolean;
}

/** A message's delay and inbox options (its content is the email editor's). */
export interface MessageDraft {
  /** As typed: a whole number once valid. */
  amount: string;
  unit: DelayUnit;
  after: DelayAnchor;
  /** '' for none chosen. */
  senderId: string;
  subject: string;
  preheader: string;
}

export type UnsubscribeMode = 'group' | 'custom';

/** Everything the detail form edits; saved by one PATCH of what changed (draft.ts). */
export interface AutomationDraft {
  name: string;
  entry: EntryDraft;
  exitCriteria: CriteriaDraft | null;
  goal: CriteriaDraft | null;
  ipPool: string;
  categories: string[];
  unsubscribeMode: UnsubscribeMode;
  /** '' for none chosen. */
  groupId: string;
  customUnsubscribeUrl: string;
  /** By message number. */
  messages: Record<number, MessageDraft>;
  /** Each branching step's condition, by its id. */
  branches: Record<string, BranchCondition>;
}

/** Where a problem is shown: a field of the form, the timeline, one email, or the list above the form only. */
export type ProblemPlace = 'name' | 'entry' | 'unsubscribe' | 'exit_criteria' | 'goal' | 'messages' | 'message' | 'categories' | 'ip_pool' | 'general';

/** A problem of the automation, from Validate (the shared set-live rules) or from the server's answer. */
export interface PlacedProblem {
  place: ProblemPlace;
  message: string;
  messageNumber?: number;
  messageField?: AutomationMessageField;
}

/**
 * An automation as the designed API answers it (automations are not in the published API: see
 * mocks/README.md "Automations"), shared by the automations features and the mock. Contacts enter when
 * they are added to the entry list or start to match the entry segment, then receive the messages of
 * the step tree on their delays; a branching step splits them on whether they opened or clicked the
 * message before it. Exit criteria take a contact out early; a goal counts a conversion (and takes the
 * contact out, like SendGrid's goal).
 */
export type AutomationStatus = 'draft' | 'live' | 'disabled' | 'paused';

/** Where a message's delay counts from: the contact's entry, or the message before it on its path. */
export type DelayAnchor = 'entry' | 'previous';
export type DelayUnit = 'hours' | 'days';

export interface DelayDto {
  /** Whole units, 0 (at once) or more; see AUTOMATION_LIMITS.delay for the maxima. */
  amount: number;
  unit: DelayUnit;
  after: DelayAnchor;
}

/** Exactly one of the two is set on a saved automation; both null on a new draft. */
export interface EntryCriteriaDto {
  list_id: string | null;
  segment_id: string | null;
}

/**
 * One rule of exit criteria or of a goal. `query` is what an API client may have written that this UI
 * cannot show as rules: the criteria holding one are flagged `too_complex` and shown read-only.
 */
export type AutomationRuleDto =
  | { kind: 'opened_any' }
  | { kind: 'clicked_any' }
  | { kind: 'clicked_url'; url_contains: string }
  | { kind: 'added_to_list'; list_id: string }
  | { kind: 'in_segment'; segment_id: string }
  | { kind: 'query'; query_dsl: string };

export interface CriteriaDto {
  /** Whether any one rule or all of them must hold. */
  match: 'any' | 'all';
  rules: AutomationRuleDto[];
  /** Server-set: a rule names a list or segment that no longer exists (or a segment that is invalid). */
  invalid: boolean;
  /** Server-set: more rules than AUTOMATION_LIMITS.criteriaRules, or a `query` rule. */
  too_complex: boolean;
}

/** What a request writes of criteria: the server sets the flags. */
export type CriteriaRequestDto = Pick<CriteriaDto, 'match' | 'rules'>;

export interface AutomationMessageDto {
  /** A UUID: the stats' step_id and the editor analytics' messageId. */
  id: string;
  /** The message number of the routes (`messages/:messageNum`): 1, 2, 3… in creation order, never reused. */
  number: number;
  delay: DelayDto;
  // "Inbox options": what the recipient's inbox shows of the message.
  sender_id: number | null;
  subject: string;
  preheader: string;
  html_content: string;
  /** The designed field beside html_content (mocks/README.md): a design editor email's document, else null. */
  design_document?: object | null;
  plain_content: string;
  editor: 'design' | 'code';
  updated_at: string;
}

export type BranchCondition = 'opened' | 'clicked';

/** A branching step: splits the contacts on the last message before it (its sequence's last message). */
export interface BranchDto {
  id: string;
  condition: BranchCondition;
  /** Contacts who opened (or clicked) the message before the branch. */
  yes: StepSequenceDto;
  /** Everyone else, decided when the first message of `yes` would be sent (or at once when `yes` is empty). */
  no: StepSequenceDto;
}

/** Messages in order, optionally ending in a branching step. The root sequence's id is 'root'. */
export interface StepSequenceDto {
  id: string;
  messages: AutomationMessageDto[];
  branch: BranchDto | null;
}

export interface AutomationDto {
  id: string;
  name: string;
  status: AutomationStatus;
  entry: EntryCriteriaDto;
  exit_criteria: CriteriaDto | null;
  goal: CriteriaDto | null;
  ip_pool: string | null;
  categories: string[];
  suppression_group_id: number | null;
  custom_unsubscribe_url: string | null;
  steps: StepSequenceDto;
  /** The next message number to be given (numbers are never reused). */
  next_message_number: number;
  created_at: string;
  updated_at: string;
  /** When it last went live; null while it never has. */
  live_at: string | null;
}

/** A row of GET /marketing/automations. */
export interface AutomationShortDto {
  id: string;
  name: string;
  status: AutomationStatus;
  entry: EntryCriteriaDto;
  /** The entry list's or segment's name, null when none is chosen or it no longer exists. */
  entry_name: string | null;
  message_count: number;
  has_exit_criteria: boolean;
  has_goal: boolean;
  created_at: string;
  updated_at: string;
}

/** What the form's save writes of one message: its delay and inbox options (content goes by the message PATCH). */
export interface MessageSettingsDto {
  number: number;
  delay?: DelayDto;
  sender_id?: number | null;
  subject?: string;
  preheader?: string;
}

/** PATCH /marketing/automations/{id}: every field optional. */
export interface AutomationRequestDto {
  name?: string;
  entry?: EntryCriteriaDto;
  exit_criteria?: CriteriaRequestDto | null;
  goal?: CriteriaRequestDto | null;
  ip_pool?: string | null;
  categories?: string[];
  suppression_group_id?: number | null;
  custom_unsubscribe_url?: string | null;
  messages?: MessageSettingsDto[];
  branches?: Array<{ id: string; condition: BranchCondition }>;
}

/** PATCH /marketing/automations/{id}/messages/{number}: the editor's content and the message's settings. */
export type MessageRequestDto = Partial<Pick<AutomationMessageDto, 'delay' | 'sender_id' | 'subject' | 'preheader' | 'html_content' | 'design_document' | 'plain_content' | 'editor'>>;

/** POST /marketing/automations/{id}/messages: a new message at the end of a sequence. */
export interface MessageCreateDto {
  sequence_id: string;
  /** Copies a design's content (GET /designs/{id} or a pre-built); blank when absent. */
  design_id?: string;
  editor?: 'design' | 'code';
}

/** Where a contact is in an automation (GET /marketing/automations/{id}/contacts). */
export type AutomationContactState = 'waiting' | 'completed' | 'exited' | 'reached_goal' | 'removed';

export interface AutomationContactDto {
  contact_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  state: AutomationContactState;
  /** The message the contact waits for ('waiting'), or the last one sent otherwise; null before any. */
  message_number: number | null;
  /** When the awaited message goes out ('waiting' only). */
  next_send_at: string | null;
  entered_at: string;
  updated_at: string;
}

export interface AutomationContactsSummaryDto {
  total: number;
  by_state: Record<AutomationContactState, number>;
  /** Per message: contacts waiting for it and contacts it was sent to. */
  by_message: Array<{ number: number; waiting: number; sent: number }>;
}

/** A field error of the automations endpoints; `message_number` points at one message where it applies. */
export interface AutomationErrorDto {
  field: string | null;
  message: string;
  error_id?: string;
  message_number?: number;
}

export const ROOT_SEQUENCE_ID = 'root';
export const AUTOMATIONS_PATH = '/marketing/automations';
export const automationPath = (id: string) => `${AUTOMATIONS_PATH}/${encodeURIComponent(id)}`;

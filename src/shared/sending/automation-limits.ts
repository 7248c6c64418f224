/** The automations' limits (sending-and-content.md §5, §8, §9, and designed values written up in mocks/README.md). */
export const AUTOMATION_LIMITS = {
  /** Spec §9: automations that have exit criteria, per account (duplicate, save and set live check it). */
  exitCriteriaAutomations: 15,
  /** Designed (the spec names a "goal maximum" without its value): automations that have a goal, per account. */
  goalAutomations: 10,
  nameLength: 100,
  categories: 10,
  bulkDeleteIds: 50,
  /** Designed: messages in one automation, over every path. */
  messages: 20,
  /** Designed: branching steps nested at most this deep. */
  branchDepth: 3,
  /** Designed: rules in exit criteria or a goal before they are "too complex" for this UI. */
  criteriaRules: 5,
  /** Designed: the longest delay of one message. */
  delay: { hours: 720, days: 365 },
} as const;

export const AUTOMATION_MESSAGES = {
  nameRequired: 'Please name your automation.',
  nameTooLong: `The name must not exceed ${AUTOMATION_LIMITS.nameLength} characters.`,
  entryRequired: 'Choose a list or a segment that contacts enter the automation from.',
  exitCriteriaLimit: `You have reached the maximum of ${AUTOMATION_LIMITS.exitCriteriaAutomations} automations with exit criteria. Remove the exit criteria of another automation first.`,
  goalLimit: `You have reached the maximum of ${AUTOMATION_LIMITS.goalAutomations} automations with a goal. Remove the goal of another automation first.`,
  exitCriteriaNeedsAdvanced: 'Exit criteria need the Advanced package.',
  featureNeedsAdvanced: 'Automations need the Advanced plan.',
  criteriaInvalid: 'These criteria name a list or segment that no longer exists or is invalid: choose another.',
  criteriaTooComplex: 'These criteria are too complex to edit here. Replace them with simpler ones, or keep them as they are.',
  unsubscribe: 'Select an unsubscribe group or enter a valid custom unsubscribe URL.',
  customUrl: 'The custom unsubscribe URL must start with http:// or https://.',
  noMessages: 'Add at least one email.',
  messageSender: 'Sender is a required field.',
  messageSubject: 'Subject is a required field.',
  messageContent: 'The email has no content.',
  messageUnsubscribe: 'The email needs an unsubscribe link.',
  messageHandlebars: 'Fix the Handlebars issues in the content before setting the automation live.',
  tooManyMessages: `An automation can have at most ${AUTOMATION_LIMITS.messages} emails.`,
  branchDepth: `Branching steps can be nested at most ${AUTOMATION_LIMITS.branchDepth} deep.`,
  branchNeedsMessage: 'A branching step needs an email before it.',
  entryGone: 'The entry list or segment no longer exists or is invalid: choose another.',
  messageSenderGone: 'The sender of this email no longer exists or is not verified: choose another.',
  delayWhole: 'The delay must be a whole number, 0 or more.',
  delayTooLong: `A delay can be at most ${AUTOMATION_LIMITS.delay.hours} hours or ${AUTOMATION_LIMITS.delay.days} days.`,
  disableConfirm: 'Contacts in the automation leave it and receive nothing more: disabling stops all emails of this automation.',
  liveNotEditable: 'Disable the automation before changing it.',
} as const;

/** Starting points of /automations/choose; the mock builds each one's messages. */
export const AUTOMATION_TEMPLATES = [
  { key: 'blank', name: 'Untitled Automation', title: 'Blank automation', description: 'Start from nothing: choose the entry list or segment and add your own emails.' },
  {
    key: 'welcome',
    name: 'Untitled Welcome Series',
    title: 'Welcome series',
    description: 'Greet new contacts: a welcome email at once, then two more a few days apart.',
  },
  {
    key: 'reengagement',
    name: 'Untitled Re-engagement Series',
    title: 'Re-engagement series',
    description: 'Win back quiet contacts: a check-in email, then a different follow-up for those who opened it and those who did not.',
  },
] as const;

export type AutomationTemplateKey = (typeof AUTOMATION_TEMPLATES)[number]['key'];

import type { PlacedProblem } from './types';

/** The ids of the form's controls and sections, so that a listed problem can take the focus to its place. */
export const FIELD_IDS = {
  name: 'automation-name',
  entry: 'automation-entry',
  unsubscribe: 'automation-unsubscribe',
  customUrl: 'automation-custom-unsubscribe-url',
  exitCriteria: 'automation-exit-criteria',
  goal: 'automation-goal',
  category: 'automation-category',
  ipPool: 'automation-ip-pool',
  timeline: 'automation-timeline',
} as const;

export const messageFieldId = (number: number, field?: 'sender' | 'subject' | 'delay') => (field ? `automation-email-${number}-${field}` : `automation-email-${number}`);

/** Where the focus goes for a problem; undefined for one that has no place in the form. */
export function fieldIdOf(problem: PlacedProblem, customUnsubscribe: boolean): string | undefined {
  switch (problem.place) {
    case 'name':
      return FIELD_IDS.name;
    case 'entry':
      return FIELD_IDS.entry;
    case 'unsubscribe':
      return customUnsubscribe ? FIELD_IDS.customUrl : FIELD_IDS.unsubscribe;
    case 'exit_criteria':
      return FIELD_IDS.exitCriteria;
    case 'goal':
      return FIELD_IDS.goal;
    case 'categories':
      return FIELD_IDS.category;
    case 'ip_pool':
      return FIELD_IDS.ipPool;
    case 'messages':
      return FIELD_IDS.timeline;
    case 'message': {
      if (problem.messageNumber === undefined) return FIELD_IDS.timeline;
      const field = problem.messageField;
      return messageFieldId(problem.messageNumber, field === 'sender' || field === 'subject' || field === 'delay' ? field : undefined);
    }
    default:
      return undefined;
  }
}

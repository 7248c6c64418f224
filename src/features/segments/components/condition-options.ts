import type { ContactField, FieldType } from '@/features/custom-fields/types';
import type { SelectOption } from '@/shared/ui/Select';
import { EVENT_LABELS, eventOfSubject, EVENT_SUBJECTS, segmentFields } from '../query/fields';
import { DATE_OPERATORS, NUMBER_OPERATORS, OPERATOR_SYMBOLS, TEXT_OPERATORS, type ConditionDraft } from '../query/model';

/** What a condition's subject is: a field of a type, a mail event, or nothing chosen yet. */
export type SubjectKind = FieldType | 'event' | null;

export function subjectKind(subject: string, fields: readonly ContactField[]): SubjectKind {
  if (subject === '') return null;
  if (eventOfSubject(subject)) return 'event';
  return segmentFields(fields).find((field) => field.id === subject)?.fieldType ?? null;
}

/** Every field a condition can use (reserved, then custom), then the mail events. */
export function subjectOptions(fields: readonly ContactField[]): SelectOption[] {
  return [
    ...segmentFields(fields).map((field) => ({ value: field.id, label: field.displayName })),
    ...EVENT_SUBJECTS.map((subject) => {
      const event = eventOfSubject(subject);
      return { value: subject, label: event ? EVENT_LABELS[event].noun : subject };
    }),
  ];
}

const symbolOptions = (operators: readonly (keyof typeof OPERATOR_SYMBOLS)[]) =>
  operators.map((operator) => ({ value: operator, label: OPERATOR_SYMBOLS[operator] }));

/** The operators the spec lists for the subject's type, spelled as it spells them. */
export function operatorOptions(subject: string, kind: SubjectKind): SelectOption[] {
  switch (kind) {
    case null:
      return [];
    case 'text':
      return symbolOptions(TEXT_OPERATORS);
    case 'number':
      return symbolOptions(NUMBER_OPERATORS);
    case 'date':
      return symbolOptions(DATE_OPERATORS);
    case 'event': {
      const event = eventOfSubject(subject);
      if (!event) return [];
      return [
        { value: 'happened', label: EVENT_LABELS[event].happened },
        { value: 'not_happened', label: EVENT_LABELS[event].notHappened },
      ];
    }
  }
}

/** The operator a condition keeps when its subject changes: the same one if the new subject offers it. */
export function operatorFor(subject: string, kind: SubjectKind, operator: string): string {
  const options = operatorOptions(subject, kind);
  if (options.some((option) => option.value === operator)) return operator;
  return kind === 'event' ? 'happened' : '';
}

export const emptyCondition = (): ConditionDraft => ({
  subject: '',
  operator: '',
  value: '',
  endValue: '',
  direction: 'last',
  source: 'ANY',
  window: 'ever',
});

/** Which inputs follow the operator. */
export type ValueShape = 'none' | 'text' | 'number' | 'numberRange' | 'dateTime' | 'dateTimeRange' | 'date' | 'relative' | 'event';

export function valueShape(kind: SubjectKind, operator: string): ValueShape {
  if (kind === null || operator === '') return 'none';
  if (kind === 'event') return 'event';
  if (operator === 'blank' || operator === 'not_blank') return 'none';
  const range = operator === 'between' || operator === 'not_between';
  switch (kind) {
    case 'text':
      return 'text';
    case 'number':
      return range ? 'numberRange' : 'number';
    case 'date':
      if (range) return 'dateTimeRange';
      if (operator === 'on' || operator === 'not_on') return 'date';
      if (operator === 'within' || operator === 'not_within') return 'relative';
      return 'dateTime';
  }
}

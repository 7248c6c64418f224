import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/shared/api/errors';
import { ROOT_SEQUENCE_ID, type AutomationDto, type AutomationMessageDto } from '@/shared/sending/automation';
import { AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { draftOf, draftPatch, rebaseDraft } from './draft';
import { saveChecks, serverProblems } from './problems';

const message = (number: number, subject: string): AutomationMessageDto => ({
  id: `m${number}`,
  number,
  delay: { amount: number === 1 ? 0 : 2, unit: number === 1 ? 'hours' : 'days', after: number === 1 ? 'entry' : 'previous' },
  sender_id: 7,
  subject,
  preheader: '',
  html_content: '<a href="{{{unsubscribe}}}">Unsubscribe</a>',
  plain_content: '',
  editor: 'code',
  updated_at: '2026-01-01T00:00:00Z',
});

const automation = (changes: Partial<AutomationDto> = {}): AutomationDto => ({
  id: 'a1',
  name: 'Welcome',
  status: 'draft',
  entry: { list_id: 'l1', segment_id: null },
  exit_criteria: null,
  goal: null,
  ip_pool: null,
  categories: ['Welcome'],
  suppression_group_id: 3,
  custom_unsubscribe_url: null,
  steps: { id: ROOT_SEQUENCE_ID, messages: [message(1, 'Hello'), message(2, 'Next')], branch: null },
  next_message_number: 3,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  live_at: null,
  ...changes,
});

describe('the detail draft', () => {
  it('patches only what changed: fields, one email’s changed settings, the unsubscribe choice as a pair', () => {
    const stored = automation();
    const draft = draftOf(stored);
    expect(draftPatch(draft, stored)).toEqual({});
    const edited = {
      ...draft,
      name: ' Welcome aboard ',
      unsubscribeMode: 'custom' as const,
      customUnsubscribeUrl: 'https://example.com/out',
      messages: { ...draft.messages, 2: { ...draft.messages[2]!, amount: '3', subject: 'Next steps' } },
    };
    expect(draftPatch(edited, stored)).toEqual({
      name: 'Welcome aboard',
      suppression_group_id: null,
      custom_unsubscribe_url: 'https://example.com/out',
      messages: [{ number: 2, delay: { amount: 3, unit: 'days', after: 'previous' }, subject: 'Next steps' }],
    });
    expect(draftPatch({ ...draft, entry: { kind: 'segment', listId: 'l1', segmentId: 's9' } }, stored)).toEqual({ entry: { list_id: null, segment_id: 's9' } });
  });

  it('keeps typed values over a newer automation, taking the rest (and new or deleted emails) from it', () => {
    const stored = automation();
    const reference = draftOf(stored);
    const typed = { ...reference, name: 'Typed name', messages: { ...reference.messages, 1: { ...reference.messages[1]!, subject: 'Typed subject' } } };
    const next = automation({
      categories: ['Changed elsewhere'],
      steps: { id: ROOT_SEQUENCE_ID, messages: [{ ...message(1, 'Hello'), sender_id: 8 }, message(3, 'New one')], branch: null },
    });
    const rebased = rebaseDraft(typed, reference, next);
    expect(rebased.name).toBe('Typed name');
    expect(rebased.categories).toEqual(['Changed elsewhere']);
    expect(rebased.messages[1]).toMatchObject({ subject: 'Typed subject', senderId: '8' });
    expect(Object.keys(rebased.messages)).toEqual(['1', '3']);
  });

  it('checks what a save needs before any request: name, entry, a valid custom link and whole delays', () => {
    const stored = automation();
    const draft = draftOf(stored);
    const bad = {
      ...draft,
      name: '  ',
      entry: { kind: 'list' as const, listId: '', segmentId: '' },
      unsubscribeMode: 'custom' as const,
      customUnsubscribeUrl: 'example.com',
      messages: { ...draft.messages, 2: { ...draft.messages[2]!, amount: '1.5' } },
    };
    expect(saveChecks(stored, bad)).toEqual([
      { place: 'name', message: AUTOMATION_MESSAGES.nameRequired },
      { place: 'entry', message: AUTOMATION_MESSAGES.entryRequired },
      { place: 'unsubscribe', message: AUTOMATION_MESSAGES.customUrl },
      { place: 'message', message: AUTOMATION_MESSAGES.delayWhole, messageNumber: 2, messageField: 'delay' },
    ]);
  });

  it('places the server’s errors by field and by email number', () => {
    const error: ApiError = {
      status: 400,
      message: 'x',
      fieldErrors: {},
      items: [
        { field: 'messages.sender', message: AUTOMATION_MESSAGES.messageSender, message_number: 2 },
        { field: 'goal', message: AUTOMATION_MESSAGES.goalLimit, error_id: 'goal_limit' },
        { field: 'status', message: 'The automation is already live.' },
      ],
    };
    expect(serverProblems(error)).toEqual([
      { place: 'message', message: AUTOMATION_MESSAGES.messageSender, messageNumber: 2, messageField: 'sender' },
      { place: 'goal', message: AUTOMATION_MESSAGES.goalLimit },
      { place: 'general', message: 'The automation is already live.' },
    ]);
    expect(serverProblems({ status: 400, message: 'bad', fieldErrors: { custom_unsubscribe_url: AUTOMATION_MESSAGES.customUrl } })).toEqual([
      { place: 'unsubscribe', message: AUTOMATION_MESSAGES.customUrl },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { findHandlebarsIssues } from '@/shared/handlebars/template-issues';
import type { AutomationDto, AutomationMessageDto, StepSequenceDto } from './automation';
import { AUTOMATION_LIMITS, AUTOMATION_MESSAGES } from './automation-limits';
import { saveProblems, setLiveProblems, type AutomationReadinessContext } from './automation-readiness';

const message = (number: number, change: Partial<AutomationMessageDto> = {}): AutomationMessageDto => ({
  id: `m${number}`,
  number,
  delay: { amount: number === 1 ? 0 : 1, unit: number === 1 ? 'hours' : 'days', after: number === 1 ? 'entry' : 'previous' },
  sender_id: 7,
  subject: `Email ${number}`,
  preheader: '',
  html_content: '<p>Hello {{first_name}}</p><a href="{{{unsubscribe}}}">Unsubscribe</a>',
  plain_content: 'Hello',
  editor: 'code',
  updated_at: '2026-01-01T00:00:00Z',
  ...change,
});

const steps = (messages: AutomationMessageDto[], branch: StepSequenceDto['branch'] = null): StepSequenceDto => ({ id: 'root', messages, branch });

const ready = (change: Partial<AutomationDto> = {}): AutomationDto => ({
  id: 'a1',
  name: 'Welcome',
  status: 'draft',
  entry: { list_id: 'list-1', segment_id: null },
  exit_criteria: null,
  goal: null,
  ip_pool: null,
  categories: [],
  suppression_group_id: 3,
  custom_unsubscribe_url: null,
  steps: steps([message(1), message(2)]),
  next_message_number: 3,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  live_at: null,
  ...change,
});

const context: AutomationReadinessContext = { handlebarsIssues: (text) => findHandlebarsIssues(text).length };
const messagesOf = (automation: AutomationDto, extra: Partial<AutomationReadinessContext> = {}) =>
  setLiveProblems(automation, { ...context, ...extra }).map((problem) => problem.message);

describe('saveProblems', () => {
  it('needs a name of at most 100 characters', () => {
    expect(saveProblems(ready())).toEqual([]);
    expect(saveProblems(ready({ name: '  ' }))).toEqual([{ field: 'name', message: 'Please name your automation.' }]);
    expect(saveProblems(ready({ name: 'x'.repeat(AUTOMATION_LIMITS.nameLength) }))).toEqual([]);
    expect(saveProblems(ready({ name: 'x'.repeat(AUTOMATION_LIMITS.nameLength + 1) }))).toEqual([{ field: 'name', message: AUTOMATION_MESSAGES.nameTooLong }]);
  });

  it('needs exactly one entry list or segment', () => {
    const entry = { field: 'entry', message: AUTOMATION_MESSAGES.entryRequired };
    expect(saveProblems(ready({ entry: { list_id: null, segment_id: null } }))).toEqual([entry]);
    expect(saveProblems(ready({ entry: { list_id: 'l', segment_id: 's' } }))).toEqual([entry]);
    expect(saveProblems(ready({ entry: { list_id: null, segment_id: 's' } }))).toEqual([]);
  });
});

describe('setLiveProblems', () => {
  it('finds nothing in a complete automation', () => {
    expect(setLiveProblems(ready(), context)).toEqual([]);
  });

  it('includes the save problems and an entry that is gone', () => {
    expect(messagesOf(ready({ name: '' }))).toEqual([AUTOMATION_MESSAGES.nameRequired]);
    expect(messagesOf(ready(), { listExists: () => false })).toEqual([AUTOMATION_MESSAGES.entryGone]);
    const onSegment = ready({ entry: { list_id: null, segment_id: 's' } });
    expect(messagesOf(onSegment, { segmentValid: () => false, listExists: () => false })).toEqual([AUTOMATION_MESSAGES.entryGone]);
    expect(messagesOf(onSegment, { segmentValid: () => true })).toEqual([]);
  });

  it('needs an unsubscribe group or a valid custom unsubscribe URL', () => {
    expect(setLiveProblems(ready({ suppression_group_id: null }), context)).toEqual([{ field: 'unsubscribe', message: AUTOMATION_MESSAGES.unsubscribe }]);
    expect(messagesOf(ready({ suppression_group_id: null, custom_unsubscribe_url: 'example.com/unsub' }))).toEqual([AUTOMATION_MESSAGES.customUrl]);
    expect(messagesOf(ready({ suppression_group_id: null, custom_unsubscribe_url: 'https://' }))).toEqual([AUTOMATION_MESSAGES.customUrl]);
    // A custom URL is itself an unsubscribe option in the emails.
    const custom = 'https://example.com/unsub?u=1';
    const viaCustom = ready({ suppression_group_id: null, custom_unsubscribe_url: custom, steps: steps([message(1, { html_content: `<a href="${custom}">Leave</a>` })]) });
    expect(messagesOf(viaCustom)).toEqual([]);
  });

  it('needs at least one email and at most the maximum', () => {
    expect(setLiveProblems(ready({ steps: steps([]) }), context)).toEqual([{ field: 'messages', message: AUTOMATION_MESSAGES.noMessages }]);
    const many = Array.from({ length: AUTOMATION_LIMITS.messages + 1 }, (_, index) => message(index + 1));
    expect(messagesOf(ready({ steps: steps(many) }))).toEqual([AUTOMATION_MESSAGES.tooManyMessages]);
  });

  it('needs a sender, a subject, content and an unsubscribe link in each email, naming the email', () => {
    const automation = ready({
      steps: steps([message(1, { sender_id: null }), message(2, { subject: ' ', html_content: '' }), message(3, { html_content: '<p>No way out</p>' })]),
    });
    expect(setLiveProblems(automation, context)).toEqual([
      { field: 'message', messageNumber: 1, messageField: 'sender', message: 'Sender is a required field.' },
      { field: 'message', messageNumber: 2, messageField: 'subject', message: 'Subject is a required field.' },
      { field: 'message', messageNumber: 2, messageField: 'content', message: AUTOMATION_MESSAGES.messageContent },
      { field: 'message', messageNumber: 3, messageField: 'unsubscribe', message: AUTOMATION_MESSAGES.messageUnsubscribe },
    ]);
  });

  it('takes every unsubscribe tag, escaped or spaced', () => {
    const withLink = (href: string) => ready({ steps: steps([message(1, { html_content: `<a href='${href}'>x</a>` })]) });
    expect(messagesOf(withLink('{{{ unsubscribe_preferences }}}'))).toEqual([]);
    expect(messagesOf(withLink('&lt;%asm_group_unsubscribe_raw_url%&gt;'))).toEqual([]);
    expect(messagesOf(withLink('https://example.com/unsubscribe'))).toEqual([AUTOMATION_MESSAGES.messageUnsubscribe]);
  });

  it('refuses a sender that is gone or unverified', () => {
    expect(setLiveProblems(ready(), { ...context, senderExists: (id) => id !== 7 })).toEqual([
      { field: 'message', messageNumber: 1, messageField: 'sender', message: AUTOMATION_MESSAGES.messageSenderGone },
      { field: 'message', messageNumber: 2, messageField: 'sender', message: AUTOMATION_MESSAGES.messageSenderGone },
    ]);
  });

  it('is blocked by Handlebars issues in the content, subject or preheader', () => {
    const broken = ready({ steps: steps([message(1, { html_content: '<a href="{{{unsubscribe}}}">x</a>{{#if vip}}' }), message(2, { subject: 'Hi {{name' })]) });
    expect(setLiveProblems(broken, context)).toEqual([
      { field: 'message', messageNumber: 1, messageField: 'handlebars', message: AUTOMATION_MESSAGES.messageHandlebars },
      { field: 'message', messageNumber: 2, messageField: 'handlebars', message: AUTOMATION_MESSAGES.messageHandlebars },
    ]);
  });

  it('checks each delay', () => {
    const automation = ready({ steps: steps([message(1), message(2, { delay: { amount: 400, unit: 'days', after: 'previous' } })]) });
    expect(setLiveProblems(automation, context)).toEqual([{ field: 'message', messageNumber: 2, messageField: 'delay', message: AUTOMATION_MESSAGES.delayTooLong }]);
  });

  it('checks the emails of every branch arm, in timeline order', () => {
    const automation = ready({
      steps: steps([message(1)], { id: 'b', condition: 'opened', yes: { id: 'y', messages: [message(3, { subject: '' })], branch: null }, no: { id: 'n', messages: [message(2, { sender_id: null })], branch: null } }),
    });
    expect(setLiveProblems(automation, context).map((problem) => [problem.messageNumber, problem.messageField])).toEqual([
      [3, 'subject'],
      [2, 'sender'],
    ]);
  });

  it('refuses a branching step with no email before it, or nested too deep', () => {
    const empty = (id: string): StepSequenceDto => ({ id, messages: [], branch: null });
    const noEmail = ready({ steps: steps([], { id: 'b', condition: 'opened', yes: { id: 'y', messages: [message(1)], branch: null }, no: empty('n') }) });
    expect(messagesOf(noEmail)).toEqual([AUTOMATION_MESSAGES.branchNeedsMessage]);
    let deep: StepSequenceDto = { id: 'leaf', messages: [message(9)], branch: null };
    for (let level = 0; level < AUTOMATION_LIMITS.branchDepth + 1; level += 1) {
      deep = { id: `s${level}`, messages: [message(level + 1)], branch: { id: `b${level}`, condition: 'clicked', yes: deep, no: empty(`n${level}`) } };
    }
    expect(messagesOf(ready({ steps: { ...deep, id: 'root' } }))).toEqual([AUTOMATION_MESSAGES.branchDepth]);
  });

  it('is blocked by invalid exit criteria or goal, not by too-complex ones', () => {
    const criteria = { match: 'any' as const, rules: [{ kind: 'opened_any' as const }], invalid: false, too_complex: false };
    expect(messagesOf(ready({ exit_criteria: criteria, goal: { ...criteria, too_complex: true } }))).toEqual([]);
    expect(setLiveProblems(ready({ exit_criteria: { ...criteria, invalid: true } }), context)).toEqual([{ field: 'exit_criteria', message: AUTOMATION_MESSAGES.criteriaInvalid }]);
    const onList = { ...criteria, rules: [{ kind: 'added_to_list' as const, list_id: 'gone' }] };
    expect(setLiveProblems(ready({ goal: onList }), { ...context, listExists: (id) => id !== 'gone' })).toEqual([{ field: 'goal', message: AUTOMATION_MESSAGES.criteriaInvalid }]);
    const onSegment = { ...criteria, rules: [{ kind: 'in_segment' as const, segment_id: 'bad' }] };
    expect(messagesOf(ready({ exit_criteria: onSegment }), { segmentValid: () => false })).toEqual([AUTOMATION_MESSAGES.criteriaInvalid]);
  });

  it('lists the automation’s problems first, then each email’s', () => {
    const automation = ready({ name: '', suppression_group_id: null, steps: steps([message(1, { subject: '' })]) });
    expect(setLiveProblems(automation, context).map((problem) => problem.field)).toEqual(['name', 'unsubscribe', 'message']);
  });
});

import { describe, expect, it } from 'vitest';
import { durationHours, SEND_MESSAGES, sendProblems } from './readiness';
import type { AbVariationDto, SingleSendDto } from './single-send';

const now = new Date('2026-06-01T12:00:00Z');
const context = { now, handlebarsIssues: 0 };

const ready = (): SingleSendDto => ({
  id: '3f1b8b0e-4d6c-4f3e-9a51-2b0d7c8e9f10',
  name: 'June news',
  status: 'draft',
  channel: 'email',
  categories: [],
  send_at: null,
  send_to: { list_ids: ['list-1'], segment_ids: [], all: false },
  exclude: { list_ids: [], segment_ids: [] },
  email_config: {
    subject: 'Hello',
    html_content: '<p>Hi</p>',
    plain_content: 'Hi',
    generate_plain_content: true,
    editor: 'design',
    suppression_group_id: 7,
    custom_unsubscribe_url: null,
    sender_id: 3,
    ip_pool: null,
  },
  abtest: null,
  ab_variations: [],
  sms_config: null,
  created_at: '2026-05-01T00:00:00Z',
  updated_at: '2026-05-01T00:00:00Z',
  warnings: [],
});

const variation = (name: string, subject: string): AbVariationDto => ({ id: name, name, subject, html_content: '<p>x</p>', plain_content: 'x', editor: 'design' });

const withAb = (subjects: string[], extra: Partial<NonNullable<SingleSendDto['abtest']>> = {}): SingleSendDto => ({
  ...ready(),
  abtest: {
    type: 'subject',
    winner_criteria: 'open',
    test_percentage: 20,
    duration: '1 day',
    winning_template_id: null,
    winner_selected_at: null,
    expiration_date: null,
    ...extra,
  },
  ab_variations: subjects.map((subject, index) => variation('ABCDEF'.charAt(index), subject)),
});

const messages = (send: SingleSendDto, extra = {}) => sendProblems(send, { ...context, ...extra }).map((problem) => problem.message);

describe('sendProblems for email', () => {
  it('finds nothing wrong with a complete send', () => {
    expect(sendProblems(ready(), context)).toEqual([]);
  });

  it('requires a sender, a subject, recipients and an unsubscribe choice (spec §5)', () => {
    const send = ready();
    send.email_config = { ...send.email_config, sender_id: null, subject: ' ', suppression_group_id: null };
    send.send_to = { list_ids: [], segment_ids: [], all: false };
    expect(sendProblems(send, context)).toEqual([
      { field: 'sender', message: SEND_MESSAGES.sender },
      { field: 'subject', message: SEND_MESSAGES.subject },
      { field: 'recipients', message: SEND_MESSAGES.recipients },
      { field: 'unsubscribe', message: SEND_MESSAGES.unsubscribe },
    ]);
  });

  it('takes all contacts as recipients', () => {
    const send = ready();
    send.send_to = { list_ids: [], segment_ids: [], all: true };
    expect(sendProblems(send, context)).toEqual([]);
  });

  it('takes a custom unsubscribe link instead of a group, only with http:// or https://', () => {
    const send = ready();
    send.email_config = { ...send.email_config, suppression_group_id: null, custom_unsubscribe_url: 'https://example.com/u' };
    expect(sendProblems(send, context)).toEqual([]);
    send.email_config.custom_unsubscribe_url = 'javascript:alert(1)';
    expect(messages(send)).toEqual([SEND_MESSAGES.customUrl]);
    send.email_config.custom_unsubscribe_url = 'ftp://example.com';
    expect(messages(send)).toEqual([SEND_MESSAGES.customUrl]);
  });

  it('holds the include and exclude limits: 50 lists and 10 segments / 50 lists and 5 segments', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`);
    const send = ready();
    send.send_to = { list_ids: ids(50), segment_ids: ids(10), all: false };
    send.exclude = { list_ids: ids(50), segment_ids: ids(5) };
    expect(sendProblems(send, context)).toEqual([]);
    send.send_to = { list_ids: ids(51), segment_ids: ids(11), all: false };
    send.exclude = { list_ids: ids(51), segment_ids: ids(6) };
    expect(messages(send)).toEqual(['Send to at most 50 lists.', 'Send to at most 10 segments.', 'Exclude at most 50 lists.', 'Exclude at most 5 segments.']);
  });

  it('refuses a segment that is no longer valid', () => {
    const send = ready();
    send.send_to = { list_ids: [], segment_ids: ['good', 'bad'], all: false };
    expect(messages(send, { segmentsValid: (id: string) => id !== 'bad' })).toEqual([SEND_MESSAGES.invalidSegment]);
  });

  it('blocks sending while the content has Handlebars issues or no content', () => {
    const send = ready();
    send.email_config.html_content = '';
    expect(sendProblems(send, { ...context, handlebarsIssues: 2 })).toEqual([
      { field: 'content', message: SEND_MESSAGES.content },
      { field: 'content', message: SEND_MESSAGES.handlebars },
    ]);
  });

  it('requires a saved send time to be in the future', () => {
    const send = { ...ready(), send_at: '2026-06-01T11:59:00Z' };
    expect(sendProblems(send, context)).toEqual([{ field: 'schedule', message: SEND_MESSAGES.pastSchedule }]);
    expect(sendProblems({ ...send, send_at: '2026-06-01T12:01:00Z' }, context)).toEqual([]);
  });
});

describe('sendProblems for an A/B test', () => {
  it('needs 2 to 6 variations', () => {
    expect(messages(withAb(['One']))).toEqual([SEND_MESSAGES.abTooFew]);
    expect(messages(withAb(['1', '2', '3', '4', '5', '6']))).toEqual([]);
    expect(messages(withAb(['1', '2', '3', '4', '5', '6', '7']))).toEqual([SEND_MESSAGES.abTooMany]);
  });

  it('needs unique subjects, compared without case or surrounding spaces', () => {
    expect(messages(withAb(['Sale', 'sale ', 'Other']))).toEqual([SEND_MESSAGES.abSubjectsUnique]);
    expect(messages(withAb(['Sale', '']))).toEqual([SEND_MESSAGES.subject]);
  });

  it('needs at least 10 contacts per variant and at most 2,000,000 in all', () => {
    // 20% of 150 = 30 in the test: 10 per variant for 3 variations.
    expect(messages(withAb(['A', 'B', 'C']), { recipientCount: 150 })).toEqual([]);
    expect(messages(withAb(['A', 'B', 'C']), { recipientCount: 149 })).toEqual([SEND_MESSAGES.abTooSmall]);
    expect(messages(withAb(['A', 'B']), { recipientCount: 2_000_001 })).toEqual([SEND_MESSAGES.abTooLarge]);
  });

  it('lasts at most 7 days', () => {
    expect(messages(withAb(['A', 'B'], { duration: '7 days' }))).toEqual([]);
    expect(messages(withAb(['A', 'B'], { duration: '8 days' }))).toEqual([SEND_MESSAGES.abDuration]);
    expect(durationHours('4 hours')).toBe(4);
    expect(durationHours('1 week')).toBe(168);
    expect(durationHours('soon')).toBeUndefined();
  });
});

describe('sendProblems for SMS', () => {
  const sms = (): SingleSendDto => ({
    ...ready(),
    channel: 'sms',
    email_config: { ...ready().email_config, sender_id: null, subject: '', suppression_group_id: null },
    sms_config: { messaging_service_sid: 'MG123', body: 'Sale today', media_urls: [] },
  });

  it('does not ask for the email fields', () => {
    expect(sendProblems(sms(), context)).toEqual([]);
  });

  it('names the spec’s SMS errors: messaging service, content, name, images, maximum bytes', () => {
    const send = { ...sms(), name: '', sms_config: { messaging_service_sid: null, body: '', media_urls: [] } };
    expect(messages(send)).toEqual([SEND_MESSAGES.smsName, SEND_MESSAGES.smsService, SEND_MESSAGES.smsContent]);
    const heavy = { ...sms(), sms_config: { messaging_service_sid: 'MG1', body: 'é'.repeat(801), media_urls: Array.from({ length: 11 }, (_, i) => `https://x/${i}.png`) } };
    expect(messages(heavy)).toEqual([SEND_MESSAGES.smsImages, SEND_MESSAGES.smsBytes]);
  });
});

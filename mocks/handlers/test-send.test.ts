import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../node';
import { scenarios } from '../scenarios/registry';
import { apiFetch } from '../testing/api-fetch';
import { deliveredTestEmails } from './test-send';

interface SenderDto {
  id: number;
  verified: { status: boolean };
}

let token: string;
const send = (body: unknown) => apiFetch('/marketing/test/send_email', { token, method: 'POST', body });
const errorsOf = async (body: unknown) => {
  const response = await send(body);
  expect(response.status).toBe(400);
  return ((await response.json()) as { errors: unknown[] }).errors;
};

const TEMPLATE = '3b1c3f1e-6d7a-4c55-9a43-6f1c2a0b9d11';
let verifiedSender: number;
let unverifiedSender: number;
let groupId: number;

beforeEach(async () => {
  token = signInAs('owner-advanced').token;
  const senders = ((await (await apiFetch('/marketing/senders', { token })).json()) as { results: SenderDto[] }).results;
  verifiedSender = senders.find((sender) => sender.verified.status)!.id;
  unverifiedSender = senders.find((sender) => !sender.verified.status)!.id;
  groupId = ((await (await apiFetch('/asm/groups', { token })).json()) as { id: number }[])[0]!.id;
});

describe('POST /marketing/test/send_email', () => {
  it('accepts the spec’s payload for a template (202 {})', async () => {
    const response = await send({
      emails: ['ana@example.com', 'bo@example.org'],
      template_id: TEMPLATE,
      version_id_override: '8d1f0a52-0b7e-4a8c-9d2e-1f3a5b7c9e01',
      sender_id: verifiedSender,
      suppression_group_id: groupId,
      substitutions: { first_name: 'Ana' },
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({});
  });

  it('accepts HTML content instead of a template (the mock’s extension for designs) and a from address instead of a sender', async () => {
    const response = await send({ emails: ['ana@example.com'], html_content: '<p>Hi</p>', plain_content: 'Hi', subject: 'Spring', from_address: 'news@lumenoutfitters.com', custom_unsubscribe_url: 'https://example.com/u' });
    expect(response.status).toBe(202);
  });

  it('needs 1 to 10 valid addresses', async () => {
    const base = { template_id: TEMPLATE, sender_id: verifiedSender };
    expect(await errorsOf({ ...base })).toEqual([{ field: 'emails', message: 'is a required field' }]);
    expect(await errorsOf({ ...base, emails: 'ana@example.com' })).toEqual([{ field: 'emails', message: 'must be a list of email addresses' }]);
    expect(await errorsOf({ ...base, emails: [] })).toEqual([{ field: 'emails', message: 'must contain 1 to 10 addresses' }]);
    const eleven = Array.from({ length: 11 }, (_, index) => `person${index}@example.com`);
    expect(await errorsOf({ ...base, emails: eleven })).toEqual([{ field: 'emails', message: 'must contain 1 to 10 addresses' }]);
    expect(await errorsOf({ ...base, emails: ['ana@example.com', 'not-an-address', 42] })).toEqual([
      { field: 'emails.1', message: 'must be a valid email address' },
      { field: 'emails.2', message: 'must be a valid email address' },
    ]);
  });

  it('needs a template id (a UUID) or HTML, and a verified sender of the account (an integer) or a from address', async () => {
    expect(await errorsOf({ emails: ['ana@example.com'] })).toEqual([
      { field: 'template_id', message: 'template_id or html_content is required' },
      { field: 'sender_id', message: 'sender_id or from_address is required' },
    ]);
    expect(await errorsOf({ emails: ['ana@example.com'], template_id: 'nope', sender_id: String(verifiedSender) })).toEqual([
      { field: 'template_id', message: 'must be a valid UUID' },
      { field: 'sender_id', message: 'must be an integer' },
    ]);
    expect(await errorsOf({ emails: ['ana@example.com'], template_id: TEMPLATE, sender_id: 999999 })).toEqual([{ field: 'sender_id', message: 'does not match any of your senders' }]);
    expect(await errorsOf({ emails: ['ana@example.com'], template_id: TEMPLATE, sender_id: unverifiedSender })).toEqual([{ field: 'sender_id', message: 'the sender must be verified' }]);
    expect(await errorsOf({ emails: ['ana@example.com'], template_id: TEMPLATE, from_address: 'nobody' })).toEqual([{ field: 'from_address', message: 'must be a valid email address' }]);
  });

  it('checks the unsubscribe choice and the substitutions', async () => {
    const base = { emails: ['ana@example.com'], template_id: TEMPLATE, sender_id: verifiedSender };
    expect(await errorsOf({ ...base, suppression_group_id: '1' })).toEqual([{ field: 'suppression_group_id', message: 'must be an integer' }]);
    expect(await errorsOf({ ...base, suppression_group_id: 987654 })).toEqual([{ field: 'suppression_group_id', message: 'does not match any of your unsubscribe groups' }]);
    expect(await errorsOf({ ...base, custom_unsubscribe_url: 'javascript:alert(1)' })).toEqual([{ field: 'custom_unsubscribe_url', message: 'must be an http:// or https:// URL' }]);
    expect(await errorsOf({ ...base, substitutions: '{"a":1}' })).toEqual([{ field: 'substitutions', message: 'must be an object' }]);
  });

  it('refuses recipients on the account’s global unsubscribe list (400)', async () => {
    await apiFetch('/asm/suppressions/global', { token, method: 'POST', body: { recipient_emails: ['gone@example.com'] } });
    const errors = await errorsOf({ emails: ['ana@example.com', 'GONE@example.com'], template_id: TEMPLATE, sender_id: verifiedSender });
    expect(errors).toEqual([{ field: 'emails', message: 'recipients have unsubscribed: GONE@example.com' }]);
  });

  it('needs a session, and a JSON object', async () => {
    expect((await apiFetch('/marketing/test/send_email', { method: 'POST', body: { emails: ['a@example.com'] } })).status).toBe(401);
    expect(await errorsOf([])).toEqual([{ field: null, message: 'request body must be a JSON object' }]);
  });

  it('has a scenario for each failure the app words differently', async () => {
    const valid = { emails: ['ana@example.com'], template_id: TEMPLATE, sender_id: verifiedSender };
    for (const [name, status] of [['test-send-403', 403], ['test-send-400', 400], ['test-send-500', 500]] as const) {
      scenarios.apply(name);
      expect((await send(valid)).status).toBe(status);
      scenarios.clear();
    }
  });

  it('delivers the HTML, plain text and subject with the substitutions applied by the app’s Handlebars renderer', async () => {
    const content = {
      html_content: '<p>Hi {{insert first_name "default=Customer"}}, {{formatDate joined "MMM D, YYYY"}}</p>{{#or vip 0}}<b>VIP</b>{{/or}}',
      plain_content: 'Hi {{first_name}}',
      subject: 'For {{first_name}}',
    };
    const response = await send({ emails: ['ana@example.com'], ...content, sender_id: verifiedSender, substitutions: { first_name: 'Ana', joined: 1772690400, vip: 0 } });
    expect(response.status).toBe(202);
    expect(deliveredTestEmails().at(-1)).toEqual({ emails: ['ana@example.com'], html: '<p>Hi Ana, Mar 5, 2026</p>', plainText: 'Hi Ana', subject: 'For Ana' });
  });

  it('refuses content that Handlebars cannot run with the substitutions, naming the part', async () => {
    expect(await errorsOf({ emails: ['ana@example.com'], html_content: '{{#if a b}}x{{/if}}', subject: '{{#each}}{{/each}}', sender_id: verifiedSender })).toEqual([
      { field: 'html_content', message: 'cannot be rendered: #if requires exactly one argument' },
      { field: 'subject', message: 'cannot be rendered: Must pass iterator to #each' },
    ]);
  });
});

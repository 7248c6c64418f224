import { beforeEach, describe, expect, it } from 'vitest';
import type { TemplateDto } from '@/features/dynamic-templates/types';
import { signInAs } from '../node';
import { apiFetch } from '../testing/api-fetch';

let token: string;
let sender: number;
const DYNAMIC = '/marketing/test/send_email?test-source=dynamic-templates';
const send = (body: Record<string, unknown>, path = DYNAMIC) => apiFetch(path, { token, method: 'POST', body: { emails: ['ana@example.com'], sender_id: sender, ...body } });
const errorsOf = async (response: Promise<Response>) => {
  const answer = await response;
  expect(answer.status).toBe(400);
  return ((await answer.json()) as { errors: unknown[] }).errors;
};
const templateNamed = async (name: string, generations = 'dynamic') =>
  ((await (await apiFetch(`/templates?page_size=1&generations=${generations}&name=${encodeURIComponent(name)}`, { token })).json()) as { result: TemplateDto[] }).result[0]!;

beforeEach(async () => {
  token = signInAs('owner-advanced').token;
  const senders = ((await (await apiFetch('/marketing/senders', { token })).json()) as { results: { id: number; verified: { status: boolean } }[] }).results;
  sender = senders.find((candidate) => candidate.verified.status)!.id;
});

describe('POST /marketing/test/send_email?test-source=dynamic-templates', () => {
  it('sends a dynamic template’s version, or its active version without an override', async () => {
    const template = await templateNamed('Order Confirmation');
    expect((await send({ template_id: template.id, version_id_override: template.versions![2]!.id, substitutions: { first_name: 'Ana' } })).status).toBe(202);
    expect((await send({ template_id: template.id })).status).toBe(202);
  });

  it('needs one of the account’s dynamic templates, and a version of that template', async () => {
    const order = await templateNamed('Order Confirmation');
    const welcome = await templateNamed('Welcome Email');
    const legacy = await templateNamed('Receipt', 'legacy');
    expect(await errorsOf(send({}))).toEqual([{ field: 'template_id', message: 'is a required field' }]);
    expect(await errorsOf(send({ template_id: legacy.id }))).toEqual([{ field: 'template_id', message: 'does not match any of your dynamic templates' }]);
    expect(await errorsOf(send({ template_id: 'd-00000000000000000000000000000000' }))).toEqual([{ field: 'template_id', message: 'does not match any of your dynamic templates' }]);
    expect(await errorsOf(send({ template_id: order.id, version_id_override: welcome.versions![0]!.id }))).toEqual([
      { field: 'version_id_override', message: 'does not match any version of this template' },
    ]);
    const empty = await templateNamed('Draft: Referral Program');
    expect(await errorsOf(send({ template_id: empty.id }))).toEqual([{ field: 'template_id', message: 'the template has no active version' }]);
  });

  it('does not send another account’s template', async () => {
    const order = await templateNamed('Order Confirmation');
    token = signInAs('owner-free').token;
    const senders = ((await (await apiFetch('/marketing/senders', { token })).json()) as { results: { id: number; verified: { status: boolean } }[] }).results;
    sender = senders.find((candidate) => candidate.verified.status)!.id;
    expect(await errorsOf(send({ template_id: order.id }))).toEqual([{ field: 'template_id', message: 'does not match any of your dynamic templates' }]);
  });

  it('keeps the other rules, and the UUID rule without the test source', async () => {
    const order = await templateNamed('Order Confirmation');
    expect(await errorsOf(send({ template_id: order.id, emails: [] }))).toEqual([{ field: 'emails', message: 'must contain 1 to 10 addresses' }]);
    expect(await errorsOf(send({ template_id: order.id }, '/marketing/test/send_email'))).toEqual([{ field: 'template_id', message: 'must be a valid UUID' }]);
  });
});

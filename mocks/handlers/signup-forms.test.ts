import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNUP_FORM_LIMITS } from '@/features/signup-forms/limits';
import { FORM_LIMIT_MESSAGE, IDENTIFIER_REQUIRED_MESSAGE } from '@/features/signup-forms/messages';
import type { PublicSignupFormDto, SignupFormDto } from '@/features/signup-forms/types';
import { contactStore } from '../db/contacts/contact-store-provider';
import { signupFormsTable } from '../db/signup-forms';
import { signInAs } from '../node';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';
import { CAPTCHA_MESSAGE, CAPTCHA_TOKEN as MOCK_CAPTCHA_TOKEN } from '@/features/signup-forms/captcha';
import { SUBMISSION_LIMITS } from './signup-form-submissions';

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const json = async <T>(response: Response) => (await response.json()) as T;

const newForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Footer form',
  list_id: null,
  confirmation_message: 'Thanks!',
  captcha: false,
  header: 'Join us',
  intro: '',
  fields: [{ field_id: 'email', field_type: 'Text', label: 'Email', helper_text: '', required: true }],
  styles: { background_color: '#ffffff', text_color: '#000000', button_color: '#1a82e2', button_text_color: '#ffffff', border_color: '#cccccc', border_width: 1, border_radius: 4, padding: 16, width: 400, button_text: 'Go' },
  ...overrides,
});

const forms = async () => (await json<{ result: SignupFormDto[] }>(await call('/marketing/signup_forms'))).result;
const submit = (id: string, body: unknown, headers: Record<string, string> = {}) => apiFetch(`/marketing/signup_forms/${id}/submissions`, { method: 'POST', body, headers });

beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

describe('signup forms', () => {
  it('lists the seeded forms with their list name and contact count, newest update first', async () => {
    const result = await forms();
    expect(result.map((form) => form.name)).toEqual(['Spring 2026 launch waitlist', 'Newsletter footer', 'In-store tablet signup']);
    expect(result[1]).toMatchObject({ list_name: 'Newsletter subscribers', contact_count: 0 });
  });

  it('needs a token', async () => {
    expect((await apiFetch('/marketing/signup_forms')).status).toBe(401);
  });

  it('creates a form, refusing a missing confirmation message and a form without a required identifier', async () => {
    const refused = await call('/marketing/signup_forms', { method: 'POST', body: newForm({ confirmation_message: ' ', fields: [{ field_id: 'first_name', field_type: 'Text', label: 'Name', helper_text: '', required: true }] }) });
    expect(refused.status).toBe(400);
    expect((await json<{ errors: unknown[] }>(refused)).errors).toEqual([
      { field: 'confirmation_message', message: 'is a required field' },
      { field: 'fields', message: IDENTIFIER_REQUIRED_MESSAGE },
    ]);
    const created = await call('/marketing/signup_forms', { method: 'POST', body: newForm() });
    expect(created.status).toBe(201);
    expect(await json<SignupFormDto>(created)).toMatchObject({ name: 'Footer form', list_id: null, contact_count: 0 });
  });

  it('refuses a list that is not the account’s and a colour that is not #RRGGBB', async () => {
    const response = await call('/marketing/signup_forms', { method: 'POST', body: newForm({ list_id: 'nope' }) });
    expect((await json<{ errors: unknown[] }>(response)).errors).toEqual([{ field: 'list_id', message: 'must be one of your lists' }]);
    const styled = await call('/marketing/signup_forms', { method: 'POST', body: newForm({ styles: { ...newForm().styles, text_color: 'red;background:url(x)' } }) });
    expect((await json<{ errors: { field: string }[] }>(styled)).errors.map((error) => error.field)).toEqual(['styles.text_color']);
  });

  it('duplicates as "Copy of …" and stops create and duplicate at the limit', async () => {
    const [first] = await forms();
    const copy = await json<SignupFormDto>(await call(`/marketing/signup_forms/${first!.id}/duplicate`, { method: 'POST' }));
    expect(copy.name).toBe(`Copy of ${first!.name}`);
    while ((await forms()).length < SIGNUP_FORM_LIMITS.forms) await call('/marketing/signup_forms', { method: 'POST', body: newForm() });
    for (const response of [await call('/marketing/signup_forms', { method: 'POST', body: newForm() }), await call(`/marketing/signup_forms/${first!.id}/duplicate`, { method: 'POST' })]) {
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ errors: [{ field: null, message: FORM_LIMIT_MESSAGE }] });
    }
  });

  it('updates and deletes', async () => {
    const [first] = await forms();
    const patched = await call(`/marketing/signup_forms/${first!.id}`, { method: 'PATCH', body: { name: 'Renamed' } });
    expect(await json<SignupFormDto>(patched)).toMatchObject({ name: 'Renamed', header: first!.header });
    expect((await call(`/marketing/signup_forms/${first!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/marketing/signup_forms/${first!.id}`)).status).toBe(404);
  });

  it('keeps other accounts’ forms apart', async () => {
    const frankie = (await forms()).length;
    token = signInAs('owner-free').token;
    expect((await forms()).length).not.toBe(frankie);
  });
});

describe('the public endpoints', () => {
  const form = async (name: string) => (await forms()).find((candidate) => candidate.name === name)!;

  it('shows a form without a token, and without its name, list or counts', async () => {
    const newsletter = await form('Newsletter footer');
    const response = await apiFetch(`/marketing/signup_forms/${newsletter.id}/public`);
    const body = await json<PublicSignupFormDto>(response);
    expect(body.submit_url).toBe(`${window.location.origin}/v3/marketing/signup_forms/${newsletter.id}/submissions`);
    expect(body).not.toHaveProperty('list_id');
    expect(body).not.toHaveProperty('name');
  });

  it('adds the contact to the list, then updates it; the form counts it once', async () => {
    const newsletter = await form('Newsletter footer');
    const first = await submit(newsletter.id, { values: { email: 'New.Visitor@example.com', first_name: 'Nia' } });
    expect(first.status).toBe(201);
    expect(await json(first)).toEqual({ message: newsletter.confirmation_message });
    await submit(newsletter.id, { values: { email: 'new.visitor@example.com', first_name: 'Nina' } });
    const found = await contactStore().searchByEmailPrefix('avery', 'new.visitor@', 5);
    expect(found.contacts).toHaveLength(1);
    expect(found.contacts[0]).toMatchObject({ first_name: 'Nina', list_ids: expect.arrayContaining([newsletter.list_id]) });
    expect((await form('Newsletter footer')).contact_count).toBe(1);
  });

  it('takes a urlencoded post (the embed code) too', async () => {
    const newsletter = await form('Newsletter footer');
    const response = await fetch(`${window.location.origin}/v3/marketing/signup_forms/${newsletter.id}/submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=embed%40example.com&first_name=Em',
    });
    expect(response.status).toBe(201);
  });

  it('checks required fields and field types by field id', async () => {
    const newsletter = await form('Newsletter footer');
    expect(await json(await submit(newsletter.id, { values: { first_name: 'No email' } }))).toEqual({ errors: [{ field: 'email', message: 'is a required field' }] });
    expect(await json(await submit(newsletter.id, { values: { email: 'not-an-email' } }))).toEqual({ errors: [{ field: 'email', message: 'must be a valid email address' }] });
  });

  it('asks for the captcha when the form has one', async () => {
    const waitlist = await form('Spring 2026 launch waitlist');
    const values = { email: 'robot@example.com', first_name: 'R' };
    expect(await json(await submit(waitlist.id, { values }))).toEqual({ errors: [{ field: 'captcha', message: CAPTCHA_MESSAGE }] });
    expect((await submit(waitlist.id, { values, captcha_token: MOCK_CAPTCHA_TOKEN })).status).toBe(201);
  });

  it('rate-limits one identifier on one form with a 429 and Retry-After', async () => {
    const newsletter = await form('Newsletter footer');
    for (let attempt = 0; attempt < SUBMISSION_LIMITS.perIdentifierPerMinute; attempt += 1) {
      expect((await submit(newsletter.id, { values: { email: 'again@example.com' } })).status).toBe(201);
    }
    const refused = await submit(newsletter.id, { values: { email: 'again@example.com' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('refuses a form whose list is gone, and an unknown form', async () => {
    const newsletter = await form('Newsletter footer');
    signupFormsTable.update(newsletter.id, { list_id: null });
    expect((await submit(newsletter.id, { values: { email: 'x@example.com' } })).status).toBe(400);
    expect((await submit('4b5c8f7e-0000-4000-8000-000000000000', { values: {} })).status).toBe(404);
  });
});

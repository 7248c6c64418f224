import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AutomationDto } from '@/shared/sending/automation';
import { allMessages } from '@/shared/sending/automation-tree';
import { signInAs } from '../node';
import { apiFetch } from '../testing/api-fetch';

/* The concurrency contract of content saves (mocks/README.md, "Saves made elsewhere"), for each resource an editor saves. */

const token = () => signInAs('owner-advanced').token;
const json = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;
const firstNamed = <T extends { name: string }>(items: T[], name: string): T => {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

interface Resource {
  noun: string;
  /** The PATCH path, and how to read the `updated_at` the API shows for it. */
  find(): Promise<{ path: string; revision(): Promise<string> }>;
  body: object;
}

const RESOURCES: Resource[] = [
  {
    noun: 'design',
    body: { html_content: '<p>Hello</p>' },
    async find() {
      const { id } = firstNamed((await json<{ result: { id: string; name: string }[] }>('/designs?page_size=100')).result, 'October Trail Notes');
      return { path: `/designs/${id}`, revision: async () => (await json<{ updated_at: string }>(`/designs/${id}`)).updated_at };
    },
  },
  {
    noun: 'version',
    body: { html_content: '<p>Hello</p>' },
    async find() {
      const templates = (await json<{ result: { id: string; name: string; versions: { id: string; name: string }[] }[] }>('/templates?generations=dynamic&page_size=200')).result;
      const template = firstNamed(templates, 'Password Reset');
      const path = `/templates/${template.id}/versions/${firstNamed(template.versions, 'Reset link').id}`;
      return { path, revision: async () => (await json<{ updated_at: string }>(path)).updated_at };
    },
  },
  {
    noun: 'single send',
    body: { email_config: { html_content: '<p>Hello</p>' } },
    async find() {
      const { id } = await json<{ id: string }>('/marketing/singlesends', { method: 'POST', body: { name: 'Contract' } });
      const path = `/marketing/singlesends/${id}`;
      return { path, revision: async () => (await json<{ updated_at: string }>(path)).updated_at };
    },
  },
  {
    noun: 'email',
    body: { html_content: '<p>Hello</p>' },
    async find() {
      const { id } = firstNamed((await json<{ result: { id: string; name: string }[] }>('/marketing/automations?page_size=100')).result, 'Re-engagement');
      const revision = async () => allMessages((await json<AutomationDto>(`/marketing/automations/${id}`)).steps).find((message) => message.number === 1)?.updated_at ?? '';
      return { path: `/marketing/automations/${id}/messages/1`, revision };
    },
  },
];

describe.each(RESOURCES)('PATCH of a $noun with If-Match', ({ noun, find, body }) => {
  it('saves when it names the stored updated_at, answers 409 with the stored one when it names an older one, and saves without it', async () => {
    const { path, revision } = await find();
    const opened = await revision();
    const saved = await apiFetch(path, { token: token(), method: 'PATCH', body, headers: { 'If-Match': `"${opened}"` } });
    expect(saved.ok).toBe(true);
    const stored = await revision();

    const stale = await apiFetch(path, { token: token(), method: 'PATCH', body, headers: { 'If-Match': `"${opened}"` } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      errors: [{ field: 'updated_at', message: `This ${noun} was saved elsewhere (in another tab or by another person) after your changes started.`, updated_at: stored }],
    });

    expect((await apiFetch(path, { token: token(), method: 'PATCH', body })).ok).toBe(true);
  });
});

describe('a template version saved twice within one second', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a new updated_at for each save, so a tab that saved first is refused, not silently saved over', async () => {
    const { find } = RESOURCES.find(({ noun }) => noun === 'version')!;
    const { path, revision } = await find();
    // Every save below happens at the same instant (only Date is faked: MSW's timers keep running).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 1000) * 1000 + 60_000 + 250);
    const patch = (basedOn: string, html: string) =>
      apiFetch(path, { token: token(), method: 'PATCH', body: { html_content: html }, headers: { 'If-Match': `"${basedOn}"` } });

    expect((await patch(await revision(), '<p>Tab A</p>')).ok).toBe(true);
    const afterA = await revision();
    expect((await patch(afterA, '<p>Tab B</p>')).ok).toBe(true);
    const afterB = await revision();
    expect(afterB).not.toBe(afterA);

    const late = await patch(afterA, '<p>Tab A again</p>');
    expect(late.status).toBe(409);
    expect((await json<{ html_content: string }>(path)).html_content).toContain('Tab B');
  });
});

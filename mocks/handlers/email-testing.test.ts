import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, type PersonaId } from '../node';
import { apiFetch } from '../testing/api-fetch';
import { EU_UNAVAILABLE_MESSAGE, notEnoughCreditsMessage, RESULT_TIMING, SPAM_TIMING } from './email-testing';

interface Result {
  client_id: string;
  client_name: string;
  status: string;
  screenshot_url: string | null;
  bounce_reason: string | null;
}

interface Run {
  id: string;
  name: string;
  status: string;
  credits_used: number;
  spam_test: boolean;
  results: Result[];
  spam: { status: string; score: number | null; threshold: number; checks: Array<{ rule: string }> } | null;
}

const TESTS = '/marketing/compatibility_testing/tests';
const HTML = '<html><body><p>Our autumn collection is here.</p><a href="{{{unsubscribe}}}">Unsubscribe</a></body></html>';

const as = (persona: PersonaId) => {
  const { token, impersonating } = signInAs(persona);
  const headers: Record<string, string> = impersonating ? { 'on-behalf-of': impersonating } : {};
  return {
    get: async <T>(path: string) => {
      const response = await apiFetch(path, { token, headers });
      return { status: response.status, body: (await response.json()) as T };
    },
    run: async (body: unknown) => {
      const response = await apiFetch(TESTS, { token, headers, method: 'POST', body });
      return { status: response.status, body: (await response.json()) as Run & { errors?: unknown } };
    },
  };
};

const credits = async (persona: PersonaId) => (await as(persona).get<{ entitled: boolean; remain: number }>('/marketing/compatibility_testing/credits')).body;

afterEach(() => {
  vi.useRealTimers();
});

describe('email testing clients and runs', () => {
  let avery: ReturnType<typeof as>;
  beforeEach(() => {
    avery = as('owner-advanced');
  });

  it('lists the clients a test can use', async () => {
    const { body } = await avery.get<{ result: Array<{ id: string; name: string; platform: string; category: string }> }>('/marketing/compatibility_testing/clients');
    expect(body.result).toHaveLength(10);
    expect(body.result[0]).toEqual({ id: 'gmail-chrome', name: 'Gmail', platform: 'Chrome on Windows', category: 'webmail' });
  });

  it('charges one credit per client and one for the spam test', async () => {
    expect(await credits('owner-advanced')).toEqual({ entitled: true, remain: 245 });
    const { status, body } = await avery.run({ name: 'Autumn', html_content: HTML, client_ids: ['gmail-chrome', 'iphone-mail', 'gmail-chrome'], spam_test: true });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: 'Autumn', status: 'pending', credits_used: 3, spam_test: true });
    expect(body.results.map((result) => [result.client_id, result.status])).toEqual([
      ['gmail-chrome', 'Pending'],
      ['iphone-mail', 'Pending'],
    ]);
    expect(await credits('owner-advanced')).toEqual({ entitled: true, remain: 242 });
  });

  it('moves results from Pending to Processing to Complete, or Bounced, on the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { body: run } = await avery.run({ name: 'Autumn', html_content: HTML, client_ids: ['gmail-chrome', 'samsung-email'], spam_test: true });
    const at = async (ms: number) => {
      vi.setSystemTime(start + ms);
      return (await avery.get<Run>(`${TESTS}/${run.id}`)).body;
    };

    const processing = await at(RESULT_TIMING.pendingMs(0));
    expect(processing.status).toBe('processing');
    expect(processing.results.map((result) => result.status)).toEqual(['Processing', 'Pending']);
    expect(processing.spam).toMatchObject({ status: 'Processing', score: null });

    const partly = await at(RESULT_TIMING.doneMs(0));
    expect(partly.results.map((result) => result.status)).toEqual(['Complete', 'Processing']);
    expect(partly.results[0]?.screenshot_url).toMatch(/^data:image\/svg\+xml,/);

    const done = await at(Math.max(RESULT_TIMING.doneMs(1), SPAM_TIMING.doneMs));
    expect(done.status).toBe('completed');
    expect(done.results[1]).toMatchObject({ status: 'Bounced', screenshot_url: null, bounce_reason: expect.stringContaining('refused') });
    expect(done.spam).toMatchObject({ status: 'Complete', threshold: 5 });
    expect(done.spam?.score).toBeLessThan(5);
    expect(done.spam?.checks.map((check) => check.rule)).toContain('MIME_HTML_ONLY');
  });

  it('flags an email without an unsubscribe link in the spam test', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { body: run } = await avery.run({ html_content: '<p>FREE cash, act now!</p>', client_ids: ['gmail-chrome'], spam_test: true });
    vi.setSystemTime(start + SPAM_TIMING.doneMs + RESULT_TIMING.doneMs(0));
    const { body } = await avery.get<Run>(`${TESTS}/${run.id}`);
    expect(body.name).toBe('Untitled email');
    expect(body.spam?.checks.map((check) => check.rule)).toEqual(expect.arrayContaining(['NO_UNSUBSCRIBE_LINK', 'WATCHED_PHRASES']));
  });

  it('lists runs newest first with paging', async () => {
    const { body: run } = await avery.run({ name: 'Newest', html_content: HTML, client_ids: ['yahoo-mail'] });
    const { body } = await avery.get<{ result: Run[]; _metadata: { count: number; next?: string } }>(`${TESTS}?page_size=2`);
    expect(body.result.map((test) => test.name)).toEqual(['Newest', 'Autumn Collection Launch']);
    expect(body._metadata.count).toBe(3);
    const next = await avery.get<{ result: Run[] }>(`${TESTS}${new URL(body._metadata.next ?? '').search}`);
    expect(next.body.result.map((test) => test.name)).toEqual(['Welcome Series: Email 1']);
    expect((await avery.get(`${TESTS}/${run.id}`)).status).toBe(200);
    expect((await as('owner-free').get(`${TESTS}/${run.id}`)).status).toBe(404);
  });

  it('refuses a run without clients, with an unknown client or without HTML (400)', async () => {
    const empty = await avery.run({ html_content: HTML, client_ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'client_ids', message: 'must contain at least one client' }]);
    const unknown = await avery.run({ html_content: HTML, client_ids: ['lotus-notes'] });
    expect(unknown.body.errors).toEqual([{ field: 'client_ids', message: 'contains an unknown client: lotus-notes' }]);
    const noHtml = await avery.run({ client_ids: ['gmail-chrome'] });
    expect(noHtml.body.errors).toEqual([{ field: 'html_content', message: 'is a required field' }]);
    expect(await credits('owner-advanced')).toEqual({ entitled: true, remain: 245 });
  });
});

describe('email testing limits', () => {
  it('refuses a run that costs more credits than remain, and charges nothing (400)', async () => {
    const frankie = as('owner-free');
    expect(await credits('owner-free')).toEqual({ entitled: true, remain: 3 });
    const { status, body } = await frankie.run({ html_content: HTML, client_ids: ['gmail-chrome', 'iphone-mail', 'outlook-com'], spam_test: true });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: null, message: notEnoughCreditsMessage(4, 3) }]);
    expect(await credits('owner-free')).toEqual({ entitled: true, remain: 3 });
    expect((await frankie.run({ html_content: HTML, client_ids: ['gmail-chrome', 'iphone-mail', 'outlook-com'] })).status).toBe(201);
    expect(await credits('owner-free')).toEqual({ entitled: true, remain: 0 });
  });

  it('is not available to EU subusers (403)', async () => {
    const elena = as('subuser-eu');
    const { status, body } = await elena.run({ html_content: HTML, client_ids: ['gmail-chrome'] });
    expect(status).toBe(403);
    expect(body.errors).toEqual([{ field: null, message: EU_UNAVAILABLE_MESSAGE }]);
    expect((await elena.get('/marketing/compatibility_testing/clients')).status).toBe(403);
    expect(await credits('subuser-eu')).toEqual({ entitled: false, remain: 0 });
  });

  it('charges the subuser an administrator acts for', async () => {
    const ada = as('admin-impersonating');
    expect((await ada.run({ html_content: HTML, client_ids: ['gmail-chrome', 'thunderbird'] })).status).toBe(201);
    expect(await credits('admin-impersonating')).toEqual({ entitled: true, remain: 58 });
  });
});

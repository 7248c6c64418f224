import { beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_DESIGN } from '@/features/email-editor/system-designs/newsletter';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { SEND_MESSAGES } from '@/shared/sending/readiness';
import type { SingleSendDto, SingleSendShortDto } from '@/shared/sending/single-send';
import { contactStore } from '../db/contacts/contact-store-provider';
import { insertSingleSend, singleSendsOf, updateSingleSend } from '../db/single-sends';
import { signInAs } from '../node';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';
import { LIMIT_MESSAGE } from './single-sends';

interface Page {
  result: SingleSendShortDto[];
  _metadata: { self: string; next?: string; count: number };
}
interface Errors {
  errors: { field: string | null; message: string; error_id?: string }[];
}

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const create = (body: unknown) => call('/marketing/singlesends', { method: 'POST', body });
const patch = (id: string, body: unknown) => call(`/marketing/singlesends/${id}`, { method: 'PATCH', body });
const search = (body: unknown, query = '') => json<Page>(call(`/marketing/singlesends/search${query}`, { method: 'POST', body }));
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname.replace(/^\/v3/, '')}${parsed.search}`;
};
const averyLists = async () => (await contactStore().getLists('avery')).map((list) => list.id);

beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

describe('GET /marketing/singlesends', () => {
  it('pages the seeded sends newest update first, with a next link and the count', async () => {
    const first = await json<Page>(call('/marketing/singlesends?page_size=10'));
    expect(first.result).toHaveLength(10);
    const count = first._metadata.count;
    expect(count).toBe(singleSendsOf('avery').length);
    const times = first.result.map((send) => send.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await json<Page>(call(pathOf(first._metadata.next!)));
    expect(second.result[0]!.updated_at <= times.at(-1)!).toBe(true);
    expect(new Set([...first.result, ...second.result].map((send) => send.id)).size).toBe(20);
  });

  it('seeds every status and both channels with short rows', async () => {
    const all = [...singleSendsOf('avery'), ...singleSendsOf('marketing-sub')];
    expect(new Set(all.map((send) => send.status))).toEqual(new Set(['draft', 'scheduled', 'triggered', 'expired', 'pick-winner']));
    expect(new Set(all.map((send) => send.channel))).toEqual(new Set(['email', 'sms']));
    const [row] = (await json<Page>(call('/marketing/singlesends?page_size=1'))).result;
    expect(Object.keys(row!).sort()).toEqual(['abtest', 'categories', 'channel', 'created_at', 'id', 'is_abtest', 'name', 'send_at', 'status', 'updated_at']);
  });

  it('refuses a page size over 100', async () => {
    expect((await call('/marketing/singlesends?page_size=101')).status).toBe(400);
  });

  it('shows another account’s send as unknown', async () => {
    const [frankies] = singleSendsOf('frankie');
    expect((await call(`/marketing/singlesends/${frankies!.id}`)).status).toBe(404);
  });
});

describe('POST /marketing/singlesends/search', () => {
  it('filters by name, status, categories and channels (designed), newest first', async () => {
    expect((await search({ name: 'black friday' })).result.map((send) => send.name).sort()).toEqual(['Black Friday 2024', 'Black Friday 2025']);
    const drafts = await search({ status: ['draft'] });
    expect(drafts.result.every((send) => send.status === 'draft')).toBe(true);
    expect(drafts.result.length).toBeGreaterThan(1);
    expect((await search({ status: ['pick-winner', 'expired'] })).result.map((send) => send.status).sort()).toEqual(['expired', 'pick-winner']);
    const holiday = await search({ categories: ['Holiday'] });
    expect(holiday.result.length).toBeGreaterThan(0);
    expect(holiday.result.every((send) => send.categories.includes('Holiday'))).toBe(true);
    expect((await search({ channels: ['sms'] })).result).toEqual([]);
    token = signInAs('admin-impersonating').token;
    const sms = await json<Page>(call('/marketing/singlesends/search', { method: 'POST', body: { channels: ['sms'] }, headers: { 'on-behalf-of': 'marketing-sub' } }));
    expect(sms.result.map((send) => send.channel)).toEqual(['sms', 'sms']);
  });

  it('answers an empty page when nothing matches, and 400 for an unknown status', async () => {
    expect(await search({ name: 'no such send' })).toMatchObject({ result: [], _metadata: { count: 0 } });
    const response = await call('/marketing/singlesends/search', { method: 'POST', body: { status: ['sent'] } });
    expect(response.status).toBe(400);
    expect((await json<Errors>(response)).errors[0]!.field).toBe('status');
  });
});

describe('GET /marketing/singlesends/categories', () => {
  it('answers the categories in use', async () => {
    const { categories } = await json<{ categories: string[] }>(call('/marketing/singlesends/categories'));
    expect(categories).toEqual(expect.arrayContaining(['Promotion', 'Newsletter', 'Holiday']));
    expect(new Set(categories).size).toBe(categories.length);
  });
});

describe('POST /marketing/singlesends', () => {
  it('creates a draft (201) with defaults; send_at only pre-fills', async () => {
    const response = await create({ name: '  Spring teaser ', send_at: '2030-01-01T10:00:00Z' });
    expect(response.status).toBe(201);
    const send = await json<SingleSendDto>(response);
    expect(send).toMatchObject({
      name: 'Spring teaser',
      status: 'draft',
      channel: 'email',
      send_at: '2030-01-01T10:00:00.000Z',
      send_to: { list_ids: [], segment_ids: [], all: false },
      exclude: { list_ids: [], segment_ids: [] },
      abtest: null,
      ab_variations: [],
      sms_config: null,
      email_config: { subject: '', sender_id: null, suppression_group_id: null, custom_unsubscribe_url: null, editor: 'code', click_tracking: true },
    });
    expect(await json<SingleSendDto>(call(`/marketing/singlesends/${send.id}`))).toEqual(send);
  });

  it('copies a design’s content, editor and subject with email_config.design_id', async () => {
    const [design] = (await json<{ result: { id: string; subject: string; editor: string }[] }>(call('/designs?page_size=1'))).result;
    const send = await json<SingleSendDto>(create({ name: 'From a design', email_config: { design_id: design!.id } }));
    expect(send.email_config).toMatchObject({ design_id: design!.id, subject: design!.subject, editor: design!.editor });
    expect(send.email_config.html_content).toContain('<');
    const preBuilt = await json<SingleSendDto>(create({ name: 'From a system design', email_config: { design_id: NEWSLETTER_DESIGN.id, subject: 'Own subject' } }));
    expect(preBuilt.email_config.subject).toBe('Own subject');
    expect((await create({ name: 'x', email_config: { design_id: '6d6f3a35-0000-4000-8000-000000000000' } })).status).toBe(400);
  });

  it('makes an SMS draft with channel sms', async () => {
    const send = await json<SingleSendDto>(create({ name: 'Text blast', channel: 'sms' }));
    expect(send).toMatchObject({ channel: 'sms', sms_config: { messaging_service_sid: null, body: '', media_urls: [] } });
  });

  it('checks the name, categories, recipients and references', async () => {
    const errors = async (body: unknown) => (await json<Errors>(create(body))).errors.map((error) => [error.field, error.message]);
    expect(await errors({ name: ' ' })).toEqual([['name', 'is a required field']]);
    expect(await errors({ name: 'x'.repeat(101) })).toEqual([['name', 'must not exceed 100 characters']]);
    expect(await errors({ name: 'x', categories: Array.from({ length: 11 }, (_, n) => `c${n}`) })).toEqual([['categories', 'must not exceed 10 categories']]);
    const lists = Array.from({ length: 51 }, () => crypto.randomUUID());
    expect((await errors({ name: 'x', send_to: { list_ids: lists } }))[0]).toEqual(['send_to.list_ids', 'must not exceed 50 lists']);
    expect((await errors({ name: 'x', send_to: { list_ids: [crypto.randomUUID()] } }))[0]![0]).toBe('send_to.list_ids');
    expect((await errors({ name: 'x', exclude: { segment_ids: Array.from({ length: 6 }, () => crypto.randomUUID()) } }))[0]).toEqual(['exclude.segment_ids', 'must not exceed 5 segments']);
    expect(await errors({ name: 'x', email_config: { custom_unsubscribe_url: 'ftp://example.com' } })).toEqual([['email_config.custom_unsubscribe_url', SEND_MESSAGES.customUrl]]);
    expect(await errors({ name: 'x', email_config: { sender_id: 4 } })).toEqual([['email_config.sender_id', 'unknown sender']]);
  });

  it('refuses the 10,001st single send with the spec’s message', async () => {
    const [template] = singleSendsOf('avery');
    for (let n = singleSendsOf('avery').length; n < SINGLE_SEND_LIMITS.singleSends; n += 1) insertSingleSend({ ...template!, id: `filler-${n}` });
    const response = await create({ name: 'One too many' });
    expect(response.status).toBe(400);
    expect((await json<Errors>(response)).errors).toEqual([{ field: null, error_id: 'limit_reached', message: LIMIT_MESSAGE }]);
    expect(LIMIT_MESSAGE).toBe('You have reached the maximum of 10,000 Single Sends.');
  });
});

describe('PATCH /marketing/singlesends/:id', () => {
  it('changes a draft (202) and keeps the rest; the first variation mirrors email_config', async () => {
    const send = await json<SingleSendDto>(create({ name: 'Draft' }));
    const [list] = await averyLists();
    const response = await patch(send.id, { email_config: { subject: 'Hello', sender_id: 11 }, send_to: { list_ids: [list] } });
    expect(response.status).toBe(202);
    const changed = await json<SingleSendDto>(response);
    expect(changed).toMatchObject({ name: 'Draft', email_config: { subject: 'Hello', sender_id: 11 }, send_to: { list_ids: [list], segment_ids: [], all: false } });
    expect(changed.updated_at > send.updated_at).toBe(true);

    const ab = await json<SingleSendDto>(
      patch(send.id, {
        abtest: { type: 'subject', winner_criteria: 'manual', test_percentage: 20, duration: '4 hours' },
        ab_variations: [{ subject: 'Hello' }, { subject: 'Hi there' }, { subject: 'Greetings' }],
      }),
    );
    expect(ab.ab_variations.map((variation) => [variation.name, variation.subject])).toEqual([
      ['A', 'Hello'],
      ['B', 'Hi there'],
      ['C', 'Greetings'],
    ]);
    expect(ab.abtest).toMatchObject({ type: 'subject', winning_template_id: null, expiration_date: null });
    const renamed = await json<SingleSendDto>(patch(send.id, { email_config: { subject: 'Howdy' } }));
    expect(renamed.ab_variations[0]!.subject).toBe('Howdy');
    const off = await json<SingleSendDto>(patch(send.id, { abtest: null }));
    expect(off.ab_variations).toEqual([]);
  });

  it('checks A/B tests: 2–6 variations, unique subjects, at most 7 days', async () => {
    const send = await json<SingleSendDto>(create({ name: 'AB' }));
    const abtest = { type: 'subject', winner_criteria: 'open', test_percentage: 20, duration: '1 day' };
    const error = async (body: unknown) => (await json<Errors>(patch(send.id, body))).errors[0];
    expect(await error({ abtest, ab_variations: [{ subject: 'a' }] })).toMatchObject({ field: 'ab_variations', message: SEND_MESSAGES.abTooFew });
    expect(await error({ abtest, ab_variations: Array.from({ length: 7 }, (_, n) => ({ subject: `s${n}` })) })).toMatchObject({ message: SEND_MESSAGES.abTooMany });
    expect(await error({ abtest, ab_variations: [{ subject: 'Same' }, { subject: 'same ' }] })).toMatchObject({ message: SEND_MESSAGES.abSubjectsUnique });
    expect(await error({ abtest: { ...abtest, duration: '8 days' }, ab_variations: [{ subject: 'a' }, { subject: 'b' }] })).toMatchObject({ field: 'abtest.duration', message: SEND_MESSAGES.abDuration });
    expect((await patch(send.id, { abtest: { ...abtest, type: 'content' }, ab_variations: [{ subject: 'Same' }, { subject: 'Same' }] })).status).toBe(202);
  });

  it('changes only drafts, and never the channel', async () => {
    const scheduled = singleSendsOf('avery').find((send) => send.status === 'scheduled')!;
    const response = await patch(scheduled.id, { name: 'Renamed' });
    expect(response.status).toBe(400);
    expect((await json<Errors>(response)).errors[0]).toMatchObject({ field: 'status', error_id: 'not_draft' });
    const draft = await json<SingleSendDto>(create({ name: 'Email' }));
    expect((await json<Errors>(patch(draft.id, { channel: 'sms' }))).errors[0]).toMatchObject({ field: 'channel' });
  });
});

describe('duplicate and delete', () => {
  it('duplicates as a draft named "Copy of <name>", trimmed to 100 characters', async () => {
    const sent = singleSendsOf('avery').find((send) => send.status === 'triggered' && send.abtest !== null)!;
    const response = await call(`/marketing/singlesends/${sent.id}`, { method: 'POST' });
    expect(response.status).toBe(201);
    const copy = await json<SingleSendDto>(response);
    expect(copy).toMatchObject({ name: `Copy of ${sent.name}`, status: 'draft', send_at: null, abtest: { winning_template_id: null, winner_selected_at: null } });
    expect(copy.ab_variations.map((variation) => variation.subject)).toEqual(sent.ab_variations.map((variation) => variation.subject));
    const long = await json<SingleSendDto>(create({ name: 'n'.repeat(100) }));
    const longCopy = await json<SingleSendDto>(call(`/marketing/singlesends/${long.id}`, { method: 'POST' }));
    expect(longCopy.name).toBe(`Copy of ${'n'.repeat(92)}`);
    const named = await json<SingleSendDto>(call(`/marketing/singlesends/${long.id}`, { method: 'POST', body: { name: 'Mine' } }));
    expect(named.name).toBe('Mine');
  });

  it('deletes one (204) and in bulk (1–50 ids)', async () => {
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map(async (name) => json<SingleSendDto>(create({ name }))));
    expect((await call(`/marketing/singlesends/${a!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/marketing/singlesends/${a!.id}`)).status).toBe(404);
    expect((await call(`/marketing/singlesends?ids=${b!.id},${c!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/marketing/singlesends/${c!.id}`)).status).toBe(404);
    const tooMany = Array.from({ length: 51 }, () => crypto.randomUUID()).join(',');
    expect((await call(`/marketing/singlesends?ids=${tooMany}`, { method: 'DELETE' })).status).toBe(400);
    expect((await call('/marketing/singlesends?ids=', { method: 'DELETE' })).status).toBe(400);
  });
});

describe('lists used by single sends', () => {
  it('names the scheduled single sends that use a list, and keeps it from being deleted', async () => {
    const lists = await averyLists();
    const list = lists.at(-1)!;
    const usage = async () => (await json<{ single_sends: { id: string; name: string }[] }>(call(`/marketing/lists/${list}/usage`))).single_sends;
    const send = await json<SingleSendDto>(create({ name: 'Uses the list', send_to: { list_ids: [lists[0]] }, exclude: { list_ids: [list] } }));
    expect(await usage()).toEqual([]);
    updateSingleSend(singleSendsOf('avery').find((candidate) => candidate.id === send.id)!, { status: 'scheduled' }, new Date());
    expect(await usage()).toEqual([{ id: send.id, name: 'Uses the list' }]);
    const refused = await call(`/marketing/lists/${list}`, { method: 'DELETE' });
    expect(refused.status).toBe(400);
    expect((await json<Errors>(refused)).errors[0]).toMatchObject({ error_id: 'list_in_use', message: 'list is in use by single send: Uses the list' });
  });
});

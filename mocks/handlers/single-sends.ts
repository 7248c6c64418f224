import { http, HttpResponse } from 'msw';
import { separatedContent } from '../db/design-content';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import type { SingleSendChannel, SingleSendDto, SingleSendStatus } from '@/shared/sending/single-send';
import { contactStore } from '../db/contacts/contact-store-provider';
import { findDesign, renderedDesign } from '../db/designs';
import { renderedPreBuilt } from '../db/pre-built-designs';
import { catchUpSends } from '../db/send-simulator';
import { removeStatsOf } from '../db/single-send-stats';
import {
  countSingleSends,
  findSingleSend,
  insertSingleSend,
  removeSingleSend,
  singleSendsOf,
  updateSingleSend,
  type SingleSendRecord,
} from '../db/single-sends';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { invalidJsonBody, noContent } from './errors';
import { newestFirstPage } from './newest-first-page';
import { readJsonObject } from './request';
import { abErrors, applyRequest, defaultEmailConfig, defaultSmsConfig, listIdsOf, requestErrors } from './single-sends-request';
import { notADraft, sendErrors, SINGLE_SENDS, toShortDto, toSingleSendDto, withSend, type SendError } from './single-sends-shared';
import { staleEdit } from './edit-precondition';

/** Single sends, /v3/marketing/singlesends (ENDPOINTS.md §5; designed parts in mocks/README.md "Single sends"). */
const PAGING = { defaultSize: 100, maxSize: 100 };
const STATUSES: readonly SingleSendStatus[] = ['draft', 'scheduled', 'triggered', 'expired', 'pick-winner'];
const CHANNELS: readonly SingleSendChannel[] = ['email', 'sms'];
/** GET …/categories answers the latest this many. */
const CATEGORIES_ANSWERED = 1000;

export const LIMIT_MESSAGE = 'You have reached the maximum of 10,000 Single Sends.';
export const copyName = (name: string) => `Copy of ${name}`.slice(0, SINGLE_SEND_LIMITS.nameLength);

type IdParams = { id: string };

const limitReached = () => sendErrors(400, [{ field: null, error_id: 'limit_reached', message: LIMIT_MESSAGE }]);

/** An optional JSON body: none, or an object. */
async function readOptionalBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.clone().text();
  return text.trim() === '' ? {} : readJsonObject(request);
}

/** Lists named in a body that are not the owner's (they live in the contact store). */
async function unknownListErrors(owner: User, body: Record<string, unknown>): Promise<SendError[]> {
  const named = listIdsOf(body);
  if (named.every(({ ids }) => ids.length === 0)) return [];
  const known = new Set((await contactStore().getLists(owner.username)).map((list) => list.id));
  return named.flatMap(({ field, ids }) => {
    const unknown = ids.find((id) => !known.has(id));
    return unknown === undefined ? [] : [{ field, message: `unknown list id ${unknown}` }];
  });
}

/** With `email_config.design_id`, the design's content, editor and (when none is given) subject are copied, as SendGrid does. */
async function designContent(owner: User, body: Record<string, unknown>): Promise<Partial<SingleSendDto['email_config']> | SendError> {
  const config = body.email_config as Record<string, unknown> | undefined;
  const designId = config?.design_id;
  if (typeof designId !== 'string' || designId === '') return {};
  const own = findDesign(owner, designId);
  const design = own ? await renderedDesign(own) : await renderedPreBuilt(designId);
  if (design === undefined) return { field: 'email_config.design_id', message: 'unknown design' };
  const subject = typeof config?.subject === 'string' && config.subject.trim() !== '' ? config.subject : design.subject;
  return {
    design_id: designId,
    ...separatedContent(design.html_content, design.design_document),
    plain_content: design.plain_content,
    generate_plain_content: design.generate_plain_content,
    editor: design.editor,
    subject,
  };
}

function blankSend(owner: User, now: Date, channel: SingleSendChannel): SingleSendRecord {
  const time = now.toISOString();
  return {
    id: crypto.randomUUID(),
    owner: owner.username,
    progress: null,
    name: '',
    status: 'draft',
    channel,
    categories: [],
    send_at: null,
    send_to: { list_ids: [], segment_ids: [], all: false },
    exclude: { list_ids: [], segment_ids: [] },
    email_config: { ...defaultEmailConfig(), click_tracking: time.slice(0, 10) >= SINGLE_SEND_LIMITS.clickTrackingCutoff },
    abtest: null,
    ab_variations: [],
    sms_config: channel === 'sms' ? defaultSmsConfig() : null,
    created_at: time,
    updated_at: time,
    warnings: [],
  };
}

interface SearchFilter {
  name?: string;
  statuses?: SingleSendStatus[];
  categories?: string[];
  channels?: SingleSendChannel[];
}

function readFilter(body: Record<string, unknown>): SearchFilter | SendError {
  const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (body.name !== undefined && typeof body.name !== 'string') return { field: 'name', message: 'must be a string' };
  if (body.status !== undefined && (!strings(body.status) || !(body.status as string[]).every((status) => STATUSES.includes(status as SingleSendStatus)))) {
    return { field: 'status', message: `must be a list of ${STATUSES.join(', ')}` };
  }
  if (body.categories !== undefined && !strings(body.categories)) return { field: 'categories', message: 'must be a list of strings' };
  if (body.channels !== undefined && (!strings(body.channels) || !(body.channels as string[]).every((channel) => CHANNELS.includes(channel as SingleSendChannel)))) {
    return { field: 'channels', message: 'must be a list of email, sms' };
  }
  return {
    name: (body.name as string | undefined)?.trim().toLowerCase() || undefined,
    statuses: (body.status as SingleSendStatus[] | undefined)?.length ? (body.status as SingleSendStatus[]) : undefined,
    categories: (body.categories as string[] | undefined)?.length ? (body.categories as string[]) : undefined,
    channels: (body.channels as SingleSendChannel[] | undefined)?.length ? (body.channels as SingleSendChannel[]) : undefined,
  };
}

const matches = (send: SingleSendRecord, filter: SearchFilter) =>
  (filter.name === undefined || send.name.toLowerCase().includes(filter.name)) &&
  (filter.statuses === undefined || filter.statuses.includes(send.status)) &&
  (filter.categories === undefined || send.categories.some((category) => filter.categories!.includes(category))) &&
  (filter.channels === undefined || filter.channels.includes(send.channel));

function pagedList(request: Request, sends: readonly SingleSendRecord[]): Response {
  const answer = newestFirstPage(request, sends, (send) => [send.updated_at, send.id], PAGING);
  return answer.ok ? HttpResponse.json({ result: answer.page.map(toShortDto), _metadata: answer.metadata }) : answer.response;
}

export const singleSendCrudHandlers = [
  http.get(
    api(`${SINGLE_SENDS}/categories`),
    authenticated(async ({ account }) => {
      await catchUpSends(account.actingAs.username);
      const categories = [...new Set(singleSendsOf(account.actingAs.username).flatMap((send) => send.categories))].slice(0, CATEGORIES_ANSWERED);
      return HttpResponse.json({ categories });
    }),
  ),

  /** Designed additions: `channels`, and every status. No match answers an empty page (not the spec's 404). */
  http.post(
    api(`${SINGLE_SENDS}/search`),
    authenticated(async ({ request, account }) => {
      const body = await readOptionalBody(request);
      if (body === undefined) return invalidJsonBody();
      const filter = readFilter(body);
      if ('message' in filter) return sendErrors(400, [filter]);
      await catchUpSends(account.actingAs.username);
      return pagedList(
        request,
        singleSendsOf(account.actingAs.username).filter((send) => matches(send, filter)),
      );
    }),
  ),

  http.get(
    api(SINGLE_SENDS),
    authenticated(async ({ request, account }) => {
      await catchUpSends(account.actingAs.username);
      return pagedList(request, singleSendsOf(account.actingAs.username));
    }),
  ),

  /** Always a draft (201). `channel: 'sms'` makes an SMS send. */
  http.post(
    api(SINGLE_SENDS),
    authenticated(async ({ request, account: { actingAs } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors: SendError[] = [...requestErrors(body, actingAs, 'create'), ...(await unknownListErrors(actingAs, body))];
      if (errors.length > 0) return sendErrors(400, errors);
      if (countSingleSends(actingAs.username) >= SINGLE_SEND_LIMITS.singleSends) return limitReached();
      const fromDesign = await designContent(actingAs, body);
      if ('message' in fromDesign) return sendErrors(400, [fromDesign as SendError]);
      const blank = blankSend(actingAs, new Date(), (body.channel as SingleSendChannel | undefined) ?? 'email');
      const applied = applyRequest(blank, { ...body, email_config: { ...(body.email_config as object | undefined), ...fromDesign } });
      const invalidAb = abErrors(applied);
      if (invalidAb.length > 0) return sendErrors(400, invalidAb);
      // A new send is always a draft: `send_at` only pre-fills the date.
      const created = insertSingleSend({ ...blank, ...applied, status: 'draft' });
      return HttpResponse.json(toSingleSendDto(created), { status: 201 });
    }),
  ),

  /** Bulk delete, 1–50 ids (204). Unknown ids are ignored unless none is the owner's (404). */
  http.delete(
    api(SINGLE_SENDS),
    authenticated(async ({ request, account }) => {
      const raw = new URL(request.url).searchParams.getAll('ids').flatMap((value) => value.split(','));
      const ids = [...new Set(raw.map((id) => id.trim()).filter(Boolean))];
      if (ids.length === 0) return sendErrors(400, [{ field: 'ids', message: 'is a required field' }]);
      if (ids.length > SINGLE_SEND_LIMITS.bulkDeleteIds) return sendErrors(400, [{ field: 'ids', message: `must not exceed ${SINGLE_SEND_LIMITS.bulkDeleteIds} ids` }]);
      const owned = ids.filter((id) => findSingleSend(account.actingAs.username, id) !== undefined);
      if (owned.length === 0) return sendErrors(404, [{ field: 'ids', error_id: 'not_found', message: 'no single sends found with these ids' }]);
      for (const id of owned) {
        removeSingleSend(id);
        removeStatsOf(id);
      }
      return noContent();
    }),
  ),

  http.get(
    api(`${SINGLE_SENDS}/:id`),
    authenticated<IdParams>(({ params, account }) => withSend(account.actingAs, params.id, (send) => HttpResponse.json(toSingleSendDto(send)))),
  ),

  /** Only a draft changes (202); the channel is fixed at creation. */
  http.patch(
    api(`${SINGLE_SENDS}/:id`),
    authenticated<IdParams>(({ request, params, account: { actingAs } }) =>
      withSend(actingAs, params.id, async (send) => {
        const body = await readJsonObject(request);
        if (body === undefined) return invalidJsonBody();
        if (send.status !== 'draft') return notADraft();
        const stale = staleEdit(request, send.updated_at, 'single send');
        if (stale) return stale;
        const errors: SendError[] = [...requestErrors(body, actingAs, 'update'), ...(await unknownListErrors(actingAs, body))];
        if (body.channel !== undefined && body.channel !== send.channel) errors.push({ field: 'channel', message: 'cannot be changed' });
        if (errors.length > 0) return sendErrors(400, errors);
        const fromDesign = await designContent(actingAs, body);
        if ('message' in fromDesign) return sendErrors(400, [fromDesign as SendError]);
        const withDesign = Object.keys(fromDesign).length === 0 ? body : { ...body, email_config: { ...(body.email_config as object), ...fromDesign } };
        const applied = applyRequest(toSingleSendDto(send), withDesign);
        const invalidAb = abErrors(applied);
        if (invalidAb.length > 0) return sendErrors(400, invalidAb);
        const { id: _id, created_at: _created, updated_at: _updated, status: _status, ...patch } = applied;
        return HttpResponse.json(toSingleSendDto(updateSingleSend(send, patch, new Date())), { status: 202 });
      }),
    ),
  ),

  /** Duplicate (201): a draft named as asked or "Copy of <name>" (trimmed to 100), without schedule or A/B results. */
  http.post(
    api(`${SINGLE_SENDS}/:id`),
    authenticated<IdParams>(({ request, params, account: { actingAs } }) =>
      withSend(actingAs, params.id, async (send) => {
        const body = await readOptionalBody(request);
        if (body === undefined) return invalidJsonBody();
        const name = body.name;
        if (name !== undefined && (typeof name !== 'string' || name.trim().length > SINGLE_SEND_LIMITS.nameLength)) {
          return sendErrors(400, [{ field: 'name', message: `must not exceed ${SINGLE_SEND_LIMITS.nameLength} characters` }]);
        }
        if (countSingleSends(actingAs.username) >= SINGLE_SEND_LIMITS.singleSends) return limitReached();
        const blank = blankSend(actingAs, new Date(), send.channel);
        const copy: SingleSendRecord = {
          ...send,
          id: blank.id,
          name: typeof name === 'string' && name.trim() !== '' ? name.trim() : copyName(send.name),
          status: 'draft',
          send_at: null,
          progress: null,
          abtest: send.abtest && { ...send.abtest, winning_template_id: null, winner_selected_at: null, expiration_date: null },
          ab_variations: send.ab_variations.map((variation) => ({ ...variation, id: crypto.randomUUID() })),
          email_config: { ...send.email_config, click_tracking: blank.email_config.click_tracking },
          created_at: blank.created_at,
          updated_at: blank.updated_at,
          warnings: [],
        };
        return HttpResponse.json(toSingleSendDto(insertSingleSend(copy)), { status: 201 });
      }),
    ),
  ),

  http.delete(
    api(`${SINGLE_SENDS}/:id`),
    authenticated<IdParams>(({ params, account }) =>
      withSend(account.actingAs, params.id, (send) => {
        removeSingleSend(send.id);
        removeStatsOf(send.id);
        return noContent();
      }),
    ),
  ),
];

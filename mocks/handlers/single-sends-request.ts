import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { designDocumentRule, patchedContent } from '../db/design-content';
import { durationHours, SEND_MESSAGES, SMS_MAX_BODY_BYTES } from '@/shared/sending/readiness';
import type { AbVariationDto, EmailConfigDto, ExcludeDto, SendToDto, SingleSendChannel, SingleSendDto, SmsConfigDto } from '@/shared/sending/single-send';
import { findSegment } from '../db/segments';
import { findSender } from '../db/senders';
import { findGroup } from '../db/unsubscribe-groups';
import { messagingServicesOf } from '../db/sms-accounts';
import type { User } from '../db/users';
import type { FieldError } from './errors';

/**
 * Reads and checks a SingleSendRequestDto (POST creates, PATCH changes the fields present). Each check
 * reports `{ field: 'send_to.list_ids', message }`; references (sender, group, segments, messaging
 * service) must be the owner's. Lists live in the contact store: the handler checks them (async).
 */
type Body = Record<string, unknown>;

const CHANNELS: readonly SingleSendChannel[] = ['email', 'sms'];
const EDITORS = ['code', 'design'] as const;
const AB_TYPES = ['subject', 'content'] as const;
const CRITERIA = ['open', 'click', 'manual'] as const;
const HTTP_URL = /^https?:\/\/[^\s/]+\S*$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const SUBJECT_LENGTH = 255;
const CATEGORY_LENGTH = 255;
export const VARIATION_NAMES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const has = (body: Body, key: string) => key in body && body[key] !== undefined;

export const isIsoTime = (value: string) => ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));

/** The bytes of a `data:` image URL; other URLs (the stock library) count as 0. */
function dataUrlBytes(url: string): number {
  const match = /^data:[^;,]*;base64,(.*)$/.exec(url);
  return match ? Math.floor(((match[1] ?? '').replace(/=+$/, '').length * 3) / 4) : 0;
}

/** The bytes of an SMS's images, as far as the mock knows them. */
export const smsImageBytes = (urls: readonly string[]) => urls.reduce((total, url) => total + dataUrlBytes(url), 0);

function checkIds(errors: FieldError[], field: string, value: unknown, max: number, label: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!isStringArray(value)) {
    errors.push({ field, message: 'must be a list of ids' });
    return undefined;
  }
  const ids = [...new Set(value)];
  if (ids.length > max) errors.push({ field, message: `must not exceed ${max} ${label}` });
  return ids;
}

function checkAudience(errors: FieldError[], owner: User, prefix: 'send_to' | 'exclude', value: unknown): Body | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    errors.push({ field: prefix, message: 'must be an object' });
    return undefined;
  }
  const limits = prefix === 'send_to' ? SINGLE_SEND_LIMITS.include : SINGLE_SEND_LIMITS.exclude;
  const lists = checkIds(errors, `${prefix}.list_ids`, value.list_ids, limits.lists, 'lists');
  const segments = checkIds(errors, `${prefix}.segment_ids`, value.segment_ids, limits.segments, 'segments');
  const unknownSegment = segments?.find((id) => findSegment(owner.username, id) === undefined);
  if (unknownSegment !== undefined) errors.push({ field: `${prefix}.segment_ids`, message: `unknown segment id ${unknownSegment}` });
  if (prefix === 'send_to' && value.all !== undefined && typeof value.all !== 'boolean') errors.push({ field: 'send_to.all', message: 'must be a boolean' });
  return { list_ids: lists, segment_ids: segments, all: value.all };
}

function checkEmailConfig(errors: FieldError[], owner: User, value: unknown): void {
  if (value === undefined) return;
  if (!isObject(value)) {
    errors.push({ field: 'email_config', message: 'must be an object' });
    return;
  }
  const field = (key: string) => `email_config.${key}`;
  for (const key of ['subject', 'preheader', 'html_content', 'plain_content'] as const) {
    if (has(value, key) && typeof value[key] !== 'string') errors.push({ field: field(key), message: 'must be a string' });
  }
  for (const key of ['subject', 'preheader'] as const) {
    if (typeof value[key] === 'string' && (value[key] as string).trim().length > SUBJECT_LENGTH) errors.push({ field: field(key), message: `must not exceed ${SUBJECT_LENGTH} characters` });
  }
  if (has(value, 'editor') && !EDITORS.includes(value.editor as never)) errors.push({ field: field('editor'), message: 'must be one of code, design' });
  const documentProblem = designDocumentRule(value.design_document);
  if (documentProblem) errors.push({ field: field('design_document'), message: documentProblem });
  for (const key of ['generate_plain_content', 'click_tracking'] as const) {
    if (has(value, key) && typeof value[key] !== 'boolean') errors.push({ field: field(key), message: 'must be a boolean' });
  }
  const sender = value.sender_id;
  if (sender !== undefined && sender !== null && (!Number.isInteger(sender) || findSender(owner, sender as number) === undefined)) {
    errors.push({ field: field('sender_id'), message: 'unknown sender' });
  }
  const group = value.suppression_group_id;
  if (group !== undefined && group !== null && (!Number.isInteger(group) || findGroup(owner, group as number) === undefined)) {
    errors.push({ field: field('suppression_group_id'), message: 'unknown unsubscribe group' });
  }
  const url = value.custom_unsubscribe_url;
  if (url !== undefined && url !== null && (typeof url !== 'string' || (url.trim() !== '' && !HTTP_URL.test(url.trim())))) {
    errors.push({ field: field('custom_unsubscribe_url'), message: SEND_MESSAGES.customUrl });
  }
  for (const key of ['ip_pool', 'design_id'] as const) {
    if (has(value, key) && value[key] !== null && typeof value[key] !== 'string') errors.push({ field: field(key), message: 'must be a string' });
  }
}

function checkAbTest(errors: FieldError[], value: unknown): void {
  if (value === undefined || value === null) return;
  if (!isObject(value)) {
    errors.push({ field: 'abtest', message: 'must be an object or null' });
    return;
  }
  if (!AB_TYPES.includes(value.type as never)) errors.push({ field: 'abtest.type', message: 'must be one of subject, content' });
  if (!CRITERIA.includes(value.winner_criteria as never)) errors.push({ field: 'abtest.winner_criteria', message: 'must be one of open, click, manual' });
  const share = value.test_percentage;
  if (!Number.isInteger(share) || (share as number) < 1 || (share as number) > 100) errors.push({ field: 'abtest.test_percentage', message: 'must be an integer from 1 to 100' });
  const hours = typeof value.duration === 'string' ? durationHours(value.duration) : undefined;
  if (hours === undefined || hours <= 0) errors.push({ field: 'abtest.duration', message: 'must be a duration such as "4 hours" or "1 day"' });
  else if (hours > SINGLE_SEND_LIMITS.abPickWithinDays * 24) errors.push({ field: 'abtest.duration', message: SEND_MESSAGES.abDuration });
}

function checkVariations(errors: FieldError[], value: unknown): void {
  if (value === undefined) return;
  if (!Array.isArray(value) || !value.every(isObject)) {
    errors.push({ field: 'ab_variations', message: 'must be a list of variations' });
    return;
  }
  value.forEach((variation: Body, index) => {
    for (const key of ['subject', 'html_content', 'plain_content'] as const) {
      if (has(variation, key) && typeof variation[key] !== 'string') errors.push({ field: `ab_variations.${index}.${key}`, message: 'must be a string' });
    }
    if (has(variation, 'editor') && !EDITORS.includes(variation.editor as never)) errors.push({ field: `ab_variations.${index}.editor`, message: 'must be one of code, design' });
    const documentProblem = designDocumentRule(variation.design_document);
    if (documentProblem) errors.push({ field: `ab_variations.${index}.design_document`, message: documentProblem });
  });
}

function checkSmsConfig(errors: FieldError[], owner: User, value: unknown): void {
  if (value === undefined) return;
  if (!isObject(value)) {
    errors.push({ field: 'sms_config', message: 'must be an object' });
    return;
  }
  const service = value.messaging_service_sid;
  if (service !== undefined && service !== null && !messagingServicesOf(owner).some((candidate) => candidate.id === service)) {
    errors.push({ field: 'sms_config.messaging_service_sid', message: 'unknown messaging service' });
  }
  if (has(value, 'body')) {
    if (typeof value.body !== 'string') errors.push({ field: 'sms_config.body', message: 'must be a string' });
    else if (new TextEncoder().encode(value.body).length > SMS_MAX_BODY_BYTES) errors.push({ field: 'sms_config.body', message: SEND_MESSAGES.smsBytes });
  }
  if (has(value, 'media_urls')) {
    const urls = value.media_urls;
    if (!isStringArray(urls)) errors.push({ field: 'sms_config.media_urls', message: 'must be a list of image URLs' });
    else if (urls.length > SINGLE_SEND_LIMITS.sms.images) errors.push({ field: 'sms_config.media_urls', message: SEND_MESSAGES.smsImages });
    else if (smsImageBytes(urls) > SINGLE_SEND_LIMITS.sms.imagesTotalBytes) {
      errors.push({ field: 'sms_config.media_urls', message: SMS_IMAGES_TOO_LARGE });
    }
  }
}

export const SMS_IMAGES_TOO_LARGE = 'The images of an SMS can be at most 5 MB in all.';

/** Field errors of a create ('create') or partial update ('update') body. */
export function requestErrors(body: Body, owner: User, mode: 'create' | 'update'): FieldError[] {
  const errors: FieldError[] = [];
  if (mode === 'create' || has(body, 'name')) {
    if (typeof body.name !== 'string' || body.name.trim() === '') errors.push({ field: 'name', message: 'is a required field' });
    else if (body.name.trim().length > SINGLE_SEND_LIMITS.nameLength) errors.push({ field: 'name', message: `must not exceed ${SINGLE_SEND_LIMITS.nameLength} characters` });
  }
  if (has(body, 'categories')) {
    const categories = body.categories;
    if (!isStringArray(categories)) errors.push({ field: 'categories', message: 'must be a list of strings' });
    else if (new Set(categories.map((category) => category.trim()).filter(Boolean)).size > SINGLE_SEND_LIMITS.categories) {
      errors.push({ field: 'categories', message: `must not exceed ${SINGLE_SEND_LIMITS.categories} categories` });
    } else if (categories.some((category) => category.trim().length > CATEGORY_LENGTH)) {
      errors.push({ field: 'categories', message: `each category must not exceed ${CATEGORY_LENGTH} characters` });
    }
  }
  if (has(body, 'send_at') && body.send_at !== null && (typeof body.send_at !== 'string' || !isIsoTime(body.send_at))) {
    errors.push({ field: 'send_at', message: 'must be an ISO 8601 time or null' });
  }
  if (has(body, 'channel') && !CHANNELS.includes(body.channel as SingleSendChannel)) errors.push({ field: 'channel', message: 'must be one of email, sms' });
  checkAudience(errors, owner, 'send_to', body.send_to);
  checkAudience(errors, owner, 'exclude', body.exclude);
  checkEmailConfig(errors, owner, body.email_config);
  checkAbTest(errors, body.abtest);
  checkVariations(errors, body.ab_variations);
  checkSmsConfig(errors, owner, body.sms_config);
  return errors;
}

/** The list ids a body names (include and exclude), for the handler's check against the contact store. */
export function listIdsOf(body: Body): { field: string; ids: string[] }[] {
  return (['send_to', 'exclude'] as const).flatMap((prefix) => {
    const value = body[prefix];
    return isObject(value) && isStringArray(value.list_ids) ? [{ field: `${prefix}.list_ids`, ids: value.list_ids }] : [];
  });
}

const trimmedCategories = (value: string[]) => [...new Set(value.map((category) => category.trim()).filter(Boolean))];

export const defaultEmailConfig = (): EmailConfigDto => ({
  subject: '',
  preheader: '',
  html_content: '',
  plain_content: '',
  generate_plain_content: true,
  design_id: null,
  editor: 'code',
  suppression_group_id: null,
  custom_unsubscribe_url: null,
  sender_id: null,
  ip_pool: null,
  click_tracking: true,
});

export const defaultSmsConfig = (): SmsConfigDto => ({ messaging_service_sid: null, body: '', media_urls: [] });

function variationsOf(value: unknown, current: readonly AbVariationDto[], config: EmailConfigDto): AbVariationDto[] {
  const given = value as Body[];
  return given.map((variation, index) => {
    const known = current.find((candidate) => candidate.id === variation.id);
    const base = known ?? { subject: config.subject, html_content: config.html_content, design_document: config.design_document ?? null, plain_content: config.plain_content, editor: config.editor };
    const given = typeof variation.html_content === 'string' || has(variation, 'design_document');
    return {
      id: typeof variation.id === 'string' && variation.id !== '' ? variation.id : crypto.randomUUID(),
      name: VARIATION_NAMES[index] ?? String(index + 1),
      subject: typeof variation.subject === 'string' ? variation.subject : base.subject,
      ...(given ? patchedContent(base, variation) : { html_content: base.html_content, design_document: base.design_document ?? null }),
      plain_content: typeof variation.plain_content === 'string' ? variation.plain_content : base.plain_content,
      editor: (variation.editor as AbVariationDto['editor'] | undefined) ?? base.editor,
    };
  });
}

/**
 * The send after applying a validated body to `current`. The first variation is the send's own
 * content: its subject and content are mirrored into `email_config` (and the other way round).
 */
export function applyRequest(current: SingleSendDto, body: Body): SingleSendDto {
  const next: SingleSendDto = { ...current };
  if (has(body, 'name')) next.name = (body.name as string).trim();
  if (has(body, 'categories')) next.categories = trimmedCategories(body.categories as string[]);
  if (has(body, 'send_at')) next.send_at = body.send_at === null ? null : new Date(body.send_at as string).toISOString();
  if (isObject(body.send_to)) {
    const to = body.send_to;
    next.send_to = {
      list_ids: isStringArray(to.list_ids) ? [...new Set(to.list_ids)] : current.send_to.list_ids,
      segment_ids: isStringArray(to.segment_ids) ? [...new Set(to.segment_ids)] : current.send_to.segment_ids,
      all: typeof to.all === 'boolean' ? to.all : current.send_to.all,
    } satisfies SendToDto;
  }
  if (isObject(body.exclude)) {
    const out = body.exclude;
    next.exclude = {
      list_ids: isStringArray(out.list_ids) ? [...new Set(out.list_ids)] : current.exclude.list_ids,
      segment_ids: isStringArray(out.segment_ids) ? [...new Set(out.segment_ids)] : current.exclude.segment_ids,
    } satisfies ExcludeDto;
  }
  if (isObject(body.email_config)) {
    const given = Object.fromEntries(Object.entries(body.email_config).filter(([, value]) => value !== undefined)) as Partial<EmailConfigDto>;
    if (typeof given.custom_unsubscribe_url === 'string') given.custom_unsubscribe_url = given.custom_unsubscribe_url.trim() || null;
    next.email_config = { ...current.email_config, ...given };
    // The document goes beside the HTML, also when an older client sends it embedded (design-content.ts).
    if ('html_content' in given || 'design_document' in given) Object.assign(next.email_config, patchedContent(current.email_config, given));
  }
  if (isObject(body.sms_config)) {
    next.sms_config = { ...(current.sms_config ?? defaultSmsConfig()), ...(body.sms_config as Partial<SmsConfigDto>) };
  }
  if (has(body, 'abtest')) {
    next.abtest = isObject(body.abtest)
      ? {
          type: body.abtest.type as 'subject' | 'content',
          winner_criteria: body.abtest.winner_criteria as 'open' | 'click' | 'manual',
          test_percentage: body.abtest.test_percentage as number,
          duration: (body.abtest.duration as string).trim(),
          winning_template_id: null,
          winner_selected_at: null,
          expiration_date: null,
        }
      : null;
  }
  if (Array.isArray(body.ab_variations)) next.ab_variations = variationsOf(body.ab_variations, current.ab_variations, next.email_config);
  if (next.abtest === null) next.ab_variations = [];
  else if (next.ab_variations.length === 0) next.ab_variations = variationsOf([{}, {}], [], next.email_config);
  const [first] = next.ab_variations;
  if (first !== undefined) {
    const configChanged = isObject(body.email_config);
    if (configChanged && !Array.isArray(body.ab_variations)) {
      const { subject, html_content, design_document = null, plain_content, editor } = next.email_config;
      next.ab_variations = [{ ...first, subject, html_content, design_document, plain_content, editor }, ...next.ab_variations.slice(1)];
    } else {
      const { subject, html_content, design_document = null, plain_content, editor } = first;
      next.email_config = { ...next.email_config, subject, html_content, design_document, plain_content, editor };
    }
  }
  return next;
}

/** Errors only the whole send shows: the variation count and, for a subject test, unique subjects. */
export function abErrors(send: SingleSendDto): FieldError[] {
  if (send.abtest === null) return [];
  const { min, max } = SINGLE_SEND_LIMITS.abVariations;
  const count = send.ab_variations.length;
  if (count < min) return [{ field: 'ab_variations', message: SEND_MESSAGES.abTooFew }];
  if (count > max) return [{ field: 'ab_variations', message: SEND_MESSAGES.abTooMany }];
  if (send.abtest.type !== 'subject') return [];
  const subjects = send.ab_variations.map((variation) => variation.subject.trim().toLowerCase()).filter(Boolean);
  return new Set(subjects).size === subjects.length ? [] : [{ field: 'ab_variations', message: SEND_MESSAGES.abSubjectsUnique }];
}

import type { AbVariationDto, SingleSendDto, SingleSendRequestDto } from '@/shared/sending/single-send';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import type { AbSettings, SettingsDraft, VariationDraft } from './types';

export const VARIATION_NAMES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export const DEFAULT_AB: AbSettings = { type: 'subject', winnerCriteria: 'open', testPercentage: 20, duration: '1 day' };

const idOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const numberOrNull = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/** A custom unsubscribe link must start with http:// or https:// (spec §5). */
export const isHttpUrl = (value: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value.trim());

export function draftOf(send: SingleSendDto): SettingsDraft {
  const config = send.email_config;
  const custom = config.custom_unsubscribe_url ?? '';
  return {
    name: send.name,
    categories: [...send.categories],
    sendTo: { list_ids: [...send.send_to.list_ids], segment_ids: [...send.send_to.segment_ids], all: send.send_to.all },
    exclude: { list_ids: [...(send.exclude?.list_ids ?? [])], segment_ids: [...(send.exclude?.segment_ids ?? [])] },
    senderId: idOf(config.sender_id),
    subject: config.subject ?? '',
    preheader: config.preheader ?? '',
    unsubscribeMode: custom !== '' ? 'custom' : 'group',
    groupId: idOf(config.suppression_group_id),
    customUnsubscribeUrl: custom,
    ipPool: config.ip_pool ?? '',
    clickTracking: config.click_tracking ?? false,
    abtest: send.abtest
      ? { type: send.abtest.type, winnerCriteria: send.abtest.winner_criteria, testPercentage: send.abtest.test_percentage, duration: send.abtest.duration }
      : null,
    variations: send.abtest ? send.ab_variations.map(({ id, name, subject }) => ({ id, name, subject })) : [],
  };
}

/** Whether the send may use click tracking: only sends created on or after the cutoff (spec §5). */
export const clickTrackingAvailable = (send: Pick<SingleSendDto, 'created_at'>) => send.created_at.slice(0, 10) >= SINGLE_SEND_LIMITS.clickTrackingCutoff;

/**
 * The variations to store: the draft's subjects over the stored content. Variation A is the send's own
 * email_config; in a subject test every variation carries A's content, in a content test its own (new
 * ones start as a copy of A's).
 */
export function variationsToStore(draft: SettingsDraft, send: SingleSendDto): AbVariationDto[] {
  if (!draft.abtest) return [];
  const stored = new Map(send.ab_variations.map((variation) => [variation.id, variation]));
  const { html_content, design_document = null, plain_content, editor } = send.email_config;
  const own = { html_content, design_document, plain_content, editor };
  return draft.variations.map(({ id, name, subject }, index) => {
    const content = index === 0 || draft.abtest?.type === 'subject' ? own : (stored.get(id) ?? own);
    const variationSubject = draft.abtest?.type === 'subject' ? subject : draft.subject;
    return { id, name, subject: index === 0 ? draft.subject : variationSubject, html_content: content.html_content, design_document: content.design_document ?? null, plain_content: content.plain_content, editor: content.editor };
  });
}

/**
 * The PATCH body for the settings (never the content, which the editor saves). Values that cannot be
 * stored yet are left as they were: a custom link that is not http(s) is kept on screen, not sent.
 */
export function settingsPatch(draft: SettingsDraft, send: SingleSendDto): Partial<SingleSendRequestDto> {
  const custom = draft.unsubscribeMode === 'custom';
  const url = draft.customUnsubscribeUrl.trim();
  return {
    ...(draft.name.trim() !== '' ? { name: draft.name.trim() } : {}),
    categories: draft.categories,
    send_to: draft.sendTo,
    exclude: draft.exclude,
    email_config: {
      subject: draft.subject,
      preheader: draft.preheader,
      sender_id: numberOrNull(draft.senderId),
      suppression_group_id: custom ? null : numberOrNull(draft.groupId),
      custom_unsubscribe_url: custom && isHttpUrl(url) ? url : null,
      ip_pool: draft.ipPool.trim() === '' ? null : draft.ipPool.trim(),
      ...(clickTrackingAvailable(send) ? { click_tracking: draft.clickTracking } : {}),
    },
    // Subjects typed the same for a moment (the server refuses them) wait until they differ.
    ...(subjectsUnique(draft)
      ? {
          abtest: draft.abtest
            ? { type: draft.abtest.type, winner_criteria: draft.abtest.winnerCriteria, test_percentage: draft.abtest.testPercentage, duration: draft.abtest.duration }
            : null,
          ab_variations: variationsToStore(draft, send),
        }
      : {}),
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The settings PATCH with only what the draft changed from the stored send: a field changed elsewhere
 * meanwhile (another tab, another person) is not sent back with its old value.
 */
export function changedSettingsPatch(draft: SettingsDraft, send: SingleSendDto): Partial<SingleSendRequestDto> {
  const mine = settingsPatch(draft, send);
  const stored = settingsPatch(draftOf(send), send);
  const changed: Partial<SingleSendRequestDto> = {};
  for (const key of Object.keys(mine) as (keyof SingleSendRequestDto)[]) {
    if (key !== 'email_config' && !sameJson(mine[key], stored[key])) Object.assign(changed, { [key]: mine[key] });
  }
  const config = Object.fromEntries(Object.entries(mine.email_config ?? {}).filter(([field, value]) => !sameJson(value, (stored.email_config as Record<string, unknown> | undefined)?.[field])));
  if (Object.keys(config).length > 0) changed.email_config = config;
  return changed;
}

/**
 * The settings part of a content save (the content goes on top): like a settings save, only what the draft
 * changed, so a "Keep mine" over a send saved elsewhere keeps the other side's settings; in an A/B test
 * every variation too, since the variations carry the content (variationsToStore).
 */
export function contentSavePatch(draft: SettingsDraft, send: SingleSendDto): Partial<SingleSendRequestDto> {
  const changed = changedSettingsPatch(draft, send);
  const { ab_variations } = settingsPatch(draft, send);
  return draft.abtest && ab_variations ? { ...changed, ab_variations } : changed;
}

/** Subjects that more than one variation has (case and spaces aside), in a subject test. */
export function duplicateSubjects(draft: SettingsDraft): Set<string> {
  if (draft.abtest?.type !== 'subject') return new Set();
  const seen = new Map<string, number>();
  // Variation A's subject is the send's own.
  for (const subject of [draft.subject, ...draft.variations.slice(1).map((variation) => variation.subject)]) {
    const key = subject.trim().toLowerCase();
    if (key !== '') seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return new Set([...seen].filter(([, count]) => count > 1).map(([key]) => key));
}

export const subjectsUnique = (draft: SettingsDraft) => duplicateSubjects(draft).size === 0;

/** Variations named A, B, C… in their order. */
export const renamed = (variations: readonly VariationDraft[]): VariationDraft[] =>
  variations.map((variation, index) => ({ ...variation, name: VARIATION_NAMES[index] ?? variation.name }));

import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { DEFAULT_AB, renamed } from './draft';
import type { SettingsDraft, VariationDraft } from './types';

export const AB_DURATIONS = ['1 hour', '2 hours', '4 hours', '8 hours', '12 hours', '1 day', '2 days', '3 days', '4 days', '5 days', '6 days', '7 days'] as const;

const newId = (): string => crypto.randomUUID();

const newVariation = (): VariationDraft => ({ id: newId(), name: '', subject: '' });

/** Turning the A/B test on: a subject test of two variations, A being the send as it is. */
export const abTestStarted = (draft: SettingsDraft): Partial<SettingsDraft> => ({
  abtest: DEFAULT_AB,
  variations: renamed([{ id: newId(), name: 'A', subject: draft.subject }, newVariation()]),
});

/** Turning it off keeps variation A (the send's own subject and content). */
export const abTestStopped = (): Partial<SettingsDraft> => ({ abtest: null, variations: [] });

/** More variations are added at the end; fewer go through the decrease_variations confirmation. */
export function variationsCountChanged(draft: SettingsDraft, count: number): Partial<SettingsDraft> {
  const { min, max } = SINGLE_SEND_LIMITS.abVariations;
  const wanted = Math.min(Math.max(count, min), max);
  const variations = draft.variations.slice(0, wanted);
  while (variations.length < wanted) variations.push(newVariation());
  return { variations: renamed(variations) };
}

export function variationDeleted(draft: SettingsDraft, id: string): Partial<SettingsDraft> {
  if (draft.variations.length <= SINGLE_SEND_LIMITS.abVariations.min) return {};
  // A is the send's own subject and content: it stays (turning the test off keeps only A).
  if (draft.variations.findIndex((variation) => variation.id === id) < 1) return {};
  return { variations: renamed(draft.variations.filter((variation) => variation.id !== id)) };
}

export function variationSubjectChanged(draft: SettingsDraft, id: string, subject: string): Partial<SettingsDraft> {
  if (draft.variations[0]?.id === id) return { subject };
  return { variations: draft.variations.map((variation) => (variation.id === id ? { ...variation, subject } : variation)) };
}

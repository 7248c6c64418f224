import type { AbTestType, ExcludeDto, SendToDto, WinnerCriteria } from '@/shared/sending/single-send';

/** The editor session of a send's content (variation A) and of each other variation of a content test. */
export const singleSendSessionKey = (sendId: string, variationId?: string) => (variationId ? `single-send:${sendId}:${variationId}` : `single-send:${sendId}`);

/** The send and variation of a session key of this feature, or undefined for another host's key. */
export function parseSingleSendSessionKey(key: string): { sendId: string; variationId?: string } | undefined {
  const match = /^single-send:([^:]+)(?::([^:]+))?$/.exec(key);
  return match ? { sendId: match[1] as string, variationId: match[2] } : undefined;
}

export type UnsubscribeMode = 'group' | 'custom';

export interface AbSettings {
  type: AbTestType;
  winnerCriteria: WinnerCriteria;
  /** Percent of the recipients in the test phase. */
  testPercentage: number;
  duration: string;
}

/** A variation as the settings edit it; its content is the editor's. */
export interface VariationDraft {
  id: string;
  /** "A" to "F", in order. */
  name: string;
  subject: string;
}

/** The settings around the editor as the panel edits them (saved by PATCH, see to-patch.ts). */
export interface SettingsDraft {
  name: string;
  categories: string[];
  sendTo: SendToDto;
  exclude: ExcludeDto;
  /** '' for none chosen. */
  senderId: string;
  subject: string;
  preheader: string;
  unsubscribeMode: UnsubscribeMode;
  /** '' for none chosen. */
  groupId: string;
  customUnsubscribeUrl: string;
  ipPool: string;
  clickTracking: boolean;
  abtest: AbSettings | null;
  /** Every variation, A first, while an A/B test is on; empty otherwise. */
  variations: VariationDraft[];
}

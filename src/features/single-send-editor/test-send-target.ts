import type { EditorSession } from '@/features/email-editor/types';
import { isHttpUrl } from './draft';
import type { SettingsDraft } from './types';

type TestSendTarget = EditorSession['testSend'];

/** What a test send of the send's content carries: the sender, the unsubscribe choice and the subject of that variation. */
export function testSendTargetOf(draft: SettingsDraft, variationId?: string): TestSendTarget {
  const variation = variationId === undefined ? undefined : draft.variations.find((candidate) => candidate.id === variationId);
  const subject = draft.abtest?.type === 'subject' && variation ? variation.subject : draft.subject;
  const custom = draft.unsubscribeMode === 'custom';
  const target: TestSendTarget = {
    subject,
    senderId: draft.senderId || undefined,
    suppressionGroupId: !custom && draft.groupId ? draft.groupId : undefined,
    customUnsubscribeUrl: custom && isHttpUrl(draft.customUnsubscribeUrl) ? draft.customUnsubscribeUrl.trim() : undefined,
  };
  return Object.fromEntries(Object.entries(target).filter(([, value]) => value !== undefined)) as TestSendTarget;
}

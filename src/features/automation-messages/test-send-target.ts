import type { EditorSession } from '@/features/email-editor/types';
import type { AutomationDto, AutomationMessageDto } from '@/shared/sending/automation';

type TestSendTarget = EditorSession['testSend'];

/** What a test send of a message carries: its sender and subject, and the automation's unsubscribe choice. */
export function testSendTargetOf(automation: AutomationDto, message: AutomationMessageDto): TestSendTarget {
  const custom = automation.custom_unsubscribe_url?.trim();
  const target: TestSendTarget = {
    subject: message.subject.trim() || undefined,
    senderId: message.sender_id === null ? undefined : String(message.sender_id),
    suppressionGroupId: !custom && automation.suppression_group_id !== null ? String(automation.suppression_group_id) : undefined,
    customUnsubscribeUrl: custom || undefined,
  };
  return Object.fromEntries(Object.entries(target).filter(([, value]) => value !== undefined)) as TestSendTarget;
}

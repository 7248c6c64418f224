import { AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { hostSaveFailed } from '@/shared/sending/host-save-failed';

export const messages = {
  loadFailed: 'We could not load this automation. Please try again.',
  openFailed: 'We could not open this email. Please try again.',
  messageMissing: 'This email does not exist in the automation. It may have been deleted, perhaps in another tab.',
  saveFailed: hostSaveFailed,
  messageGone: 'This email no longer exists; your changes were not saved.',
  inboxOptionsSaved: 'Inbox options saved.',
  inboxOptionsUnsaved: 'The inbox options you changed are not saved. Leave without saving them?',
  inboxOptionsFailed: 'We could not save the inbox options. What you typed is kept; please retry.',
  liveNotice: `This automation is live: its emails' content can be edited (the next emails sent carry it), their inbox options cannot. ${AUTOMATION_MESSAGES.liveNotEditable}`,
  createFailed: 'We could not create the email. Please try again.',
  replaceFailed: 'We could not replace the content. Please try again.',
  designFailed: 'We could not load the design. Please try again.',
  designMissing: 'This design does not exist or was deleted. Choose another one.',
  replaced: (title: string) => `The content of ${title} was replaced.`,
} as const;

import { ContentStartPage } from '@/features/automation-messages/components/ContentStartPage';

/** `detail/messages/:messageNum/new/selector/:templateId/version`: the new email is created, then its editor opens. */
export function NewMessageStartRoute() {
  return <ContentStartPage creationType="new" />;
}

/** `detail/messages/:messageNum/create-design/selector/:templateId/version`: the email's content is replaced once confirmed. */
export function ReplaceContentStartRoute() {
  return <ContentStartPage creationType="create-design" />;
}

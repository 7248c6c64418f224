import { useEffect } from 'react';
import { editorClosed, editorOpened } from '@/features/email-editor/slice';
import type { SingleSendDto } from '@/shared/sending/single-send';
import { useAppDispatch } from '@/shared/store/hooks';
import { openStoredEmail } from '../email-hosting/email-content-bridge';

/** The review's own read-only editor session: the editor's test send and email testing read the content from it. */
export const reviewSessionKey = (id: string) => `single-send-review:${id}`;

const integer = (value: number | null) => (value === null ? undefined : String(value));

/**
 * Opens the session with the send's stored content, sender and unsubscribe choice (what a test send
 * carries), and closes it on leaving. Nothing edits it, so it never asks to be saved.
 */
export function useReviewSession(send: SingleSendDto | null) {
  const dispatch = useAppDispatch();
  const key = send ? reviewSessionKey(send.id) : '';
  const revision = send?.updated_at ?? '';
  useEffect(() => {
    if (!send || send.channel !== 'email') return;
    const config = send.email_config;
    const { content } = openStoredEmail({ htmlContent: config.html_content, plainContent: config.plain_content, editor: config.editor, designDocument: config.design_document });
    const testSend = Object.fromEntries(
      Object.entries({
        subject: config.subject,
        senderId: integer(config.sender_id),
        suppressionGroupId: config.custom_unsubscribe_url ? undefined : integer(config.suppression_group_id),
        customUnsubscribeUrl: config.custom_unsubscribe_url ?? undefined,
      }).filter(([, value]) => value !== undefined && value !== ''),
    );
    dispatch(editorOpened({ key, title: config.subject || send.name, content, revision, analytics: { singleSendId: send.id }, testSend }));
    return () => {
      dispatch(editorClosed({ key }));
    };
  }, [dispatch, key, revision]); // eslint-disable-line react-hooks/exhaustive-deps
}

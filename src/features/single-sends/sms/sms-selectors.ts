import { createSelector } from '@reduxjs/toolkit';
import type { SingleSendDto } from '@/shared/sending/single-send';
import type { AppState } from '@/shared/store/app-state';
import { selectSmsEditorState } from './sms-slice';

export const selectSmsEditor = selectSmsEditorState;

/** The send as it will be once the draft is saved: what the pre-send checks look at. */
export const selectSmsSendAsEdited = createSelector([selectSmsEditorState], ({ send, draft }): SingleSendDto | null => {
  if (send === null || draft === null) return null;
  return {
    ...send,
    name: draft.name,
    sms_config: { messaging_service_sid: draft.messagingServiceSid, body: draft.body, media_urls: draft.mediaUrls },
    send_to: { list_ids: draft.listIds, segment_ids: draft.segmentIds, all: false },
  };
});

export type SaveStatus = 'saved' | 'saving' | 'unsaved' | 'failed';

export const selectSmsSaveStatus = (state: AppState): SaveStatus => {
  const { save, edits, savedEdits } = selectSmsEditorState(state);
  if (save.status === 'InFlight') return 'saving';
  if (edits === savedEdits) return 'saved';
  return save.status === 'Error' ? 'failed' : 'unsaved';
};

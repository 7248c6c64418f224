import type { SingleSendDto, SingleSendRequestDto } from '@/shared/sending/single-send';

/** What the SMS editor edits of a send. */
export interface SmsDraft {
  name: string;
  messagingServiceSid: string | null;
  body: string;
  mediaUrls: string[];
  listIds: string[];
  segmentIds: string[];
}

export const smsDraftOf = (send: SingleSendDto): SmsDraft => ({
  name: send.name,
  messagingServiceSid: send.sms_config?.messaging_service_sid ?? null,
  body: send.sms_config?.body ?? '',
  mediaUrls: send.sms_config?.media_urls ?? [],
  listIds: send.send_to.list_ids,
  segmentIds: send.send_to.segment_ids,
});

export const smsPatchOf = (draft: SmsDraft): Partial<SingleSendRequestDto> => ({
  name: draft.name.trim(),
  sms_config: { messaging_service_sid: draft.messagingServiceSid, body: draft.body, media_urls: draft.mediaUrls },
  send_to: { list_ids: draft.listIds, segment_ids: draft.segmentIds, all: false },
});

/** A US or Canada ten-digit number (`+1`, `1` or nothing first; spaces, dots, dashes, brackets allowed) as `+1XXXXXXXXXX`. */
export function northAmericanNumber(value: string): string | undefined {
  const match = /^(?:\+?1)?([2-9]\d{2}[2-9]\d{6})$/.exec(value.replace(/[\s().-]/g, ''));
  return match ? `+1${match[1]}` : undefined;
}

export const TEST_NUMBER_MESSAGE = 'Enter one US or Canada ten-digit phone number.';

import { HttpResponse } from 'msw';
import type { SingleSendDto, SingleSendShortDto } from '@/shared/sending/single-send';
import { findSingleSend, type SingleSendRecord } from '../db/single-sends';
import { catchUpSends } from '../db/send-simulator';
import type { User } from '../db/users';

/** What the single-sends handlers share: the path, the DTOs, the error body (with `error_id`). */
export const SINGLE_SENDS = '/marketing/singlesends';

export interface SendError {
  field: string | null;
  message: string;
  error_id?: string;
}

/** Single sends answer 400/404 as `{ errors: [{ field, message, error_id }] }` (ENDPOINTS.md §0). */
export const sendErrors = (status: number, errors: SendError[]) => HttpResponse.json({ errors }, { status });

export const singleSendNotFound = () => sendErrors(404, [{ field: 'id', message: 'single send not found', error_id: 'not_found' }]);

export const notADraft = () =>
  sendErrors(400, [{ field: 'status', error_id: 'not_draft', message: 'Only a draft can be changed: unschedule or unsend it first.' }]);

export function toSingleSendDto(record: SingleSendRecord): SingleSendDto {
  const { owner: _owner, progress: _progress, ...dto } = record;
  return dto;
}

export const toShortDto = ({ id, name, status, channel, categories, send_at, abtest, updated_at, created_at }: SingleSendRecord): SingleSendShortDto => ({
  id,
  name,
  status,
  channel,
  categories,
  send_at,
  is_abtest: abtest !== null,
  abtest,
  updated_at,
  created_at,
});

/** The owner's send named by the path, once the simulator has caught up with the clock; or a 404 answer. */
export async function withSend(owner: User, id: string, handle: (send: SingleSendRecord) => Response | Promise<Response>): Promise<Response> {
  await catchUpSends(owner.username);
  const send = findSingleSend(owner.username, id);
  return send === undefined ? singleSendNotFound() : handle(send);
}

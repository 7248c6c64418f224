import { editorPathOf, type SingleSendRow } from '../types';

/** Where a row leads: a draft to its editor (the SMS editor for SMS), a send that left the draft state to its stats. */
export function openPathOf(row: Pick<SingleSendRow, 'id' | 'channel' | 'status'>): string {
  return row.status === 'draft' ? editorPathOf(row.id, row.channel) : `${encodeURIComponent(row.id)}/stats`;
}

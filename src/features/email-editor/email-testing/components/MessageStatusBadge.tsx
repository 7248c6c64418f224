import { Badge, type BadgeTone } from '@/shared/ui/Badge';
import type { MessageStatus } from '../types';

const TONES: Record<MessageStatus, BadgeTone> = { Pending: 'neutral', Processing: 'info', Complete: 'success', Bounced: 'danger' };

/** A test message's status, in the spec's words. */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}

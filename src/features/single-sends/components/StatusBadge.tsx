import type { SingleSendStatus } from '@/shared/sending/single-send';
import { Badge, type BadgeTone } from '@/shared/ui/Badge';
import { STATUS_LABELS } from '../types';

const TONES: Record<SingleSendStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  triggered: 'success',
  expired: 'danger',
  'pick-winner': 'warning',
};

export function StatusBadge({ status }: { status: SingleSendStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

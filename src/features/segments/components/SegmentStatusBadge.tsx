import { Badge, type BadgeTone } from '@/shared/ui/Badge';
import type { Segment } from '../types';

const LOOKS: Record<Segment['status'], { tone: BadgeTone; label: string }> = {
  valid: { tone: 'success', label: 'Valid' },
  pending: { tone: 'info', label: 'Pending' },
  invalid: { tone: 'danger', label: 'Invalid' },
};

/** Valid, pending (its first count is on the way) or invalid; V1 segments are frozen, whatever they were. */
export function SegmentStatusBadge({ segment }: { segment: Pick<Segment, 'status' | 'version'> }) {
  if (segment.version === 1) return <Badge tone="neutral">V1, not processed</Badge>;
  const { tone, label } = LOOKS[segment.status];
  return <Badge tone={tone}>{label}</Badge>;
}

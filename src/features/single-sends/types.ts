import type { SingleSendChannel, SingleSendShortDto, SingleSendStatus } from '@/shared/sending/single-send';

/** A row of the index (client shape of SingleSendShortDto). */
export interface SingleSendRow {
  id: string;
  name: string;
  status: SingleSendStatus;
  channel: SingleSendChannel;
  categories: string[];
  /** ISO 8601, or null for a send without a time. */
  sendAt: string | null;
  isAbTest: boolean;
  /** ISO 8601. */
  updatedAt: string;
}

export const toSingleSendRow = (dto: SingleSendShortDto): SingleSendRow => ({
  id: dto.id,
  name: dto.name,
  status: dto.status,
  channel: dto.channel ?? 'email',
  categories: dto.categories ?? [],
  sendAt: dto.send_at,
  isAbTest: dto.is_abtest,
  updatedAt: dto.updated_at,
});

/** The index's filters (spec §3: name, status, categories, channels); empty means any. */
export interface SingleSendFilters {
  name: string;
  statuses: SingleSendStatus[];
  categories: string[];
  channels: SingleSendChannel[];
}

export const NO_FILTERS: SingleSendFilters = { name: '', statuses: [], categories: [], channels: [] };

export const isFiltered = (filters: SingleSendFilters) =>
  filters.name.trim() !== '' || filters.statuses.length > 0 || filters.categories.length > 0 || filters.channels.length > 0;

/** How each status reads: a triggered send is shown as sent (spec §4). */
export const STATUS_LABELS: Record<SingleSendStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  triggered: 'Sent',
  expired: 'Expired',
  'pick-winner': 'Pick winner',
};

export const CHANNEL_LABELS: Record<SingleSendChannel, string> = { email: 'Email', sms: 'SMS' };

/** What a new single send starts from. */
export type SingleSendStart =
  | { kind: 'blank'; channel: 'email'; editor: 'design' | 'code' }
  | { kind: 'blank'; channel: 'sms' }
  | { kind: 'design'; designId: string; system?: boolean };

/** A design to start from, as GET /designs/{id} or /designs/pre-builts/{id} answer it. */
export interface StartDesign {
  id: string;
  name: string;
  editor: 'code' | 'design';
  subject: string;
  htmlContent: string;
  /** Its design_document, copied into the send with its HTML. */
  designDocument: object | null;
  plainContent: string;
  thumbnailUrl: string | null;
}

/** The design kinds of the selector's tabs (the :templateType values) and the blank start. */
export type SelectorTab = 'blank' | 'your-designs' | 'sendgrid-designs';

/** The :templateType or :designs value as the selector reads it: `{product}-designs` names the system designs. */
export function selectorTabOf(value: string | undefined): SelectorTab | undefined {
  if (value === undefined || value === 'blank' || value === 'new') return 'blank';
  if (value === 'your-designs') return 'your-designs';
  if (value.endsWith('-designs')) return 'sendgrid-designs';
  return undefined;
}

/** The area's root: `/single-sends`, or `/legacy/single-sends` when the screen is in the legacy experience. */
export function singleSendsPath(pathname: string, path = ''): string {
  const root = pathname.startsWith('/legacy/') ? '/legacy/single-sends' : '/single-sends';
  return path === '' ? root : `${root}/${path.replace(/^\//, '')}`;
}

/** Where a new draft opens: the email editor, or the SMS editor (spec route names singleSends.editor and singleSends.smsEditor). */
export const editorPathOf = (id: string, channel: SingleSendChannel) =>
  channel === 'sms' ? `sms/${encodeURIComponent(id)}/editor` : `${encodeURIComponent(id)}/editor`;

import type { AutomationDto, AutomationShortDto, AutomationStatus } from '@/shared/sending/automation';

/** A row of the index (client shape of AutomationShortDto). */
export interface AutomationRow {
  id: string;
  name: string;
  status: AutomationStatus;
  /** The entry list's or segment's name; null when none is chosen or it no longer exists. */
  entryName: string | null;
  entryKind: 'list' | 'segment' | null;
  messageCount: number;
  /** ISO 8601. */
  updatedAt: string;
}

const entryKindOf = (entry: AutomationShortDto['entry']): AutomationRow['entryKind'] =>
  entry.list_id !== null ? 'list' : entry.segment_id !== null ? 'segment' : null;

export const toAutomationRow = (dto: AutomationShortDto): AutomationRow => ({
  id: dto.id,
  name: dto.name,
  status: dto.status,
  entryName: dto.entry_name,
  entryKind: entryKindOf(dto.entry),
  messageCount: dto.message_count,
  updatedAt: dto.updated_at,
});

/** The row of a whole automation (one just made, copied or changed): the entry's name is the list's to say, so the held one is kept. */
export const rowOfAutomation = (dto: AutomationDto, entryName: string | null = null): AutomationRow => ({
  id: dto.id,
  name: dto.name,
  status: dto.status,
  entryName,
  entryKind: entryKindOf(dto.entry),
  messageCount: countMessages(dto.steps),
  updatedAt: dto.updated_at,
});

function countMessages(steps: AutomationDto['steps']): number {
  const branch = steps.branch;
  return steps.messages.length + (branch === null ? 0 : countMessages(branch.yes) + countMessages(branch.no));
}

/** The index's search: a name, empty for every automation. */
export interface AutomationFilters {
  name: string;
}

export const NO_FILTERS: AutomationFilters = { name: '' };

export const isFiltered = (filters: AutomationFilters) => filters.name.trim() !== '';

/** Lists show an automation as live or draft (spec §4); the exact status is said beside it when it is neither. */
export const shownStatus = (status: AutomationStatus): 'Live' | 'Draft' => (status === 'live' ? 'Live' : 'Draft');

export const STATUS_NOTES: Partial<Record<AutomationStatus, string>> = {
  disabled: 'Disabled',
  paused: 'Paused',
};

/** The absolute path of a screen of the area, in the experience the user is in (/legacy or not). */
export function automationsPath(pathname: string, path = ''): string {
  const root = pathname.startsWith('/legacy/') ? '/legacy/automations' : '/automations';
  return path === '' ? root : `${root}/${path.replace(/^\//, '')}`;
}

export const detailPathOf = (id: string) => `${encodeURIComponent(id)}/detail`;

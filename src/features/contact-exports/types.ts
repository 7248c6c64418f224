import type { ExportTarget } from '@/shared/audience/export-action';

export type ExportStatus = 'pending' | 'ready' | 'failure';
export type ExportFileType = 'csv' | 'json';

/** `GET /marketing/contacts/exports[/{id}]` (ENDPOINTS.md §1a); note the capitalised `ID` and `Name`. */
export interface ContactExportDto {
  id: string;
  status: ExportStatus;
  created_at: string;
  updated_at?: string;
  completed_at?: string;
  expires_at: string;
  urls?: string[];
  message?: string;
  contact_count?: number;
  file_type?: ExportFileType;
  lists?: { ID: string; Name: string }[];
  segments?: { ID: string; Name: string }[];
}

export interface ContactExport {
  id: string;
  status: ExportStatus;
  target: ExportTarget;
  fileType: ExportFileType;
  createdAt: string;
  expiresAt: string;
  urls: string[];
  message?: string;
  contactCount?: number;
}

/** What the user asks to export. */
export interface ExportRequest {
  target: ExportTarget;
  fileType: ExportFileType;
  notifyByEmail: boolean;
}

export interface ExportPayload {
  list_ids?: string[];
  segment_ids?: string[];
  file_type: ExportFileType;
  notifications: { email: boolean };
}

function targetOf(dto: ContactExportDto): ExportTarget {
  const list = dto.lists?.[0];
  if (list) return { kind: 'list', id: list.ID, name: list.Name };
  const segment = dto.segments?.[0];
  if (segment) return { kind: 'segment', id: segment.ID, name: segment.Name };
  return { kind: 'all' };
}

export const toContactExport = (dto: ContactExportDto): ContactExport => ({
  id: dto.id,
  status: dto.status,
  target: targetOf(dto),
  fileType: dto.file_type ?? 'csv',
  createdAt: dto.created_at,
  expiresAt: dto.expires_at,
  urls: dto.urls ?? [],
  ...(dto.message === undefined ? {} : { message: dto.message }),
  ...(dto.contact_count === undefined ? {} : { contactCount: dto.contact_count }),
});

export const toExportPayload = ({ target, fileType, notifyByEmail }: ExportRequest): ExportPayload => ({
  ...(target.kind === 'list' ? { list_ids: [target.id] } : {}),
  ...(target.kind === 'segment' ? { segment_ids: [target.id] } : {}),
  file_type: fileType,
  notifications: { email: notifyByEmail },
});

/** The export again, as it was asked for: what a failed export's restart sends. */
export const exportRequestOf = (item: ContactExport): ExportRequest => ({ target: item.target, fileType: item.fileType, notifyByEmail: false });

/** "All contacts", "List: Newsletter", "Segment: Engaged". */
export const describeTarget = (target: ExportTarget): string =>
  target.kind === 'all' ? 'All contacts' : target.kind === 'list' ? `List: ${target.name}` : `Segment: ${target.name}`;

/** The job kind of an export followed by the kernel's poller. */
export const EXPORT_JOB_KIND = 'contacts-export';

/** A segment to export, as the export form lists them. */
export interface SegmentOption {
  id: string;
  name: string;
}

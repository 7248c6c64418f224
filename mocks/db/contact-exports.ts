import { createTable } from './table';
import type { User } from './users';

/** Exports stay downloadable this long after they are requested (the product spec: about 12 hours). */
export const EXPORT_TTL_MS = 12 * 60 * 60 * 1000;

export type ExportStatus = 'pending' | 'ready' | 'failure';
export type ExportFileType = 'csv' | 'json';

/** A contact export (ENDPOINTS.md §1a). Its files are held in memory beside it (contact-export-files.ts). */
export interface ContactExportRecord {
  /** A UUID string. */
  id: string;
  owner: string;
  status: ExportStatus;
  file_type: ExportFileType;
  /** What is exported: these lists and segments, or every contact when both are empty. */
  lists: { ID: string; Name: string }[];
  segments: { ID: string; Name: string }[];
  notify_email: boolean;
  /** MB: files over it are split (`max_file_size`, default 5000). */
  max_file_size: number;
  contact_count: number;
  file_count: number;
  message: string | null;
  /** ISO 8601. */
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  expires_at: string;
}

export const contactExportsTable = createTable<ContactExportRecord>();

/** The owner's exports, newest first. */
export const exportsOf = (owner: User): ContactExportRecord[] =>
  contactExportsTable
    .all()
    .filter((record) => record.owner === owner.username)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));

export function findExport(owner: User, id: string): ContactExportRecord | undefined {
  const record = contactExportsTable.get(id);
  return record?.owner === owner.username ? record : undefined;
}

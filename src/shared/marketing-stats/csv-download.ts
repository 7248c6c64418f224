import type { AppLocation } from '@/shared/dependencies';
import { downloadBlob } from '@/shared/download/download-blob';

/** "<name>-stats.csv" in lower case, letters and digits kept, anything else a dash; `fallback` names a nameless one. */
export const statsFileName = (name: string, fallback: string) =>
  `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').toLowerCase() || fallback}-stats.csv`;

/** Downloads a stats export's CSV text as a file and stays on the page. */
export function downloadCsv(location: AppLocation, csv: string, fileName: string): void {
  downloadBlob(location, new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

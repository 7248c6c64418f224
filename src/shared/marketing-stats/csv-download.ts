import type { AppLocation } from '@/shared/dependencies';

/** How long the downloaded CSV's object URL holds its Blob: the download has long started by then. */
const EXPORT_URL_LIFETIME_MS = 60_000;

/** "<name>-stats.csv" in lower case, letters and digits kept, anything else a dash; `fallback` names a nameless one. */
export const statsFileName = (name: string, fallback: string) =>
  `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').toLowerCase() || fallback}-stats.csv`;

/** Downloads a stats export's CSV text as a file and stays on the page. */
export function downloadCsv(location: AppLocation, csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  location.download(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), EXPORT_URL_LIFETIME_MS);
}

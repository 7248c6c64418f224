import type { AppLocation } from '@/shared/dependencies';

/** How long a downloaded Blob's object URL holds it: the download has long started by then. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves `blob` as a file named `fileName` and stays on the page. */
export function downloadBlob(location: AppLocation, blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  location.download(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

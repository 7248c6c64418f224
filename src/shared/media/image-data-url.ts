import { defer, from, type Observable } from 'rxjs';
import { fromFetch } from 'rxjs/fetch';
import { mergeMap } from 'rxjs/operators';

/** Reads an image into a `data:` URL, which any document can show, a sandboxed frame's opaque origin too. */
export interface ImageReader {
  /** Emits the image's `data:` URL once and completes; fails if it cannot be loaded or is not an image. */
  dataUrl(url: string): Observable<string>;
}

/** Base64 in slices: one `String.fromCharCode(...bytes)` of a 4 MB picture would overflow the call stack. */
const base64Of = (bytes: Uint8Array): string => {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
};

/** `ready`: reads wait for it, as the api client's requests do (the mock backend's start). */
export function createFetchImageReader(ready: Promise<unknown> = Promise.resolve()): ImageReader {
  return {
    dataUrl: (url) =>
      from(ready).pipe(
        mergeMap(() => fromFetch(url, { credentials: 'omit' })),
        mergeMap((response) =>
          defer(async () => {
            const type = (response.headers.get('Content-Type') ?? '').split(';', 1).join('').trim();
            if (!response.ok || !type.startsWith('image/')) throw new Error(`${url} answered ${response.status} ${type}`);
            return `data:${type};base64,${base64Of(new Uint8Array(await response.arrayBuffer()))}`;
          }),
        ),
      ),
  };
}

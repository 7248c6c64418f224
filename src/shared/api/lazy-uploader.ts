import { defer, from } from 'rxjs';
import { mergeMap } from 'rxjs/operators';
import type { Uploader, UploaderConfig } from './uploader';

/**
 * The XHR uploader (uploader.ts), its code loaded with the first upload: only a few screens upload
 * (images, CSV imports), and every page's first load would otherwise carry it. Like every request, an
 * upload waits for `config.ready`.
 */
export function createLazyUploader(config: UploaderConfig): Uploader {
  let loading: Promise<Uploader> | undefined;
  const uploader = () => from((loading ??= Promise.resolve(config.ready).then(() => import('./uploader')).then((module) => module.createXhrUploader(config))));
  return {
    upload: <T>(path: string, form: FormData) => defer(uploader).pipe(mergeMap((loaded) => loaded.upload<T>(path, form))),
    put: <T>(url: string, body: Blob, headers: readonly { header: string; value: string }[]) =>
      defer(uploader).pipe(mergeMap((loaded) => loaded.put<T>(url, body, headers))),
  };
}

import { Observable } from 'rxjs';
import { ON_BEHALF_OF_HEADER, REQUEST_SOURCE_HEADER, type ApiClientConfig } from './client';
import { networkError, toApiError } from './errors';

/** What an upload reports: how much of the body has gone, then the server's answer. */
export type UploadEvent<T> = { type: 'progress'; loaded: number; total: number } | { type: 'answered'; body: T };

/**
 * Sends files with upload progress, which `fetch` cannot report (the api client is fetch-based). Same
 * request as the api client's: credentials, the token, the request source and on-behalf-of headers,
 * errors as ApiError. A 401 is not reported to the session here: the caller ends the session.
 */
export interface Uploader {
  /** POSTs `form` as multipart/form-data to the API path. Unsubscribing aborts the request. */
  upload<T>(path: string, form: FormData): Observable<UploadEvent<T>>;
  /**
   * PUTs `body` as it is to a URL the API handed out (a pre-signed upload URL, such as the contact
   * import's `upload_uri`) with the headers it named, and nothing else: such a URL carries its own
   * authorisation, and the app's token must not travel to it. Unsubscribing aborts the request.
   */
  put<T>(url: string, body: Blob, headers: readonly { header: string; value: string }[]): Observable<UploadEvent<T>>;
}

export type UploaderConfig = Pick<ApiClientConfig, 'baseUrl' | 'requestSource' | 'origin' | 'getToken' | 'getImpersonatedUser' | 'ready'>;

const parseBody = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Sends one request on XMLHttpRequest: upload progress, then the answer or the failure as an ApiError. */
const xhrSend = <T>(prepare: (xhr: XMLHttpRequest) => void, body: FormData | Blob) =>
  new Observable<UploadEvent<T>>((subscriber) => {
    const xhr = new XMLHttpRequest();
    prepare(xhr);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) subscriber.next({ type: 'progress', loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      const answer = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        subscriber.next({ type: 'answered', body: answer as T });
        subscriber.complete();
      } else {
        subscriber.error(toApiError(xhr.status, answer, xhr.getResponseHeader('Retry-After')));
      }
    });
    xhr.addEventListener('error', () => subscriber.error(networkError()));
    xhr.send(body);
    return () => {
      if (xhr.readyState !== XMLHttpRequest.DONE) xhr.abort();
    };
  });

/** The browser's uploader, on XMLHttpRequest (its `upload` progress events). */
export function createXhrUploader(config: UploaderConfig): Uploader {
  return {
    upload: <T>(path: string, form: FormData) =>
      xhrSend<T>((xhr) => {
        xhr.open('POST', new URL(config.baseUrl.replace(/\/$/, '') + path, config.origin).toString());
        xhr.withCredentials = true;
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.setRequestHeader(REQUEST_SOURCE_HEADER, config.requestSource);
        const token = config.getToken();
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        const subuser = config.getImpersonatedUser();
        if (subuser) xhr.setRequestHeader(ON_BEHALF_OF_HEADER, subuser);
      }, form),
    put: <T>(url: string, body: Blob, headers: readonly { header: string; value: string }[]) =>
      xhrSend<T>((xhr) => {
        xhr.open('PUT', new URL(url, config.origin).toString());
        for (const { header, value } of headers) xhr.setRequestHeader(header, value);
      }, body),
  };
}

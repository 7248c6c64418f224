import { from, mergeMap, throwError, type Observable } from 'rxjs';
import { fromFetch } from 'rxjs/fetch';
import { catchError } from 'rxjs/operators';
import type { AppConfig } from '@/shared/app-config';
import { networkError, toApiError, type ApiError } from '@/shared/api/errors';
import type { AppLocation } from '@/shared/dependencies';
import { originOf, safeNavigationUrl } from '@/shared/url/safe-navigation-url';

/** The origins a file the API points at may come from: the app's, the API's and the configured download origins. */
export function downloadOrigins(config: AppConfig, location: AppLocation): string[] {
  const appOrigin = location.origin();
  return [appOrigin, originOf(config.apiBase, appOrigin), ...config.downloadOrigins].filter((origin): origin is string => origin !== undefined);
}

const notAFile = (url: string): ApiError => ({ status: 0, message: `${url} is not a file the app may download`, fieldErrors: {} });

/**
 * Reads the file at a pre-signed URL the API handed out (an import's errors file) as a Blob, so that the
 * app saves it itself. A link to it would be a navigation, which the mock backend's service worker lets
 * through to the static server (whose SPA fallback answers index.html), and which hides a failure. The
 * URL is hostile: only an allowed origin, no token or cookie sent (the signature is the authorisation),
 * and an HTML answer is a failure, never the file.
 */
export function fetchSignedFile(raw: string, allowedOrigins: readonly string[]): Observable<Blob> {
  const url = safeNavigationUrl(raw, allowedOrigins);
  if (url === undefined || url.startsWith('blob:')) return throwError(() => notAFile(raw));
  return fromFetch(url, { credentials: 'omit' }).pipe(
    catchError(() => throwError(() => networkError())),
    mergeMap((response) => {
      if (!response.ok) return from(response.text()).pipe(mergeMap((text) => throwError(() => toApiError(response.status, text, null))));
      if (response.headers.get('Content-Type')?.includes('text/html')) return throwError(() => notAFile(url));
      return from(response.blob());
    }),
  );
}

import { from, of } from 'rxjs';
import { catchError, filter, map, mergeMap } from 'rxjs/operators';
import type { AppEpic } from '../store/app-epic';
import { previewImageFailed, previewImageRead, previewImagesWanted } from './preview-images-slice';

/**
 * Reads each wanted picture once per page load (an uploaded picture never changes at its address).
 * mergeMap with 4 at once: several previews may want the same few pictures, and none cancels another.
 */
const readPreviewImagesEpic: AppEpic = (action$, _state$, { imageReader }) => {
  const asked = new Set<string>();
  return action$.pipe(
    filter(previewImagesWanted.match),
    mergeMap((action) => from(action.payload.filter((url) => !asked.has(url) && asked.add(url)))),
    mergeMap(
      (url) =>
        imageReader.dataUrl(url).pipe(
          map((dataUrl) => previewImageRead({ url, dataUrl })),
          catchError(() => of(previewImageFailed(url))),
        ),
      4,
    ),
  );
};

export const previewImagesEpics = [readPreviewImagesEpic];

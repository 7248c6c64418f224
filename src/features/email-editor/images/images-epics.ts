import { concat, of, timer } from 'rxjs';
import { catchError, defaultIfEmpty, exhaustMap, filter, map, mergeMap, take } from 'rxjs/operators';
import { failureAlert$ } from '@/shared/alerts/failure-alert';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { catchApiError, catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import { pagedCollectionEpic } from '@/shared/paging/paged-collection-epic';
import { sessionExpired } from '@/shared/session/session-slice';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { deleteImage, fetchImage, fetchImagesPage, renameImage, uploadImage } from './api';
import { selectImageById, selectImageUploads } from './images-selectors';
import {
  imageDeleted,
  imageDeleteFailed,
  imageDeleteRequested,
  imageFetched,
  imageFetchFailed,
  imageFetchRequested,
  imageFileChosen,
  imageRenamed,
  imageRenameFailed,
  imageRenameRequested,
  imagesLoadFailed,
  imagesPageLoaded,
  imagesRequested,
  imageUploaded,
  imageUploadFailed,
  imageUploadProgressed,
  selectImagesState,
} from './images-slice';
import { IMAGES_PAGE_SIZE, UPLOAD_PARALLEL_REQUESTS, UPLOAD_SUCCESS_DELAY_MS, UPLOAD_TRANSFER_PERCENT } from './limits';
import { messages } from './messages';

const imageName = (state: AppState, id: string) => selectImageById(state, id)?.name ?? 'The image';

/** The library: a paged collection (shared/paging), newest first, by `_metadata.next`'s token. */
const loadImagesEpic = pagedCollectionEpic({
  requested: imagesRequested,
  pageLoaded: imagesPageLoaded,
  failed: imagesLoadFailed,
  selectCollection: (state) => selectImagesState(state).images,
  selectId: (image) => image.id,
  fetchPage: ({ api }, page) => fetchImagesPage(api, page),
  pageSize: IMAGES_PAGE_SIZE,
  failureMessage: messages.loadFailed,
});

/** One image (a details page opened by its address). mergeMap: each image is its own row. */
const fetchImageEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(imageFetchRequested.match),
    mergeMap(({ payload: { id } }) =>
      fetchImage(api, id).pipe(
        map(imageFetched),
        catchFailure((error) => imageFetchFailed({ id, error }), messages.fetchFailed),
      ),
    ),
  );

/** Row actions: mergeMap, since different images may be deleted at once; the reducer keeps one per row. */
const deleteImageEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(imageDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const name = imageName(state$.value, id);
      return deleteImage(api, id).pipe(
        mergeMap(() => of(imageDeleted({ id }), successAlert(messages.deleted(name)))),
        catchFailure(
          (error) => imageDeleteFailed({ id, error }),
          (error) => messages.deleteFailed(name, error),
        ),
      );
    }),
  );

/** A submit: exhaustMap, so a double click renames once. */
const renameImageEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(imageRenameRequested.match),
    exhaustMap(({ payload: { id, name } }) =>
      renameImage(api, id, name).pipe(
        mergeMap((image) => of(imageRenamed(image), successAlert(messages.renamed(image.name)))),
        catchFormFailure(imageRenameFailed),
      ),
    ),
  );

/**
 * Uploads each accepted file (the reducer gave it a progress entry; a refused file has none). The
 * spec's progress: the transfer fills 0–70 %, the thumbnail's load takes it to 100 %, and the success
 * (the image in the library, the alert) comes 500 ms later; success or failure removes the entry.
 * mergeMap with a limit: a few files go up side by side, the others wait at 0 %. The uploader is not
 * the api client, so a 401 ends the session from here.
 */
const uploadImageEpic: AppEpic = (action$, state$, { uploader, imagePreloader }) =>
  action$.pipe(
    filter(imageFileChosen.match),
    filter(({ payload }) => selectImageUploads(state$.value).some((upload) => upload.id === payload.uploadId)),
    mergeMap(({ payload: { uploadId, fileName }, meta: { file } }) => {
      const progressed = (percent: number) => imageUploadProgressed({ uploadId, percent });
      return uploadImage(uploader, file).pipe(
        mergeMap((event) => {
          if (event.type === 'progress') return of(progressed(Math.round((event.loaded / Math.max(event.total, 1)) * UPLOAD_TRANSFER_PERCENT)));
          const image = event.body;
          // The image is in the library either way: a thumbnail that does not load only shows later.
          const thumbnailLoaded$ = imagePreloader.load(image.thumbnailUrl).pipe(
            take(1),
            defaultIfEmpty(undefined),
            catchError(() => of(undefined)),
            map(() => progressed(100)),
          );
          return concat(
            of(progressed(UPLOAD_TRANSFER_PERCENT)),
            thumbnailLoaded$,
            timer(UPLOAD_SUCCESS_DELAY_MS).pipe(mergeMap(() => of(imageUploaded({ uploadId, image }), successAlert(messages.uploaded(fileName))))),
          );
        }),
        catchApiError((error) =>
          concat(
            of(imageUploadFailed({ uploadId, error })),
            error.status === 401
              ? of(sessionExpired())
              : failureAlert$(error, error.status === 415 ? messages.uploadInvalidType(fileName) : messages.uploadFailed(fileName)),
          ),
        ),
      );
    }, UPLOAD_PARALLEL_REQUESTS),
  );

export const imagesEpics: AppEpic[] = [loadImagesEpic, fetchImageEpic, deleteImageEpic, renameImageEpic, uploadImageEpic];

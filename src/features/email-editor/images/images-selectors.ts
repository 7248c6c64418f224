import { pagedCollectionSelectors } from '@/shared/paging/paged-collection';
import { ready } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { imagesAdapter, selectImagesState } from './images-slice';
import type { LibraryImage } from './types';

const images = pagedCollectionSelectors(imagesAdapter, (state: AppState) => selectImagesState(state).images);

export const selectAllImages = images.selectAll;
export const selectImagesRequest = images.selectRequest;
export const selectImagesPhase = images.selectPhase;
/** Every image of the library is held (the last page was reached). */
export const selectImagesComplete = images.selectReachedEnd;

/** The image from the fetched pages or, failing that, loaded on its own. */
export const selectImageById = (state: AppState, id: string): LibraryImage | undefined =>
  images.selectById(state, id) ?? selectImagesState(state).fetched[id];

/** The held image whose full-size address this is: how an image module's picture is found in the library. */
export const selectImageByUrl = (state: AppState, url: string): LibraryImage | undefined =>
  selectAllImages(state).find((image) => image.originalUrl === url);

const READY = ready();
export const selectImageFetchRequest = (state: AppState, id: string) => selectImagesState(state).fetches[id] ?? READY;
export const selectImageDeleteRequest = (state: AppState, id: string) => selectImagesState(state).deletes[id] ?? READY;
export const selectImageRenameRequest = (state: AppState) => selectImagesState(state).rename;
export const selectImageUploads = (state: AppState) => selectImagesState(state).uploads;
export const selectRefusedImageFiles = (state: AppState) => selectImagesState(state).refused;

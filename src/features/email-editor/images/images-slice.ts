import { createEntityAdapter, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { pagedCollection, pagedCollectionReducers } from '@/shared/paging/paged-collection';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import { failed, ready, reset, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { declareBackgroundWork } from '@/shared/store/background-work';
import { rootReducer } from '@/shared/store/root-reducer';
import { imageFileProblem } from './image-file-check';
import type { ImageUpload, LibraryImage, RefusedImageFile } from './types';

/** Images in the server's order: newest first. */
export const imagesAdapter = createEntityAdapter<LibraryImage>();

const initialState = {
  /** The pages of the library fetched so far. */
  images: pagedCollection(imagesAdapter),
  /** Images loaded one by one (a details page opened by its address) that no fetched page holds. */
  fetched: {} as Record<string, LibraryImage>,
  fetches: {} as RequestMap,
  deletes: {} as RequestMap,
  rename: ready() as RequestState,
  /** Files being uploaded, in the order chosen. */
  uploads: [] as ImageUpload[],
  /** Files of the last choice that were refused before sending. */
  refused: [] as RefusedImageFile[],
};

export type ImagesState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    emailEditorImages: ImagesState;
  }
}

const paged = pagedCollectionReducers(imagesAdapter, (state: ImagesState) => state.images, { placeCreated: 'start' });

/** What the reducer learns of a chosen file; the File itself rides in `meta` to the upload epic. */
export interface ChosenImageFile {
  uploadId: string;
  fileName: string;
  size: number;
  type: string;
}

const withoutUpload = (state: ImagesState, uploadId: string) => {
  state.uploads = state.uploads.filter((upload) => upload.id !== uploadId);
};

const imagesSlice = createSlice({
  // The email editor's lazy epics load on actions starting with "emailEditor/".
  name: 'emailEditor/images',
  reducerPath: 'emailEditorImages',
  initialState,
  reducers: {
    imagesRequested: paged.requested,
    imagesPageLoaded: paged.pageLoaded,
    imagesLoadFailed: paged.failed,

    imageFetchRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.fetches, action.payload.id);
    },
    imageFetched(state, action: PayloadAction<LibraryImage>) {
      state.fetched[action.payload.id] = action.payload;
      paged.replaced(state, action);
      rowSucceeded(state.fetches, action.payload.id);
    },
    imageFetchFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.fetches, action.payload.id, action.payload.error);
    },

    imageDeleteRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.deletes, action.payload.id);
    },
    imageDeleted(state, action: PayloadAction<{ id: string }>) {
      paged.removed(state, action);
      delete state.fetched[action.payload.id];
      rowSucceeded(state.deletes, action.payload.id);
    },
    imageDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, action.payload.id, action.payload.error);
    },
    imageDeleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.deletes, action.payload.id);
    },

    imageRenameRequested(state, _action: PayloadAction<{ id: string; name: string }>) {
      state.rename = started(state.rename);
    },
    imageRenamed(state, action: PayloadAction<LibraryImage>) {
      paged.replaced(state, action);
      if (state.fetched[action.payload.id]) state.fetched[action.payload.id] = action.payload;
      state.rename = succeeded(state.rename);
    },
    imageRenameFailed(state, action: PayloadAction<ApiError>) {
      state.rename = failed(state.rename, action.payload);
    },
    imageRenameReset(state) {
      state.rename = reset(state.rename);
    },

    /**
     * A file the user chose: checked here, before anything is sent. A refused file is listed with why;
     * an accepted one gets its progress entry at 0 %, which the upload epic takes up.
     */
    imageFileChosen: {
      reducer(state, action: PayloadAction<ChosenImageFile, string, { file: File }>) {
        const { uploadId, fileName, size, type } = action.payload;
        const problem = imageFileProblem({ name: fileName, size, type });
        if (problem === undefined) state.uploads.push({ id: uploadId, fileName, percent: 0 });
        else state.refused.push({ id: uploadId, fileName, message: problem });
      },
      prepare: (file: File) => ({
        payload: { uploadId: nanoid(), fileName: file.name, size: file.size, type: file.type },
        meta: { file },
      }),
    },
    /** A new choice of files starts: the messages about the last one go. */
    refusedImageFilesCleared(state) {
      state.refused = [];
    },
    imageUploadProgressed(state, action: PayloadAction<{ uploadId: string; percent: number }>) {
      const upload = state.uploads.find((candidate) => candidate.id === action.payload.uploadId);
      if (upload) upload.percent = Math.max(upload.percent, action.payload.percent);
    },
    imageUploaded(state, action: PayloadAction<{ uploadId: string; image: LibraryImage }>) {
      withoutUpload(state, action.payload.uploadId);
      paged.created(state, { type: action.type, payload: action.payload.image });
    },
    imageUploadFailed(state, action: PayloadAction<{ uploadId: string; error: ApiError }>) {
      withoutUpload(state, action.payload.uploadId);
    },
  },
}).injectInto(rootReducer);

export const selectImagesState = (state: AppState): ImagesState => imagesSlice.selectSlice(state);

// An upload stops if the tab reloads or closes: the browser asks first, on every page.
declareBackgroundWork((state) => selectImagesState(state).uploads.length > 0);

export const {
  imagesRequested,
  imagesPageLoaded,
  imagesLoadFailed,
  imageFetchRequested,
  imageFetched,
  imageFetchFailed,
  imageDeleteRequested,
  imageDeleted,
  imageDeleteFailed,
  imageDeleteReset,
  imageRenameRequested,
  imageRenamed,
  imageRenameFailed,
  imageRenameReset,
  imageFileChosen,
  refusedImageFilesCleared,
  imageUploadProgressed,
  imageUploaded,
  imageUploadFailed,
} = imagesSlice.actions;

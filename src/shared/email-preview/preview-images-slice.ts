import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppState } from '../store/app-state';
import { rootReducer } from '../store/root-reducer';

/**
 * The app's own pictures that previews show, read as `data:` URLs (own-origin-images.ts says why), by
 * absolute URL: `loading`, the `data:` URL, or `failed` (the preview keeps the address, shown broken).
 * An uploaded picture never changes at its address, so each is read once per page load.
 */
export interface PreviewImagesState {
  byUrl: Record<string, 'loading' | 'failed' | { dataUrl: string }>;
}

declare module '@/shared/store/app-state' {
  interface AppState {
    emailPreview: PreviewImagesState;
  }
}

const initialState: PreviewImagesState = { byUrl: {} };

const previewImagesSlice = createSlice({
  name: 'emailPreview',
  initialState,
  reducers: {
    /** A preview shows these pictures of the app's own origin; the ones not asked for yet are read. */
    previewImagesWanted(state, action: PayloadAction<string[]>) {
      for (const url of action.payload) state.byUrl[url] ??= 'loading';
    },
    previewImageRead(state, action: PayloadAction<{ url: string; dataUrl: string }>) {
      state.byUrl[action.payload.url] = { dataUrl: action.payload.dataUrl };
    },
    previewImageFailed(state, action: PayloadAction<string>) {
      state.byUrl[action.payload] = 'failed';
    },
  },
}).injectInto(rootReducer);

export const { previewImagesWanted, previewImageRead, previewImageFailed } = previewImagesSlice.actions;

export const selectPreviewImages = (state: AppState): PreviewImagesState['byUrl'] => previewImagesSlice.selectSlice(state).byUrl;

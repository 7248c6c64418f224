import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { pagedCollection, pagedCollectionReducers } from '@/shared/paging/paged-collection';
import { failed, ready, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { heldThumbnailReducers, type HeldThumbnails } from '@/shared/thumbnails/held-thumbnails';
import { summaryOf, type Design, type DesignKind, type DesignSource, type DesignSummary } from './types';

/** Designs in the server's order (newest update first for yours, the product's order for the system designs). */
export const designsAdapter = createEntityAdapter<DesignSummary>();

export type DesignOperation = 'create' | 'rename';

/** A whole design read for its preview. */
export interface DesignPreview {
  request: RequestState;
  design: Design | null;
}

export const previewKey = (kind: DesignKind, id: string) => `${kind}:${id}`;

const initialState = {
  designs: pagedCollection(designsAdapter),
  systemDesigns: pagedCollection(designsAdapter),
  requests: { create: ready(), rename: ready() } as Record<DesignOperation, RequestState>,
  /** What the running create starts from, so the screen that asked shows it busy. */
  creating: null as DesignSource | null,
  /** The design the last create made: the screen that asked opens it. */
  createdId: null as string | null,
  deletes: {} as RequestMap,
  previews: {} as Record<string, DesignPreview>,
  /** The HTML of the designs whose cards came into view, in every list that shows them (designThumbnail). */
  thumbnails: {} as HeldThumbnails,
  /** The design the editor is opening; `notice` says why it opens otherwise than expected. */
  editing: { id: null as string | null, request: ready(), notice: null as string | null },
};

export type DesignLibraryState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    designLibrary: DesignLibraryState;
  }
}

// A new or duplicated design was updated last, so it is first.
const yours = pagedCollectionReducers(designsAdapter, (state: DesignLibraryState) => state.designs, { placeCreated: 'start' });
const system = pagedCollectionReducers(designsAdapter, (state: DesignLibraryState) => state.systemDesigns, { placeCreated: 'end' });

const designLibrarySlice = createSlice({
  name: 'designLibrary',
  initialState,
  reducers: {
    designsRequested: yours.requested,
    designsPageLoaded: yours.pageLoaded,
    designsLoadFailed: yours.failed,

    systemDesignsRequested: system.requested,
    systemDesignsPageLoaded: system.pageLoaded,
    systemDesignsLoadFailed: system.failed,

    /** A new design named `name`; without a name a copy is named by the server ("Duplicate: <name>"). */
    designCreateRequested(state, action: PayloadAction<{ name: string; source: DesignSource }>) {
      rowStarted(state.requests, 'create');
      state.creating = action.payload.source;
      state.createdId = null;
    },
    designCreated(state, action: PayloadAction<Design>) {
      yours.created(state, { type: action.type, payload: summaryOf(action.payload) });
      rowSucceeded(state.requests, 'create');
      state.creating = null;
      state.createdId = action.payload.id;
    },
    designCreateFailed(state, action: PayloadAction<ApiError>) {
      rowFailed(state.requests, 'create', action.payload);
      state.creating = null;
    },

    /** `revision`: the `updated_at` the rename starts from (or, for Keep mine, the newer one the 409 named). */
    designRenameRequested(state, _action: PayloadAction<{ id: string; name: string; revision: string }>) {
      rowStarted(state.requests, 'rename');
    },
    designRenamed(state, action: PayloadAction<Design>) {
      yours.replaced(state, { type: action.type, payload: summaryOf(action.payload) });
      const preview = state.previews[previewKey('your-designs', action.payload.id)];
      if (preview?.design) preview.design = action.payload;
      rowSucceeded(state.requests, 'rename');
    },
    designRenameFailed(state, action: PayloadAction<ApiError>) {
      rowFailed(state.requests, 'rename', action.payload);
    },
    /** Reload after a rename conflict: read the stored design again. */
    designReloadRequested(_state, _action: PayloadAction<{ id: string }>) {},
    designReloaded(state, action: PayloadAction<Design>) {
      yours.replaced(state, { type: action.type, payload: summaryOf(action.payload) });
      const preview = state.previews[previewKey('your-designs', action.payload.id)];
      if (preview?.design) preview.design = action.payload;
      rowReset(state.requests, 'rename');
    },

    designRequestReset(state, action: PayloadAction<DesignOperation>) {
      rowReset(state.requests, action.payload);
    },

    designDeleteRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.deletes, action.payload.id);
    },
    designDeleted(state, action: PayloadAction<{ id: string }>) {
      yours.removed(state, action);
      delete state.previews[previewKey('your-designs', action.payload.id)];
      rowSucceeded(state.deletes, action.payload.id);
    },
    designDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, action.payload.id, action.payload.error);
    },
    designDeleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.deletes, action.payload.id);
    },

    designPreviewRequested(state, action: PayloadAction<{ kind: DesignKind; id: string }>) {
      const key = previewKey(action.payload.kind, action.payload.id);
      const preview = state.previews[key];
      state.previews[key] = { request: started(preview?.request ?? ready()), design: preview?.design ?? null };
    },
    designPreviewLoaded(state, action: PayloadAction<{ kind: DesignKind; design: Design }>) {
      const preview = state.previews[previewKey(action.payload.kind, action.payload.design.id)];
      if (preview === undefined) return;
      preview.request = succeeded(preview.request);
      preview.design = action.payload.design;
    },
    designPreviewFailed(state, action: PayloadAction<{ kind: DesignKind; id: string; error: ApiError }>) {
      const preview = state.previews[previewKey(action.payload.kind, action.payload.id)];
      if (preview) preview.request = failed(preview.request, action.payload.error);
    },

    designThumbnailRequested: heldThumbnailReducers.requested,
    designThumbnailLoaded: heldThumbnailReducers.loaded,

    /** Reads the design and opens it in the email editor (its `editorOpened`). */
    designEditorRequested(state, action: PayloadAction<{ id: string }>) {
      const { editing } = state;
      state.editing = { id: action.payload.id, request: started(editing.id === action.payload.id ? editing.request : ready()), notice: null };
    },
    designEditorOpened(state, action: PayloadAction<{ id: string; notice: string | null }>) {
      if (state.editing.id !== action.payload.id) return;
      state.editing.request = succeeded(state.editing.request);
      state.editing.notice = action.payload.notice;
    },
    designEditorFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      if (state.editing.id === action.payload.id) state.editing.request = failed(state.editing.request, action.payload.error);
    },
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectDesignLibraryState = (state: AppState): DesignLibraryState => designLibrarySlice.selectSlice(state);

export const {
  designsRequested,
  designsPageLoaded,
  designsLoadFailed,
  systemDesignsRequested,
  systemDesignsPageLoaded,
  systemDesignsLoadFailed,
  designCreateRequested,
  designCreated,
  designCreateFailed,
  designRenameRequested,
  designRenamed,
  designRenameFailed,
  designReloadRequested,
  designReloaded,
  designRequestReset,
  designDeleteRequested,
  designDeleted,
  designDeleteFailed,
  designDeleteReset,
  designPreviewRequested,
  designPreviewLoaded,
  designPreviewFailed,
  designThumbnailRequested,
  designThumbnailLoaded,
  designEditorRequested,
  designEditorOpened,
  designEditorFailed,
} = designLibrarySlice.actions;

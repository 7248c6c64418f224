import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { pagedCollection, pagedCollectionReducers } from '@/shared/paging/paged-collection';
import { failed, ready, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { versionKey, type CopiedVersion, type LegacyTemplate, type LegacyVersion } from './types';

export const legacyTemplatesAdapter = createEntityAdapter<LegacyTemplate>();

/** One template or version read on its own. `notLegacy`: the id names a dynamic template, which these screens do not show. */
export interface Read<T> {
  request: RequestState;
  item: T | null;
  notLegacy?: boolean;
}

const initialState = {
  templates: pagedCollection(legacyTemplatesAdapter),
  templateReads: {} as Record<string, Read<LegacyTemplate>>,
  versionReads: {} as Record<string, Read<LegacyVersion>>,
  copy: { request: ready(), copied: null as CopiedVersion | null },
};

export type LegacyTemplatesState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    legacyTemplates: LegacyTemplatesState;
  }
}

const paged = pagedCollectionReducers(legacyTemplatesAdapter, (state: LegacyTemplatesState) => state.templates, { placeCreated: 'start' });

const begin = <T>(reads: Record<string, Read<T>>, key: string) => {
  const read = reads[key];
  reads[key] = { request: started(read?.request ?? ready()), item: read?.item ?? null };
};

const legacyTemplatesSlice = createSlice({
  name: 'legacyTemplates',
  initialState,
  reducers: {
    legacyTemplatesRequested: paged.requested,
    legacyTemplatesPageLoaded: paged.pageLoaded,
    legacyTemplatesLoadFailed: paged.failed,

    legacyTemplateRequested(state, action: PayloadAction<{ id: string }>) {
      begin(state.templateReads, action.payload.id);
    },
    legacyTemplateLoaded(state, action: PayloadAction<{ template: LegacyTemplate; legacy: boolean }>) {
      const read = state.templateReads[action.payload.template.id];
      if (read === undefined) return;
      read.request = succeeded(read.request);
      read.item = action.payload.legacy ? action.payload.template : null;
      read.notLegacy = !action.payload.legacy;
    },
    legacyTemplateFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      const read = state.templateReads[action.payload.id];
      if (read) read.request = failed(read.request, action.payload.error);
    },

    legacyVersionRequested(state, action: PayloadAction<{ templateId: string; versionId: string }>) {
      begin(state.versionReads, versionKey(action.payload.templateId, action.payload.versionId));
    },
    legacyVersionLoaded(state, action: PayloadAction<LegacyVersion>) {
      const read = state.versionReads[versionKey(action.payload.templateId, action.payload.id)];
      if (read === undefined) return;
      read.request = succeeded(read.request);
      read.item = action.payload;
    },
    legacyVersionFailed(state, action: PayloadAction<{ templateId: string; versionId: string; error: ApiError }>) {
      const read = state.versionReads[versionKey(action.payload.templateId, action.payload.versionId)];
      if (read) read.request = failed(read.request, action.payload.error);
    },

    /** Copies the version into a new dynamic template named `name` (conversion.ts). */
    legacyVersionCopyRequested(state, _action: PayloadAction<{ version: LegacyVersion; name: string }>) {
      state.copy = { request: started(state.copy.request), copied: null };
    },
    legacyVersionCopied(state, action: PayloadAction<CopiedVersion>) {
      state.copy = { request: succeeded(state.copy.request), copied: action.payload };
    },
    legacyVersionCopyFailed(state, action: PayloadAction<ApiError>) {
      state.copy.request = failed(state.copy.request, action.payload);
    },
    legacyVersionCopyReset(state) {
      state.copy = { request: ready(), copied: null };
    },
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectLegacyTemplatesState = (state: AppState): LegacyTemplatesState => legacyTemplatesSlice.selectSlice(state);

export const {
  legacyTemplatesRequested,
  legacyTemplatesPageLoaded,
  legacyTemplatesLoadFailed,
  legacyTemplateRequested,
  legacyTemplateLoaded,
  legacyTemplateFailed,
  legacyVersionRequested,
  legacyVersionLoaded,
  legacyVersionFailed,
  legacyVersionCopyRequested,
  legacyVersionCopied,
  legacyVersionCopyFailed,
  legacyVersionCopyReset,
} = legacyTemplatesSlice.actions;

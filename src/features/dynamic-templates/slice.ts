import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { pagedCollection, pagedCollectionReducers, type LoadedPage } from '@/shared/paging/paged-collection';
import { failed, ready, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { heldThumbnailReducers, type HeldThumbnails } from '@/shared/thumbnails/held-thumbnails';
import { summaryOfVersion, type DesignChoice, type Template, type Version, type VersionSource, type VersionValues } from './types';

/** Dynamic templates in the server's order. */
export const templatesAdapter = createEntityAdapter<Template>();

export type TemplateOperation = 'create' | 'rename' | 'duplicate' | 'createVersion' | 'updateVersion';

/** A template read on its own (a dialog or the editor opened by its address). */
export interface TemplateRead {
  request: RequestState;
  template: Template | null;
}

/** Row requests on a version are keyed `<templateId>:<versionId>`. */
export const versionRowKey = (templateId: string, versionId: string) => `${templateId}:${versionId}`;

/** What the legacy-tag replacement did, for its success screen. */
export interface TagReplacement {
  versionId: string;
  replaced: { tag: string; handlebars: string; count: number }[];
}

const initialState = {
  templates: pagedCollection(templatesAdapter),
  /** The index's search (a name or an id); the list holds its results. */
  search: '',
  /** The account's dynamic templates, as the server last counted them unsearched, kept up by this tab's creates and deletes. */
  accountTemplates: null as number | null,
  requests: { create: ready(), rename: ready(), duplicate: ready(), createVersion: ready(), updateVersion: ready() } as Record<TemplateOperation, RequestState>,
  /** The template, or version, the last create made: the screen that asked opens it. */
  created: null as { templateId: string; versionId: string | null } | null,
  reads: {} as Record<string, TemplateRead>,
  deletes: {} as RequestMap,
  versionDeletes: {} as RequestMap,
  activations: {} as RequestMap,
  versionCopies: {} as RequestMap,
  /** The version the editor is opening, whole; `notice` says why it opens otherwise than expected. */
  editing: { templateId: null as string | null, versionId: null as string | null, request: ready(), notice: null as string | null, version: null as Version | null },
  lastReplacement: null as TagReplacement | null,
  /** The designs the version selector offers: yours and the system designs. */
  designChoices: { request: ready(), yours: [] as DesignChoice[], system: [] as DesignChoice[] },
  /** The HTML of the active versions whose template cards came into view (versionThumbnail). */
  thumbnails: {} as HeldThumbnails,
};

export type DynamicTemplatesState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    dynamicTemplates: DynamicTemplatesState;
  }
}

// Newest update first: a new or copied template goes first.
const paged = pagedCollectionReducers(templatesAdapter, (state: DynamicTemplatesState) => state.templates, { placeCreated: 'start' });

/** Applies `update` to the template wherever it is held: on the list and as a template read on its own. */
function eachCopy(state: DynamicTemplatesState, id: string, update: (template: Template) => void) {
  const listed = state.templates.entities[id];
  if (listed) update(listed);
  const read = state.reads[id]?.template;
  if (read) update(read);
}

const newestFirst = (template: Template) => template.versions.sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0));

/** A version saved or created: its summary replaces (or joins) the template's; an active one deactivates the others. */
function putVersion(state: DynamicTemplatesState, version: Version) {
  const summary = summaryOfVersion(version);
  eachCopy(state, version.templateId, (template) => {
    template.versions = [summary, ...template.versions.filter((held) => held.id !== version.id)].map((held) =>
      summary.active && held.id !== summary.id ? { ...held, active: false } : held,
    );
    newestFirst(template);
    if (version.updated > template.updated) template.updated = version.updated;
  });
  const { editing } = state;
  if (editing.versionId === version.id && editing.version) editing.version = version;
}

const dynamicTemplatesSlice = createSlice({
  name: 'dynamicTemplates',
  initialState,
  reducers: {
    templatesRequested: paged.requested,
    templatesPageLoaded(state, action: PayloadAction<LoadedPage<Template>>) {
      paged.pageLoaded(state, action);
      if (state.search === '' && action.payload.total !== undefined) state.accountTemplates = action.payload.total;
    },
    templatesLoadFailed: paged.failed,
    /** A new search: the screen asks for the first page of its results next. */
    templatesSearched(state, action: PayloadAction<{ search: string }>) {
      state.search = action.payload.search.trim();
    },

    templateReadRequested(state, action: PayloadAction<{ id: string }>) {
      const read = state.reads[action.payload.id];
      state.reads[action.payload.id] = { request: started(read?.request ?? ready()), template: read?.template ?? null };
    },
    templateReadLoaded(state, action: PayloadAction<Template>) {
      const read = state.reads[action.payload.id];
      if (read) {
        read.request = succeeded(read.request);
        read.template = action.payload;
      }
      paged.replaced(state, { type: action.type, payload: action.payload });
    },
    templateReadFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      const read = state.reads[action.payload.id];
      if (read) read.request = failed(read.request, action.payload.error);
    },

    templateCreateRequested(state, _action: PayloadAction<{ name: string }>) {
      rowStarted(state.requests, 'create');
      state.created = null;
    },
    templateDuplicateRequested(state, _action: PayloadAction<{ id: string; name: string }>) {
      rowStarted(state.requests, 'duplicate');
      state.created = null;
    },
    /** Made by a create or a duplicate. */
    templateCreated(state, action: PayloadAction<{ template: Template; operation: 'create' | 'duplicate' }>) {
      paged.created(state, { type: action.type, payload: action.payload.template });
      if (state.accountTemplates !== null) state.accountTemplates += 1;
      rowSucceeded(state.requests, action.payload.operation);
      state.created = { templateId: action.payload.template.id, versionId: null };
    },
    templateRenameRequested(state, _action: PayloadAction<{ id: string; name: string }>) {
      rowStarted(state.requests, 'rename');
    },
    templateRenamed(state, action: PayloadAction<Template>) {
      eachCopy(state, action.payload.id, (template) => {
        template.name = action.payload.name;
        template.updated = action.payload.updated;
      });
      rowSucceeded(state.requests, 'rename');
    },
    templateRequestFailed(state, action: PayloadAction<{ operation: TemplateOperation; error: ApiError }>) {
      rowFailed(state.requests, action.payload.operation, action.payload.error);
    },
    templateRequestReset(state, action: PayloadAction<TemplateOperation>) {
      rowReset(state.requests, action.payload);
    },

    templateDeleteRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.deletes, action.payload.id);
    },
    templateDeleted(state, action: PayloadAction<{ id: string }>) {
      paged.removed(state, action);
      if (state.accountTemplates !== null) state.accountTemplates = Math.max(0, state.accountTemplates - 1);
      delete state.reads[action.payload.id];
      rowSucceeded(state.deletes, action.payload.id);
    },
    templateDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, action.payload.id, action.payload.error);
    },
    templateDeleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.deletes, action.payload.id);
    },

    versionCreateRequested(state, _action: PayloadAction<{ templateId: string; values: VersionValues; source: VersionSource }>) {
      rowStarted(state.requests, 'createVersion');
      state.created = null;
    },
    versionCreated(state, action: PayloadAction<Version>) {
      putVersion(state, action.payload);
      rowSucceeded(state.requests, 'createVersion');
      state.created = { templateId: action.payload.templateId, versionId: action.payload.id };
    },

    /** A version's settings (name, subject) saved from the editor. */
    /** `revision`: "Keep mine" after a conflict saves over that revision; otherwise the editor's is named. */
    versionUpdateRequested(state, _action: PayloadAction<{ templateId: string; versionId: string; values: VersionValues; revision?: string }>) {
      rowStarted(state.requests, 'updateVersion');
    },
    versionUpdated(state, action: PayloadAction<Version>) {
      putVersion(state, action.payload);
      rowSucceeded(state.requests, 'updateVersion');
    },
    /** Saved by the editor host (content or test data): no request of a form to mark. */
    versionSaved(state, action: PayloadAction<Version>) {
      putVersion(state, action.payload);
    },

    versionCopyRequested(state, action: PayloadAction<{ templateId: string; versionId: string }>) {
      rowStarted(state.versionCopies, versionRowKey(action.payload.templateId, action.payload.versionId));
    },
    versionCopied(state, action: PayloadAction<{ from: string; version: Version }>) {
      putVersion(state, action.payload.version);
      rowSucceeded(state.versionCopies, versionRowKey(action.payload.version.templateId, action.payload.from));
    },
    versionCopyFailed(state, action: PayloadAction<{ templateId: string; versionId: string; error: ApiError }>) {
      rowFailed(state.versionCopies, versionRowKey(action.payload.templateId, action.payload.versionId), action.payload.error);
    },

    versionActivateRequested(state, action: PayloadAction<{ templateId: string; versionId: string }>) {
      rowStarted(state.activations, versionRowKey(action.payload.templateId, action.payload.versionId));
    },
    versionActivated(state, action: PayloadAction<Version>) {
      putVersion(state, { ...action.payload, active: true });
      rowSucceeded(state.activations, versionRowKey(action.payload.templateId, action.payload.id));
    },
    versionActivateFailed(state, action: PayloadAction<{ templateId: string; versionId: string; error: ApiError }>) {
      rowFailed(state.activations, versionRowKey(action.payload.templateId, action.payload.versionId), action.payload.error);
    },

    versionDeleteRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.versionDeletes, action.payload.id);
    },
    /** `id` is the row key; the template is read again after (deleting the active version activates another). */
    versionDeleted(state, action: PayloadAction<{ id: string; templateId: string; versionId: string }>) {
      eachCopy(state, action.payload.templateId, (template) => {
        template.versions = template.versions.filter((version) => version.id !== action.payload.versionId);
      });
      rowSucceeded(state.versionDeletes, action.payload.id);
    },
    versionDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.versionDeletes, action.payload.id, action.payload.error);
    },
    versionDeleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.versionDeletes, action.payload.id);
    },

    /** Reads the version and opens it in the email editor (its `editorOpened`). */
    versionEditorRequested(state, action: PayloadAction<{ templateId: string; versionId: string }>) {
      const { editing } = state;
      const same = editing.versionId === action.payload.versionId;
      state.editing = { ...action.payload, request: started(same ? editing.request : ready()), notice: null, version: same ? editing.version : null };
    },
    versionEditorOpened(state, action: PayloadAction<{ version: Version; notice: string | null }>) {
      if (state.editing.versionId !== action.payload.version.id) return;
      state.editing.request = succeeded(state.editing.request);
      state.editing.notice = action.payload.notice;
      state.editing.version = action.payload.version;
    },
    versionEditorFailed(state, action: PayloadAction<{ versionId: string; error: ApiError }>) {
      if (state.editing.versionId === action.payload.versionId) state.editing.request = failed(state.editing.request, action.payload.error);
    },

    designChoicesRequested(state) {
      state.designChoices.request = started(state.designChoices.request);
    },
    versionThumbnailRequested: heldThumbnailReducers.requested,
    versionThumbnailLoaded: heldThumbnailReducers.loaded,
    designChoicesLoaded(state, action: PayloadAction<{ yours: DesignChoice[]; system: DesignChoice[] }>) {
      state.designChoices = { request: succeeded(state.designChoices.request), ...action.payload };
    },
    designChoicesFailed(state, action: PayloadAction<ApiError>) {
      state.designChoices.request = failed(state.designChoices.request, action.payload);
    },

    /** The legacy substitution tags of a version were replaced in the editor (it saves them): its success screen says which. */
    legacyTagsReplaced(state, action: PayloadAction<TagReplacement>) {
      state.lastReplacement = action.payload;
    },
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectDynamicTemplatesState = (state: AppState): DynamicTemplatesState => dynamicTemplatesSlice.selectSlice(state);

export const {
  versionThumbnailRequested,
  versionThumbnailLoaded,
  templatesRequested,
  templatesPageLoaded,
  templatesLoadFailed,
  templatesSearched,
  templateReadRequested,
  templateReadLoaded,
  templateReadFailed,
  templateCreateRequested,
  templateDuplicateRequested,
  templateCreated,
  templateRenameRequested,
  templateRenamed,
  templateRequestFailed,
  templateRequestReset,
  templateDeleteRequested,
  templateDeleted,
  templateDeleteFailed,
  templateDeleteReset,
  versionCreateRequested,
  versionCreated,
  versionUpdateRequested,
  versionUpdated,
  versionSaved,
  versionCopyRequested,
  versionCopied,
  versionCopyFailed,
  versionActivateRequested,
  versionActivated,
  versionActivateFailed,
  versionDeleteRequested,
  versionDeleted,
  versionDeleteFailed,
  versionDeleteReset,
  versionEditorRequested,
  versionEditorOpened,
  versionEditorFailed,
  legacyTagsReplaced,
  designChoicesRequested,
  designChoicesLoaded,
  designChoicesFailed,
} = dynamicTemplatesSlice.actions;

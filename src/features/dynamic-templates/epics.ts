import type { Action } from '@reduxjs/toolkit';
import { EMPTY, forkJoin, from, of, throwError, type Observable } from 'rxjs';
import { concatMap, exhaustMap, filter, groupBy, map, mergeMap, switchMap, tap } from 'rxjs/operators';
import { selectEditorSession } from '@/features/email-editor/selectors';
import {
  editorOpened,
  editorRetitled,
  editorRevised,
  editorSaveConflicted,
  editorSaveRequested,
  editorSaveSucceeded,
  refreshStoredContentEpic,
  saveFailedAnswer,
} from '@/features/email-editor/slice';
import { basedOnRevision } from '@/shared/api/edit-precondition';
import { successAlert } from '@/shared/alerts/alerts-slice';
import type { ApiClient } from '@/shared/api/client';
import type { ApiError } from '@/shared/api/errors';
import { catchApiError, catchFailure } from '@/shared/epics/catch-failure';
import { pagedCollectionEpic } from '@/shared/paging/paged-collection-epic';
import type { AppEpic } from '@/shared/store/app-epic';
import { thumbnailEpic } from '@/shared/thumbnails/thumbnail-epic';
import {
  activateVersion,
  createTemplate,
  createVersion,
  deleteTemplate,
  deleteVersion,
  duplicateTemplate,
  fetchDesignChoices,
  fetchDesignContent,
  fetchTemplate,
  fetchTemplatesPage,
  fetchVersion,
  renameTemplate,
  updateVersion,
} from './api';
import type { VersionEditorBridge } from './editor-bridge';
import { TEMPLATES_API_PAGE_SIZE, TEMPLATES_PAGE_SIZE } from './limits';
import { copyName, messages } from './messages';
import {
  versionThumbnailLoaded,
  versionThumbnailRequested,
  designChoicesFailed,
  designChoicesLoaded,
  designChoicesRequested,
  selectDynamicTemplatesState,
  templateCreated,
  templateCreateRequested,
  templateDeleted,
  templateDeleteFailed,
  templateDeleteRequested,
  templateDuplicateRequested,
  templateReadFailed,
  templateReadLoaded,
  templateReadRequested,
  templateRenamed,
  templateRenameRequested,
  templateRequestFailed,
  templatesLoadFailed,
  templatesPageLoaded,
  templatesRequested,
  versionActivated,
  versionActivateFailed,
  versionActivateRequested,
  versionCopied,
  versionCopyFailed,
  versionCopyRequested,
  versionCreated,
  versionCreateRequested,
  versionDeleted,
  versionDeleteFailed,
  versionDeleteRequested,
  versionEditorFailed,
  versionEditorOpened,
  versionEditorRequested,
  versionSaved,
  versionUpdated,
  versionUpdateRequested,
} from './slice';
import { versionOfSessionKey, versionSessionKey, type Version, type VersionPayload, type VersionSource } from './types';
import { templatesLiveUpdatesEpic } from './live-updates';

/** A form's failure: a 400 is said in the form (next to a field, or above them), anything else also in an alert. */
const formFailure = (message: (error: ApiError) => string) => (error: ApiError) => (error.status === 400 ? undefined : message(error));

/** A missing template or version is said on its screen ("not found"), not in an alert. */
const unlessNotFound = (message: string) => (error: ApiError) => (error.status === 404 ? undefined : message);

/** The index: a paged collection (shared/paging) of the current search's results. */
const loadTemplatesEpic: AppEpic = (action$, state$, dependencies) =>
  pagedCollectionEpic({
    requested: templatesRequested,
    pageLoaded: templatesPageLoaded,
    failed: templatesLoadFailed,
    selectCollection: (state) => selectDynamicTemplatesState(state).templates,
    selectId: (template) => template.id,
    fetchPage: ({ api }, page) => fetchTemplatesPage(api, page, selectDynamicTemplatesState(state$.value).search),
    pageSize: TEMPLATES_PAGE_SIZE,
    maxPageSize: TEMPLATES_API_PAGE_SIZE,
    failureMessage: messages.loadFailed,
  })(action$, state$, dependencies);

/** Reads of different templates run side by side; a newer read of the same one replaces the older (groupBy + switchMap). */
const readTemplateEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(templateReadRequested.match),
    groupBy(({ payload }) => payload.id),
    mergeMap((reads$) =>
      reads$.pipe(
        switchMap(({ payload: { id } }) =>
          fetchTemplate(api, id).pipe(
            map(templateReadLoaded),
            catchFailure((error) => templateReadFailed({ id, error }), unlessNotFound(messages.readFailed)),
          ),
        ),
      ),
    ),
  );

/** Submits: exhaustMap, so a double click creates one template. */
const createTemplateEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(templateCreateRequested.match),
    exhaustMap(({ payload: { name } }) =>
      createTemplate(api, name.trim()).pipe(
        mergeMap((template) => of(templateCreated({ template, operation: 'create' }), successAlert(messages.created(template.name)))),
        catchFailure((error) => templateRequestFailed({ operation: 'create', error }), formFailure(messages.createFailed)),
      ),
    ),
  );

const duplicateTemplateEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(templateDuplicateRequested.match),
    exhaustMap(({ payload: { id, name } }) =>
      duplicateTemplate(api, id, name.trim()).pipe(
        mergeMap((template) => of(templateCreated({ template, operation: 'duplicate' }), successAlert(messages.duplicated(template.name)))),
        catchFailure((error) => templateRequestFailed({ operation: 'duplicate', error }), formFailure(messages.createFailed)),
      ),
    ),
  );

const renameTemplateEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(templateRenameRequested.match),
    exhaustMap(({ payload: { id, name } }) =>
      renameTemplate(api, id, name.trim()).pipe(
        mergeMap((template) => of(templateRenamed(template), successAlert(messages.renamed(template.name)))),
        catchFailure((error) => templateRequestFailed({ operation: 'rename', error }), formFailure(messages.renameFailed)),
      ),
    ),
  );

const templateName = (state: Parameters<typeof selectDynamicTemplatesState>[0], id: string) => {
  const { templates, reads } = selectDynamicTemplatesState(state);
  return templates.entities[id]?.name ?? reads[id]?.template?.name ?? 'The dynamic template';
};

/** Row actions: mergeMap, since different rows may be deleted at once; the reducer keeps one request per row. */
const deleteTemplateEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(templateDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const name = templateName(state$.value, id);
      return deleteTemplate(api, id).pipe(
        mergeMap(() => of(templateDeleted({ id }), successAlert(messages.deleted(name)))),
        catchFailure(
          (error) => templateDeleteFailed({ id, error }),
          (error) => messages.deleteFailed(name, error),
        ),
      );
    }),
  );

const versionName = (state: Parameters<typeof selectDynamicTemplatesState>[0], templateId: string, versionId: string) => {
  const { templates, reads } = selectDynamicTemplatesState(state);
  const template = templates.entities[templateId] ?? reads[templateId]?.template;
  return template?.versions.find((version) => version.id === versionId)?.name ?? 'version';
};

const copyPayload = (version: Version): VersionPayload => ({
  name: copyName(version.name),
  subject: version.subject,
  html_content: version.htmlContent,
  design_document: version.designDocument,
  plain_content: version.plainContent,
  generate_plain_content: false,
  editor: version.editor,
  test_data: version.testData,
});

const versionCopyEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(versionCopyRequested.match),
    mergeMap(({ payload: { templateId, versionId } }) =>
      fetchVersion(api, templateId, versionId).pipe(
        mergeMap((version) => createVersion(api, templateId, copyPayload(version))),
        mergeMap((version) => of(versionCopied({ from: versionId, version }), successAlert(messages.versionCopied(version.name)))),
        catchFailure((error) => versionCopyFailed({ templateId, versionId, error }), messages.versionCopyFailed),
      ),
    ),
  );

const activateVersionEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(versionActivateRequested.match),
    mergeMap(({ payload: { templateId, versionId } }) =>
      activateVersion(api, templateId, versionId).pipe(
        mergeMap((version) => of(versionActivated(version), successAlert(messages.versionActivated(version.name)))),
        catchFailure((error) => versionActivateFailed({ templateId, versionId, error }), messages.versionActivateFailed),
      ),
    ),
  );

/** Deleting the active version makes the server activate another: the template is read again to show which. */
const deleteVersionEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(versionDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const [templateId = '', versionId = ''] = id.split(':');
      const name = versionName(state$.value, templateId, versionId);
      return deleteVersion(api, templateId, versionId).pipe(
        mergeMap(() => of(versionDeleted({ id, templateId, versionId }), successAlert(messages.versionDeleted(name)), templateReadRequested({ id: templateId }))),
        catchFailure(
          (error) => versionDeleteFailed({ id, error }),
          (error) => messages.versionDeleteFailed(name, error),
        ),
      );
    }),
  );

/**
 * The version's settings (name, subject) are version-checked like its content: the PATCH names in
 * `If-Match` the revision the editor holds (or, for "Keep mine", the one the conflict reported), so a
 * version saved elsewhere answers 409 instead of being overwritten. The form shows a failure or a
 * conflict next to itself (SaveProblemAlert), so no alert but a 400's.
 */
const updateVersionEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(versionUpdateRequested.match),
    exhaustMap(({ payload: { templateId, versionId, values, revision } }) => {
      const key = versionSessionKey(templateId, versionId);
      const basedOn = revision ?? selectEditorSession(state$.value, key)?.revision;
      return updateVersion(api, templateId, versionId, { name: values.name.trim(), subject: values.subject.trim() }, basedOn === undefined ? undefined : basedOnRevision(basedOn)).pipe(
        mergeMap((version) =>
          of(versionUpdated(version), editorRetitled({ key, title: version.name }), editorRevised({ key, revision: version.updated }), successAlert(messages.versionUpdated)),
        ),
        catchFailure((error) => templateRequestFailed({ operation: 'updateVersion', error }), () => undefined),
      );
    }),
  );

/** A read: switchMap, the newest wins. */
const designChoicesEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(designChoicesRequested.match),
    switchMap(() =>
      forkJoin({ yours: fetchDesignChoices(api, false), system: fetchDesignChoices(api, true) }).pipe(
        map(designChoicesLoaded),
        catchFailure(designChoicesFailed, (error) => (error.status === 403 ? undefined : messages.designsFailed)),
      ),
    ),
  );

/**
 * The epics that need the email editor's document functions, given by the composition root: creating a
 * blank version, opening one in the editor, and saving it (content and test data).
 */
/** The HTML of the active versions whose template cards came into view, for their thumbnails. */
const thumbnailsEpic = thumbnailEpic({ requested: versionThumbnailRequested, loaded: versionThumbnailLoaded }, (api, { source, id }) =>
  fetchVersion(api, source, id).pipe(map((version) => version.htmlContent)),
);

export function createDynamicTemplatesEpics(bridge: VersionEditorBridge): AppEpic[] {
  const contentOf = (api: ApiClient, source: VersionSource): Observable<VersionPayload> => {
    switch (source.kind) {
      case 'blank':
        return from(bridge.blankContent(source.editor)).pipe(
          map(({ html, plainText, document }) => ({ html_content: html, design_document: document, plain_content: plainText, editor: source.editor })),
        );
      case 'design':
        // The selector's id is one of your designs or a system design: yours are looked up first.
        return fetchDesignContent(api, source.designId, false).pipe(
          catchApiError((error) => (error.status === 404 ? fetchDesignContent(api, source.designId, true) : throwError(() => error))),
          map((design) => ({ html_content: design.htmlContent, design_document: design.designDocument, plain_content: design.plainContent, editor: design.editor })),
        );
    }
  };

  /** A submit: exhaustMap, so a double click creates one version. */
  const createVersionEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(versionCreateRequested.match),
      exhaustMap(({ payload: { templateId, values, source } }) =>
        contentOf(api, source).pipe(
          mergeMap((content) =>
            createVersion(api, templateId, { ...content, name: values.name.trim(), subject: values.subject.trim(), generate_plain_content: false }),
          ),
          mergeMap((version) => of(versionCreated(version), successAlert(messages.versionCreated(version.name)))),
          catchFailure((error) => templateRequestFailed({ operation: 'createVersion', error }), formFailure(messages.versionCreateFailed)),
        ),
      ),
    );

  /** A read: switchMap, opening another version cancels this one. The session is `dynamic-template:<templateId>:<versionId>`. */
  const openVersionEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(versionEditorRequested.match),
      switchMap(({ payload: { templateId, versionId } }) =>
        fetchTemplate(api, templateId).pipe(
          mergeMap((template) =>
            fetchVersion(api, templateId, versionId).pipe(
              mergeMap((version) => {
                const { content, notice } = bridge.openVersion(version);
                const key = versionSessionKey(templateId, versionId);
                return of(
                  templateReadLoaded(template),
                  editorOpened({
                    key,
                    title: version.name,
                    noun: 'version',
                    content,
                    revision: version.updated,
                    analytics: { templateId, versionId, editorType: version.editor },
                    testSend: { source: 'dynamic-templates', templateId, versionId },
                    savesTestData: true,
                  }),
                  bridge.testDataLoaded(key, version.testData),
                  versionEditorOpened({ version, notice }),
                );
              }),
            ),
          ),
          catchFailure((error) => versionEditorFailed({ versionId, error }), unlessNotFound(messages.openFailed)),
        ),
      ),
    );

  /**
   * Saves a version from the editor when its autosave asks: the content, and the test data with it (typed
   * test data makes the session unsaved, `savesTestData`, so its failures and conflicts are the editor's).
   * The PATCH names the revision the editor holds in `If-Match` (a 409 from a server keeping that contract
   * is a conflict); SendGrid's API ignores it, so the version is also read first: when its `updated_at` is
   * no longer that revision, someone else saved it since, and the save stops with a conflict. One save at a
   * time (concatMap), since each needs the revision the one before produced; a save that a newer one for
   * the same version replaced while it waited is skipped.
   */
  const saveVersionEpic: AppEpic = (action$, state$, { api, clock }) => {
    const newest = new Map<string, Action>();

    const save = (action: ReturnType<typeof editorSaveRequested>): Observable<Action> => {
      const { key, content } = action.payload;
      if (newest.get(key) !== action) return EMPTY;
      newest.delete(key);
      const session = selectEditorSession(state$.value, key);
      if (!session) return EMPTY;
      const { templateId, versionId } = versionOfSessionKey(key)!;
      const revision = session.revision;
      const patch: VersionPayload = {
        ...bridge.storedContentOf(content),
        plain_content: content.plainText,
        generate_plain_content: false,
        editor: content.editor,
        test_data: bridge.testDataOf(state$.value, key),
      };
      return fetchVersion(api, templateId, versionId).pipe(
        mergeMap((current): Observable<Action> => {
          if (current.updated !== revision) return of(editorSaveConflicted({ key, revision: current.updated }));
          return updateVersion(api, templateId, versionId, patch, basedOnRevision(revision)).pipe(
            mergeMap((saved) => of(versionSaved(saved), editorSaveSucceeded({ key, revision: saved.updated, at: clock.now() }))),
          );
        }),
        catchApiError((error) => of(saveFailedAnswer(key, error, error.status === 404 ? messages.savedVersionGone : messages.saveFailed(error)))),
      );
    };

    return action$.pipe(
      filter(editorSaveRequested.match),
      filter(({ payload }) => versionOfSessionKey(payload.key) !== undefined),
      tap((action) => newest.set(action.payload.key, action)),
      concatMap(save),
    );
  };

  /** Saved elsewhere while the editor had nothing unsaved: the stored version replaces the one on screen. */
  const refreshVersionEpic = refreshStoredContentEpic({
    parseKey: versionOfSessionKey,
    read: (api, { templateId, versionId }) => fetchVersion(api, templateId, versionId).pipe(map((version) => ({ content: bridge.openVersion(version).content, revision: version.updated }))),
  });

  return [createVersionEpic, openVersionEpic, saveVersionEpic, refreshVersionEpic];
}

/** Every epic of the dynamic templates, given the editor bridge (src/app/routes/dynamic-templates). */
export const dynamicTemplatesEpics = (bridge: VersionEditorBridge): AppEpic[] => [
  loadTemplatesEpic,
  templatesLiveUpdatesEpic,
  readTemplateEpic,
  createTemplateEpic,
  duplicateTemplateEpic,
  renameTemplateEpic,
  deleteTemplateEpic,
  versionCopyEpic,
  activateVersionEpic,
  deleteVersionEpic,
  updateVersionEpic,
  designChoicesEpic,
  thumbnailsEpic,
  ...createDynamicTemplatesEpics(bridge),
];

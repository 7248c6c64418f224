import { concat, EMPTY, of, throwError } from 'rxjs';
import { catchError, exhaustMap, filter, ignoreElements, map, mergeMap, switchMap } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import type { ApiError } from '@/shared/api/errors';
import { catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import { pagedCollectionEpic } from '@/shared/paging/paged-collection-epic';
import type { AppEpic } from '@/shared/store/app-epic';
import { createDynamicTemplate, createDynamicVersion, deleteTemplate, fetchLegacyTemplatesPage, fetchTemplate, fetchVersion } from './api';
import { convertLegacyVersion } from './conversion';
import { messages } from './messages';
import {
  legacyTemplateFailed,
  legacyTemplateLoaded,
  legacyTemplateRequested,
  legacyTemplatesLoadFailed,
  legacyTemplatesPageLoaded,
  legacyTemplatesRequested,
  legacyVersionCopied,
  legacyVersionCopyFailed,
  legacyVersionCopyRequested,
  legacyVersionFailed,
  legacyVersionLoaded,
  legacyVersionRequested,
  selectLegacyTemplatesState,
} from './slice';
import { legacyTemplatesLiveUpdatesEpic } from './live-updates';

/** Legacy templates are few (the API allows 300): the page loads them all, 200 at a time. */
const PAGE_SIZE = 200;

/** A missing template or version is said on its screen ("not found"), not in an alert. */
const unlessNotFound = (message: string) => (error: ApiError) => (error.status === 404 ? undefined : message);

const loadTemplatesEpic = pagedCollectionEpic({
  requested: legacyTemplatesRequested,
  pageLoaded: legacyTemplatesPageLoaded,
  failed: legacyTemplatesLoadFailed,
  selectCollection: (state) => selectLegacyTemplatesState(state).templates,
  selectId: (template) => template.id,
  fetchPage: ({ api }, page) => fetchLegacyTemplatesPage(api, page),
  pageSize: PAGE_SIZE,
  failureMessage: messages.loadFailed,
});

/** A read: switchMap, the newest template asked for wins. */
const readTemplateEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(legacyTemplateRequested.match),
    switchMap(({ payload: { id } }) =>
      fetchTemplate(api, id).pipe(
        map(legacyTemplateLoaded),
        catchFailure((error) => legacyTemplateFailed({ id, error }), unlessNotFound(messages.readFailed)),
      ),
    ),
  );

const readVersionEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(legacyVersionRequested.match),
    switchMap(({ payload: { templateId, versionId } }) =>
      fetchVersion(api, templateId, versionId).pipe(
        map(legacyVersionLoaded),
        catchFailure((error) => legacyVersionFailed({ templateId, versionId, error }), unlessNotFound(messages.versionFailed)),
      ),
    ),
  );

/**
 * A submit: exhaustMap, so a double click makes one copy. The template is made first, then its version;
 * when the version is refused (a limit), the empty template is deleted again before the failure shows.
 */
const copyVersionEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(legacyVersionCopyRequested.match),
    exhaustMap(({ payload: { version, name } }) => {
      const { payload, tags } = convertLegacyVersion(version);
      return createDynamicTemplate(api, name).pipe(
        mergeMap((template) =>
          createDynamicVersion(api, template.id, payload).pipe(
            catchError((error: unknown) => concat(deleteTemplate(api, template.id).pipe(ignoreElements(), catchError(() => EMPTY)), throwError(() => error))),
            map((created) => ({ template, created })),
          ),
        ),
        mergeMap(({ template, created }) => {
          const tagsReplaced = tags.reduce((sum, { count }) => sum + count, 0);
          return of(
            legacyVersionCopied({ templateId: template.id, versionId: created.id, name: template.name, tagsReplaced }),
            successAlert(messages.copied(template.name, tagsReplaced)),
          );
        }),
        catchFormFailure(legacyVersionCopyFailed),
      );
    }),
  );

export const legacyTemplatesEpics: AppEpic[] = [loadTemplatesEpic, legacyTemplatesLiveUpdatesEpic, readTemplateEpic, readVersionEpic, copyVersionEpic];

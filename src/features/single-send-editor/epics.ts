import type { Action } from '@reduxjs/toolkit';
import { asyncScheduler, concat, defer, EMPTY, from, merge, of, type Observable, type SchedulerLike } from 'rxjs';
import { catchError, concatMap, debounceTime, filter, ignoreElements, map, mergeMap, switchMap } from 'rxjs/operators';
import { selectEditorSession } from '@/features/email-editor/selectors';
import {
  contentEdited,
  editorClosed,
  editorOpened,
  editorSaveFailed,
  editorSaveRequested,
  editorSaveSucceeded,
  editorTestSendTargetChanged,
  refreshStoredContentEpic,
  saveFailedAnswer,
  selectEmailEditorState,
} from '@/features/email-editor/slice';
import type { EmailContent } from '@/features/email-editor/types';
import { basedOnRevision, laterRevision, savedElsewhere } from '@/shared/api/edit-precondition';
import type { ApiError } from '@/shared/api/errors';
import { catchApiError, catchFailure } from '@/shared/epics/catch-failure';
import { saveProblemOf } from '@/shared/form/save-problem/save-problem';
import type { AbVariationDto, SingleSendDto } from '@/shared/sending/single-send';
import type { KeyValueStorage } from '@/shared/storage/key-value-storage';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { knownCategoriesEpic } from '@/shared/sending/known-categories-epic';
import { fetchSingleSend, patchSingleSend } from '@/shared/sending/single-sends-api';
import type { SingleSendContentBridge } from './content-bridge';
import { changedSettingsPatch, contentSavePatch } from './draft';
import { messages } from './messages';
import {
  categoriesLoaded,
  categoriesLoadFailed,
  categoriesRequested,
  selectSingleSendEditorState,
  settingsEdited,
  settingsKeptMine,
  settingsReloaded,
  settingsReloadRequested,
  settingsSaveFailed,
  settingsSaveInterrupted,
  settingsSaveRetried,
  settingsSaveStarted,
  singleSendEditorClosed,
  singleSendEditorFailed,
  singleSendEditorOpened,
  singleSendEditorRequested,
  singleSendStored,
} from './slice';
import { testSendTargetOf } from './test-send-target';
import { parseSingleSendSessionKey, singleSendSessionKey, type SettingsDraft } from './types';

/** A pause in editing the settings this long saves them (the editor's content waits as long). */
export const SETTINGS_AUTOSAVE_MS = 1000;

/** Settings whose save failed, kept in the browser so a reload puts them back (with the version they were made on). */
interface StoredDraft {
  updatedAt: string;
  draft: SettingsDraft;
}
const storedDraftKey = (id: string) => `single-send-editor:draft:${id}`;

const readStoredDraft = (storage: KeyValueStorage, send: SingleSendDto): Observable<SettingsDraft | undefined> =>
  from(storage.get<StoredDraft>(storedDraftKey(send.id)).catch(() => undefined)).pipe(
    map((stored) => (stored && stored.updatedAt === send.updated_at ? stored.draft : undefined)),
  );

/** Storage is a convenience here: when it fails, only the put-back after a reload is lost. */
const quietly = (work: () => Promise<void>): Observable<never> => from(work().catch(() => undefined)).pipe(ignoreElements());

const editingOf = (state: AppState) => selectSingleSendEditorState(state).editing;

/** The sessions of the send's content: A's, and each other variation's in a content test. */
function sessionKeysOf(sendId: string, draft: SettingsDraft | null): { key: string; variationId?: string }[] {
  const variations = draft?.abtest?.type === 'content' ? draft.variations.slice(1) : [];
  return [{ key: singleSendSessionKey(sendId) }, ...variations.map(({ id }) => ({ key: singleSendSessionKey(sendId, id), variationId: id }))];
}

const variationTitle = (name: string, variation: string) => `${name} (variation ${variation})`;

function withContent(send: SingleSendDto, variationId: string | undefined, stored: Pick<AbVariationDto, 'html_content' | 'design_document' | 'plain_content' | 'editor'>): SingleSendDto {
  if (variationId === undefined) return { ...send, email_config: { ...send.email_config, ...stored } };
  const known = send.ab_variations.some((variation) => variation.id === variationId);
  const ab_variations = known
    ? send.ab_variations.map((variation) => (variation.id === variationId ? { ...variation, ...stored } : variation))
    : [...send.ab_variations, { id: variationId, name: '', subject: '', ...stored }];
  return { ...send, ab_variations };
}

const saveFailureMessage = (error: ApiError) =>
  error.status === 404 ? messages.sendGone : error.status === 400 && /draft/i.test(error.message) ? messages.notDraft : messages.saveFailed(error);

/**
 * The epics that need the email editor's document functions, given by the composition root (the
 * content bridge): opening the send's content in editor sessions, saving it, and the settings autosave.
 */
export function createSingleSendEditorEpics(bridge: SingleSendContentBridge, scheduler: SchedulerLike = asyncScheduler): AppEpic[] {
  /** A read: switchMap, opening another send cancels this one. */
  const openEpic: AppEpic = (action$, _state$, { api, storage }) =>
    action$.pipe(
      filter(singleSendEditorRequested.match),
      switchMap(({ payload: { id } }) =>
        fetchSingleSend(api, id).pipe(
          mergeMap((send) => readStoredDraft(storage, send).pipe(map((restoredDraft) => ({ send, restoredDraft })))),
          mergeMap(({ send, restoredDraft }) => {
            const config = send.email_config;
            const opened = bridge.openContent({ htmlContent: config.html_content, plainContent: config.plain_content, editor: config.editor, designDocument: config.design_document });
            const draft = restoredDraft ?? null;
            const base = { noun: 'single send', revision: send.updated_at, analytics: { singleSendId: id } };
            const variations = send.abtest?.type === 'content' ? send.ab_variations.slice(1) : [];
            return of(
              editorOpened({ key: singleSendSessionKey(id), title: send.name, content: opened.content, ...base, testSend: {} }),
              ...variations.map((variation) =>
                editorOpened({
                  key: singleSendSessionKey(id, variation.id),
                  title: variationTitle(send.name, variation.name),
                  content: bridge.openContent({ htmlContent: variation.html_content, plainContent: variation.plain_content, editor: variation.editor, designDocument: variation.design_document }).content,
                  ...base,
                  testSend: {},
                }),
              ),
              singleSendEditorOpened({ send, notice: opened.notice, ...(draft ? { restoredDraft: draft } : {}) }),
            );
          }),
          catchFailure((error) => singleSendEditorFailed({ id, error }), (error) => (error.status === 404 ? undefined : messages.openFailed)),
        ),
      ),
    );

  /**
   * A content test's variations each have their own editor session: one opens (a copy of A's content)
   * when a variation is added, and closes when it goes; all close with the editor.
   */
  const variationSessionsEpic: AppEpic = (action$, state$) =>
    action$.pipe(
      filter(settingsEdited.match),
      mergeMap(({ payload: { id } }) => {
        const { draft, send } = editingOf(state$.value);
        if (!draft || !send) return EMPTY;
        const wanted = sessionKeysOf(id, draft);
        const open = Object.keys(selectEmailEditorState(state$.value).sessions).filter((key) => parseSingleSendSessionKey(key)?.sendId === id);
        const main = selectEditorSession(state$.value, singleSendSessionKey(id));
        const actions: Action[] = [];
        for (const { key, variationId } of wanted) {
          if (open.includes(key) || !main || variationId === undefined) continue;
          const name = draft.variations.find((variation) => variation.id === variationId)?.name ?? '';
          const content = main.history.present;
          actions.push(editorOpened({ key, title: variationTitle(draft.name, name), content, revision: main.revision, analytics: main.analytics, testSend: main.testSend }));
          // A new variation is unsaved until its first save stores it.
          actions.push(contentEdited({ key, content }));
        }
        for (const key of open) if (!wanted.some((session) => session.key === key)) actions.push(editorClosed({ key }));
        return of(...actions);
      }),
    );

  /** The test send carries the settings on screen: the sender, the unsubscribe choice and the variation's subject. */
  const testSendTargetEpic: AppEpic = (action$, state$) =>
    action$.pipe(
      filter((action) => singleSendEditorOpened.match(action) || settingsEdited.match(action)),
      mergeMap(() => {
        const { id, draft } = editingOf(state$.value);
        if (!id || !draft) return EMPTY;
        return of(
          ...sessionKeysOf(id, draft).flatMap(({ key, variationId }) => {
            const session = selectEditorSession(state$.value, key);
            const testSend = testSendTargetOf(draft, variationId);
            return session && JSON.stringify(session.testSend) !== JSON.stringify(testSend) ? [editorTestSendTargetChanged({ key, testSend })] : [];
          }),
        );
      }),
    );

  /** Choosing an unsubscribe group turns off the preferences link in every unsubscribe module of every variation (spec §4). */
  const preferencesEpic: AppEpic = (action$, state$) =>
    action$.pipe(
      filter(settingsEdited.match),
      filter(({ payload: { changes } }) => (changes.groupId !== undefined && changes.groupId !== '') || changes.unsubscribeMode === 'group'),
      mergeMap(({ payload: { id } }) => {
        const { draft } = editingOf(state$.value);
        if (!draft || draft.unsubscribeMode !== 'group' || draft.groupId === '') return EMPTY;
        return of(
          ...sessionKeysOf(id, draft).flatMap(({ key }) => {
            const present = selectEditorSession(state$.value, key)?.history.present;
            const content = present && bridge.withoutPreferencesLinks(present);
            return content ? [contentEdited({ key, content })] : [];
          }),
        );
      }),
    );

  /**
   * Every save of the send, settings and content alike, one at a time (concatMap): each PATCH carries the
   * settings on screen, and content saves their own content on top; a save sent cannot be taken back,
   * and the next one must start from what the last one stored. Settings save after a pause in editing
   * (debounceTime), at once on Retry. A failure keeps everything on screen and in the browser's storage,
   * so a reload puts the unsaved settings back.
   */
  const saveEpic: AppEpic = (action$, state$, { api, clock, storage }) => {
    const settings$ = merge(
      action$.pipe(filter(settingsEdited.match), debounceTime(SETTINGS_AUTOSAVE_MS, scheduler), map(({ payload }) => payload.id)),
      // Retry, and leaving the editor (a pause not yet over must not lose the last edits), save at once.
      action$.pipe(
        filter((action) => settingsSaveRetried.match(action) || settingsKeptMine.match(action) || singleSendEditorClosed.match(action)),
        map(({ payload }) => payload.id),
      ),
      // Settings put back after a reload save at once.
      action$.pipe(filter(singleSendEditorOpened.match), filter(({ payload }) => payload.restoredDraft !== undefined), map(({ payload }) => payload.send.id)),
    ).pipe(map((id) => ({ id, key: undefined as string | undefined, content: undefined as EmailContent | undefined })));
    const content$ = action$.pipe(
      filter(editorSaveRequested.match),
      mergeMap(({ payload: { key, content } }) => {
        const parsed = parseSingleSendSessionKey(key);
        return parsed ? of({ id: parsed.sendId, key: key as string | undefined, content: content as EmailContent | undefined }) : EMPTY;
      }),
    );

    return merge(settings$, content$).pipe(
      concatMap(({ id, key, content }) =>
        defer(() => {
          const editing = editingOf(state$.value);
          const { draft, send, edits, savedEdits } = editing;
          if (editing.id !== id || !draft || !send) {
            return key ? of(editorSaveFailed({ key, message: messages.sendGone })) : EMPTY;
          }
          if (!key && edits === savedEdits) return EMPTY;
          const variationId = key ? parseSingleSendSessionKey(key)?.variationId : undefined;
          const stored = content ? { ...bridge.storedContentOf(content), plain_content: content.plainText, editor: content.editor } : undefined;
          const base = stored ? withContent(send, variationId, stored) : send;
          // Either save sends only the settings that changed: after "Keep mine" its If-Match names the send
          // saved elsewhere, whose other settings must stay.
          const patch = key ? contentSavePatch(draft, base) : changedSettingsPatch(draft, base);
          // A design carries its own preheader (the design settings edit it): the send stores that one. It
          // goes with the content's saves only, so a settings save sends no stale copy of it.
          const main = key && (variationId === undefined ? content : selectEditorSession(state$.value, singleSendSessionKey(id))?.history.present);
          const preheader = main ? bridge.preheaderOf(main) : null;
          const designPreheader = preheader === null ? {} : { preheader };
          const config = { ...patch.email_config, ...designPreheader, ...(stored && variationId === undefined ? stored : {}) };
          const body = Object.keys(config).length > 0 ? { ...patch, email_config: config } : patch;
          // Every save names the revision it started from (If-Match): the send as this tab last stored it,
          // or the one a "Keep mine" chose to save over, whichever is later (the content's session holds
          // its own choice, the settings theirs). A settings save moves updated_at, which the content's next save starts from.
          const over = key ? selectEditorSession(state$.value, key)?.revision : editing.keepMineOver;
          const basedOn = basedOnRevision(laterRevision(send.updated_at, over));
          return concat(
            of(settingsSaveStarted({ id })),
            patchSingleSend(api, id, body, basedOn).pipe(
              mergeMap((saved) => {
                const at = clock.now();
                return concat(
                  of(singleSendStored({ id, send: saved, edits, at }), ...(key ? [editorSaveSucceeded({ key, revision: saved.updated_at, at })] : [])),
                  quietly(() => storage.delete(storedDraftKey(id))),
                );
              }),
              catchApiError((error) => {
                const message = saveFailureMessage(error);
                // Saved elsewhere (409) is the editor's conflict alone; any other failure is also the settings'.
                const problem = savedElsewhere(error) ? saveProblemOf(error) : { kind: 'failed' as const, message };
                const failure: Action[] =
                  key && savedElsewhere(error)
                    ? [settingsSaveInterrupted({ id }), saveFailedAnswer(key, error, message)]
                    : [settingsSaveFailed({ id, error, problem }), ...(key ? [saveFailedAnswer(key, error, message)] : [])];
                const keep = quietly(() => storage.set(storedDraftKey(id), { updatedAt: send.updated_at, draft } satisfies StoredDraft));
                return concat(of(...failure), keep);
              }),
            ),
          );
        }).pipe(
          catchError((error: unknown) => {
            console.error('The single send could not be saved', error);
            return EMPTY;
          }),
        ),
      ),
    );
  };

  /** Reload after a settings conflict: switchMap, the newest read wins; the settings show the stored send. */
  const reloadSettingsEpic: AppEpic = (action$, _state$, { api, storage }) =>
    action$.pipe(
      filter(settingsReloadRequested.match),
      switchMap(({ payload: { id } }) =>
        fetchSingleSend(api, id).pipe(
          mergeMap((send) => concat(of(settingsReloaded({ id, send })), quietly(() => storage.delete(storedDraftKey(id))))),
          catchFailure((error) => settingsSaveFailed({ id, error, problem: { kind: 'failed', message: messages.openFailed } }), messages.openFailed),
        ),
      ),
    );

  /** Leaving the editor closes the send's sessions. */
  const closeEpic: AppEpic = (action$, state$) =>
    action$.pipe(
      filter(singleSendEditorClosed.match),
      mergeMap(({ payload: { id } }) =>
        of(...Object.keys(selectEmailEditorState(state$.value).sessions).filter((key) => parseSingleSendSessionKey(key)?.sendId === id).map((key) => editorClosed({ key }))),
      ),
    );

  /** Saved elsewhere while a content session had nothing unsaved: the stored content (A's, or the variation's) replaces the one on screen. */
  const refreshEpic = refreshStoredContentEpic({
    parseKey: parseSingleSendSessionKey,
    read: (api, { sendId, variationId }) =>
      fetchSingleSend(api, sendId).pipe(
        map((send) => {
          const variation = variationId === undefined ? undefined : send.ab_variations.find(({ id }) => id === variationId);
          if (variationId !== undefined && !variation) throw new Error('The variation is no longer stored');
          const stored = variation ?? send.email_config;
          const { content } = bridge.openContent({ htmlContent: stored.html_content, plainContent: stored.plain_content, editor: stored.editor, designDocument: stored.design_document });
          return { content, revision: send.updated_at };
        }),
      ),
  });

  return [openEpic, variationSessionsEpic, testSendTargetEpic, preferencesEpic, saveEpic, reloadSettingsEpic, closeEpic, refreshEpic];
}

export const loadCategoriesEpic = knownCategoriesEpic({ requested: categoriesRequested, loaded: categoriesLoaded, failed: categoriesLoadFailed });

import type { Action } from '@reduxjs/toolkit';
import { defer, EMPTY, from, of, throwError, type Observable } from 'rxjs';
import { concatMap, exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { selectEditorSession } from '@/features/email-editor/selectors';
import {
  editorClosed,
  editorOpened,
  editorRetitled,
  editorRevised,
  editorSaveRequested,
  editorSaveSucceeded,
  editorTestSendTargetChanged,
  refreshStoredContentEpic,
  saveFailedAnswer,
} from '@/features/email-editor/slice';
import { successAlert } from '@/shared/alerts/alerts-slice';
import type { ApiClient } from '@/shared/api/client';
import { basedOnRevision } from '@/shared/api/edit-precondition';
import type { ApiError } from '@/shared/api/errors';
import { catchApiError, catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import { ROOT_SEQUENCE_ID, type AutomationDto, type AutomationMessageDto } from '@/shared/sending/automation';
import { allMessages, findMessage, mapMessages } from '@/shared/sending/automation-tree';
import { createAutomationMessage, fetchAutomation, patchAutomationMessage } from '@/shared/sending/automations-api';
import type { AppEpic } from '@/shared/store/app-epic';
import { fetchDesignContent } from './api';
import { messages } from './messages';
import { selectReadAutomation } from './selectors';
import {
  automationLoaded,
  automationLoadFailed,
  automationRequested,
  contentStarted,
  contentStartFailed,
  contentStartKey,
  contentStartRequested,
  inboxOptionsSaved,
  inboxOptionsSaveFailed,
  inboxOptionsSaveRequested,
  messageContentSaved,
  messageEditorClosed,
  messageEditorFailed,
  messageEditorOpened,
  messageEditorRequested,
} from './slice';
import { testSendTargetOf } from './test-send-target';
import { automationMessageSessionKey, contentStartOf, messageTitle, parseAutomationMessageSessionKey, type MessageContentBridge, type StoredMessageContent } from './types';

/** A missing automation or message is said on its screen ("not found"), not in an alert. */
const unlessNotFound = (message: string) => (error: ApiError) => (error.status === 404 ? undefined : message);
const notFound = (message: string): ApiError => ({ status: 404, message, fieldErrors: {} });

const withMessage = (automation: AutomationDto, message: AutomationMessageDto): AutomationDto => ({
  ...automation,
  steps: mapMessages(automation.steps, (current) => (current.number === message.number ? message : current)),
});

/**
 * The epics of an automation's messages, given the email editor's content functions by the composition
 * root (src/app/routes/automation-messages): reading the automation, opening a message in the editor and
 * saving its content (the editor's autosave; allowed while live) and inbox options, and creating a
 * message or replacing one's content from a starting point.
 */
export function createAutomationMessagesEpics(bridge: MessageContentBridge): AppEpic[] {
  /** A read: switchMap, a newer visit cancels this one. */
  const loadEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(automationRequested.match),
      switchMap(({ payload: { id } }) =>
        fetchAutomation(api, id).pipe(
          map(automationLoaded),
          catchFailure((error) => automationLoadFailed({ id, error }), unlessNotFound(messages.loadFailed)),
        ),
      ),
    );

  /** Opens session `automation:<id>:<number>` with the message's content; analytics carry the automation and message ids. */
  const openEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(messageEditorRequested.match),
      switchMap(({ payload: { id, number } }) =>
        fetchAutomation(api, id).pipe(
          mergeMap((automation): Observable<Action> => {
            const message = findMessage(automation.steps, number)?.message;
            if (!message) return of(messageEditorFailed({ id, number, error: notFound(messages.messageMissing) }));
            const { content, notice } = bridge.openContent(message);
            return of(
              editorOpened({
                key: automationMessageSessionKey(id, number),
                title: messageTitle(message),
                noun: 'email',
                content,
                revision: message.updated_at,
                analytics: { automationId: id, messageId: message.id },
                testSend: testSendTargetOf(automation, message),
              }),
              messageEditorOpened({ automation, number, notice }),
            );
          }),
          catchFailure((error) => messageEditorFailed({ id, number, error }), unlessNotFound(messages.openFailed)),
        ),
      ),
    );

  const closeEpic: AppEpic = (action$, state$) =>
    action$.pipe(
      filter(messageEditorClosed.match),
      mergeMap(({ payload: { id, number } }) => {
        const key = automationMessageSessionKey(id, number);
        return selectEditorSession(state$.value, key) ? of(editorClosed({ key })) : EMPTY;
      }),
    );

  /**
   * Saves the editor's content (the editor core asks after each pause in editing), one save at a time
   * (concatMap): a save sent cannot be taken back, and each names the revision the one before produced
   * (`If-Match`, read when it starts): a 409 is a conflict the editor shows. Other failures are shown by
   * the editor with its Retry.
   */
  const saveContentEpic: AppEpic = (action$, state$, { api, clock }) =>
    action$.pipe(
      filter(editorSaveRequested.match),
      concatMap(({ payload: { key, content, revision } }) => {
        const parsed = parseAutomationMessageSessionKey(key);
        if (!parsed) return EMPTY;
        const { automationId, number } = parsed;
        const patch = { ...bridge.storedContentOf(content), plain_content: content.plainText, editor: content.editor };
        const basedOn = selectEditorSession(state$.value, key)?.revision ?? revision;
        return patchAutomationMessage(api, automationId, number, patch, basedOnRevision(basedOn)).pipe(
          mergeMap((saved) => of(editorSaveSucceeded({ key, revision: saved.updated_at, at: clock.now() }), messageContentSaved({ id: automationId, message: saved }))),
          catchApiError((error) => of(saveFailedAnswer(key, error, error.status === 404 ? messages.messageGone : messages.saveFailed(error)))),
        );
      }),
    );

  /** A submit: exhaustMap. The editor's header and test send follow what the server kept. */
  const inboxOptionsEpic: AppEpic = (action$, state$, { api }) =>
    action$.pipe(
      filter(inboxOptionsSaveRequested.match),
      exhaustMap(({ payload: { id, number, options } }) =>
        patchAutomationMessage(api, id, number, options).pipe(
          mergeMap((saved) => {
            const key = automationMessageSessionKey(id, number);
            const automation = selectReadAutomation(state$.value).value;
            const follow = automation?.id === id ? [editorTestSendTargetChanged({ key, testSend: testSendTargetOf(automation, saved) })] : [];
            return of(
              inboxOptionsSaved({ id, message: saved }),
              editorRetitled({ key, title: messageTitle(saved) }),
              editorRevised({ key, revision: saved.updated_at }),
              ...follow,
              successAlert(messages.inboxOptionsSaved),
            );
          }),
          catchFormFailure((error) => inboxOptionsSaveFailed({ error })),
        ),
      ),
    );

  const startingContent = (api: ApiClient, templateId: string, system: boolean): Observable<StoredMessageContent> => {
    const start = contentStartOf(templateId, system);
    if (start.kind === 'blank') return defer(() => from(bridge.blankContent(start.editor)));
    return fetchDesignContent(api, start.designId, start.system).pipe(
      map(({ content }) => content),
      catchApiError((error) => throwError(() => (error.status === 404 ? notFound(messages.designMissing) : error))),
    );
  };

  /**
   * A new message at the end of its sequence: blank, or with a design's content (the server makes either).
   * A message that already has this number is not made again (the page was reloaded, or came back to):
   * its editor opens. The server numbers the message; that number's editor opens.
   */
  const create$ = (api: ApiClient, id: string, number: number, templateId: string, system: boolean, sequenceId: string): Observable<{ automation: AutomationDto; number: number }> =>
    fetchAutomation(api, id).pipe(
      mergeMap((before) => {
        if (findMessage(before.steps, number)) return of({ automation: before, number });
        const start = contentStartOf(templateId, system);
        const body = start.kind === 'design' ? { sequence_id: sequenceId, design_id: start.designId } : { sequence_id: sequenceId, editor: start.editor };
        const known = new Set(allMessages(before.steps).map((message) => message.number));
        return createAutomationMessage(api, id, body).pipe(
          map((created) => {
            const added = allMessages(created.steps).find((message) => !known.has(message.number));
            return { automation: created, number: added?.number ?? created.next_message_number - 1 };
          }),
          catchApiError((error) => throwError(() => (error.status === 400 && error.fieldErrors.design_id ? notFound(messages.designMissing) : error))),
        );
      }),
    );

  /** An existing message's content replaced by the starting point's (allowed while live, like the editor's saves). */
  const replace$ = (api: ApiClient, id: string, number: number, templateId: string, system: boolean): Observable<{ automation: AutomationDto; number: number; actions: Action[] }> =>
    fetchAutomation(api, id).pipe(
      mergeMap((automation) => {
        if (!findMessage(automation.steps, number)) return throwError(() => notFound(messages.messageMissing));
        return startingContent(api, templateId, system).pipe(
          mergeMap((content) => patchAutomationMessage(api, id, number, content)),
          map((saved) => ({ automation: withMessage(automation, saved), number, actions: [successAlert(messages.replaced(messageTitle(saved)))] })),
        );
      }),
    );

  /** A submit: exhaustMap, so arriving twice (a remount) creates one message. */
  const contentStartEpic: AppEpic = (action$, _state$, { api }) =>
    action$.pipe(
      filter(contentStartRequested.match),
      exhaustMap(({ payload: { creationType, id, number, templateId, system, sequenceId } }) => {
        const key = contentStartKey(creationType, id, number, templateId);
        const done$ =
          creationType === 'new'
            ? create$(api, id, number, templateId, system, sequenceId || ROOT_SEQUENCE_ID).pipe(map((result) => ({ ...result, actions: [] as Action[] })))
            : replace$(api, id, number, templateId, system);
        return done$.pipe(
          mergeMap(({ automation, number: opened, actions }): Observable<Action> => of(contentStarted({ key, automation, number: opened }), ...actions)),
          // The page says a 404 and a refusal (400: a live automation, the limit) itself.
          catchFailure(
            (error) => contentStartFailed({ key, error }),
            (error) => (error.status === 404 || error.status === 400 ? undefined : creationType === 'new' ? messages.createFailed : messages.replaceFailed),
          ),
        );
      }),
    );

  /** Saved elsewhere while the editor had nothing unsaved: the stored message replaces the one on screen. */
  const refreshEpic = refreshStoredContentEpic({
    parseKey: parseAutomationMessageSessionKey,
    read: (api, { automationId, number }) =>
      fetchAutomation(api, automationId).pipe(
        map((automation) => {
          const message = findMessage(automation.steps, number)?.message;
          if (!message) throw notFound(messages.messageMissing);
          return { content: bridge.openContent(message).content, revision: message.updated_at };
        }),
      ),
  });

  return [loadEpic, openEpic, closeEpic, saveContentEpic, inboxOptionsEpic, contentStartEpic, refreshEpic];
}

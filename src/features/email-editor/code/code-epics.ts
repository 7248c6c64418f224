import { isAnyOf } from '@reduxjs/toolkit';
import { from, of } from 'rxjs';
import { debounceTime, exhaustMap, filter, groupBy, map, mergeMap, switchMap } from 'rxjs/operators';
import type { AppEpic } from '@/shared/store/app-epic';
import { catchFailure } from '@/shared/epics/catch-failure';
import { renderDesignHtml } from '../render/render-design-html';
import { htmlToText } from '../render/html-to-text';
import { selectEditorContent } from '../selectors';
import { contentEdited, editorClosed, editorOpened, redoRequested, undoRequested } from '../slice';
import { convertedToCode, convertToCodeFailed, convertToCodeRequested, handlebarsChecked } from './code-slice';
import { CONVERT_FAILED_MESSAGE } from './convert-messages';

/** A pause in typing this long before the content is checked again. */
const HANDLEBARS_CHECK_DELAY_MS = 250;

const contentChanged = isAnyOf(editorOpened, contentEdited, undoRequested, redoRequested);

/**
 * Checks the Handlebars of a session's content whenever it changes: per session (groupBy, ended when
 * the editor closes), after a pause in typing (debounceTime), the latest content only (switchMap drops a
 * check overtaken by newer content). The parser loads with the first check, off the editor's first load.
 */
const checkHandlebarsEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(contentChanged),
    groupBy(({ payload }) => payload.key, {
      duration: (session$) => action$.pipe(filter((action) => editorClosed.match(action) && action.payload.key === session$.key)),
    }),
    mergeMap((session$) =>
      session$.pipe(
        debounceTime(HANDLEBARS_CHECK_DELAY_MS),
        switchMap(({ payload: { key } }) =>
          from(Promise.all([import('./handlebars-issues'), import('@/shared/handlebars/template-issues')])).pipe(
            map(([{ findDocumentHandlebarsIssues }, { findHandlebarsIssues }]) => {
              const content = selectEditorContent(state$.value, key);
              if (!content) return handlebarsChecked({ key, issues: [] });
              const issues = content.editor === 'design' && content.document ? findDocumentHandlebarsIssues(content.document) : findHandlebarsIssues(content.html);
              return handlebarsChecked({ key, issues });
            }),
          ),
        ),
      ),
    ),
  );

/**
 * Turns a design into code: its rendering (the same one the preview and the send use) becomes the
 * HTML the author edits. A submit: exhaustMap, so a double click converts once.
 */
const convertToCodeEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(convertToCodeRequested.match),
    exhaustMap(({ payload: { key } }) => {
      const document = selectEditorContent(state$.value, key)?.document;
      if (!document) return of(convertToCodeFailed({ key, error: { status: 0, message: CONVERT_FAILED_MESSAGE, fieldErrors: {} } }));
      return from(renderDesignHtml(document)).pipe(
        mergeMap(({ html }) =>
          of(contentEdited({ key, content: { editor: 'code', document: null, html, plainText: htmlToText(html) } }), convertedToCode({ key })),
        ),
        catchFailure((error) => convertToCodeFailed({ key, error }), CONVERT_FAILED_MESSAGE),
      );
    }),
  );

export const codeEpics: AppEpic[] = [checkHandlebarsEpic, convertToCodeEpic];

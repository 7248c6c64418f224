import { from, of } from 'rxjs';
import { exhaustMap, filter, mergeMap, switchMap } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { catchFormFailure } from '@/shared/epics/catch-failure';
import type { AppEpic } from '@/shared/store/app-epic';
import { selectTestDataText } from '../preview/test-data-slice';
import { substitutionsOf } from '../preview/test-data';
import { renderContentForSave } from '../render-for-save';
import { selectEditorSession } from '../selectors';
import { sendTestEmail } from './api';
import { TEST_SEND_MESSAGES } from './messages';
import { testSendFailed, testSendRequested, testSent } from './test-send-slice';
import { toTestSendPayload, type TestSendTarget } from './types';

/**
 * Sends a test of what is on screen (the rendering the preview shows and the save stores), with the
 * preview's test data as substitutions when it is valid JSON. A submit: exhaustMap, so a double click
 * sends one test.
 */
const sendTestEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(testSendRequested.match),
    exhaustMap(({ payload: { key, emails, senderId } }) => {
      const session = selectEditorSession(state$.value, key);
      const content = session?.history.present;
      if (!session || !content) return of(testSendFailed({ key, error: { status: 0, message: TEST_SEND_MESSAGES.failed, fieldErrors: {} } }));
      const target: TestSendTarget = { ...session.testSend, ...(senderId === undefined ? {} : { senderId }) };
      const substitutions = substitutionsOf(selectTestDataText(state$.value, key));
      // Rendered now, like a save: the stored rendering of a design may be an autosave behind the screen.
      return from(renderContentForSave(content)).pipe(
        switchMap(({ html, plainText }) =>
          sendTestEmail(deps.api, toTestSendPayload(emails, target, { html, plainText, subject: target.subject ?? session.title }, substitutions), target.source),
        ),
        mergeMap(() => of(testSent({ key }), successAlert(TEST_SEND_MESSAGES.sent(emails.length)))),
        catchFormFailure((error) => testSendFailed({ key, error })),
      );
    }),
  );

export const testSendEpics: AppEpic[] = [sendTestEpic];

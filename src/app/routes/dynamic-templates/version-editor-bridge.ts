import type { VersionEditorBridge } from '@/features/dynamic-templates/editor-bridge';
import { selectTestDataText, testDataLoaded } from '@/features/email-editor/preview/test-data-slice';
import { blankEmail, openStoredEmail, storedContentOf } from '../email-hosting/email-content-bridge';

/** A blank code version: a document the code editor starts from. */
const BLANK_CODE_HTML = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
  </head>
  <body>
    <p>Hello {{first_name}},</p>
  </body>
</html>`;

/** The dynamic templates' view of the email editor: a version is stored like any host's email (email-content-bridge.ts). */
export const versionEditorBridge: VersionEditorBridge = {
  blankContent: (editor) => (editor === 'design' ? blankEmail() : Promise.resolve({ html: BLANK_CODE_HTML, plainText: 'Hello {{first_name}},', document: null })),
  openVersion: (version) => openStoredEmail(version),
  storedContentOf,
  testDataLoaded: (key, text) => testDataLoaded({ key, text }),
  testDataOf: selectTestDataText,
};

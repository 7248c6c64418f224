/** Names of the editor's analytics events (`user-action` events carrying the host's ids). */
export const EDITOR_EVENTS = {
  opened: 'email-editor-opened',
  saved: 'email-editor-saved',
  moduleAdded: 'email-editor-module-added',
  previewOpened: 'email-editor-preview-opened',
  testSendOpened: 'email-editor-test-send-opened',
  testSent: 'email-editor-test-sent',
  emailTestingOpened: 'email-editor-email-testing-opened',
  convertedToCode: 'email-editor-converted-to-code',
} as const;

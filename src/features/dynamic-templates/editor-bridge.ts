import type { Action } from '@reduxjs/toolkit';
import type { DesignDocument, EmailContent, StoredContentFields } from '@/features/email-editor/types';
import type { AppState } from '@/shared/store/app-state';
import type { Version, VersionEditor } from './types';

/**
 * What the dynamic templates need from the email editor beyond its actions: features share only types,
 * selectors and actions, so the composition root (src/app/routes/dynamic-templates) supplies these.
 */
export interface VersionEditorBridge {
  /** A new, empty version's HTML, document (null for code) and plain text. */
  blankContent(editor: VersionEditor): Promise<{ html: string; plainText: string; document: DesignDocument | null }>;
  /** How a stored version opens in the editor, with a notice when it opens otherwise than its kind says. */
  openVersion(version: Version): { content: EmailContent; notice: string | null };
  /** The html_content (as sent) and design_document to store for the editor's content. */
  storedContentOf(content: EmailContent): StoredContentFields;
  /** The editor's test data of a session: set when the version opens, saved with it. */
  testDataLoaded(key: string, text: string): Action;
  testDataOf(state: AppState, key: string): string;
}

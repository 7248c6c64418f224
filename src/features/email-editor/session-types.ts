import type { History } from './document/history';
import type { DesignDocument } from './document/types';
import type { TestSendTarget } from './test-send/types';

export type EditorKind = 'design' | 'code';

/** What the editor edits and the host saves. */
export interface EmailContent {
  editor: EditorKind;
  /** The design document when editor === 'design'; null for code. */
  document: DesignDocument | null;
  /** editor 'code': the author's HTML (the source of truth). editor 'design': the latest rendering. */
  html: string;
  plainText: string;
}

export type SaveState =
  /** `elsewhere`: what is on screen was replaced by a version saved elsewhere (the tab had nothing unsaved). */
  | { status: 'saved'; at: number; elsewhere?: true }
  | { status: 'unsaved' }
  | { status: 'saving' }
  | { status: 'failed'; message: string }
  /**
   * The same content changed in another tab or on the server. `revision` is that other version's token
   * when it is known: "Keep mine" saves over it.
   */
  | { status: 'conflict'; revision?: string };

export interface EditorSession {
  /** E.g. `design:<uuid>`; the host chooses it, unique per edited thing. */
  key: string;
  /** E.g. the design's name. */
  title: string;
  /** What is edited, in the host's words ("design", "version", "single send", "email"): "This design was saved elsewhere". */
  noun: string;
  /** present = what is on screen. */
  history: History<EmailContent>;
  /** The host's version token (e.g. updated_at) of the last save or load. */
  revision: string;
  save: SaveState;
  selectedModuleId: string | null;
  /** The host's ids: { designId } | { templateId, versionId, editorType } | { automationId, messageId }. */
  analytics: Record<string, string>;
  /** What POST /marketing/test/send_email needs from the host; a host with settings (sender, unsubscribe) updates it with editorTestSendTargetChanged. */
  testSend: TestSendTarget;
  /** The host saves the session's test data with its content: typing test data makes the session unsaved. */
  savesTestData?: boolean;
}

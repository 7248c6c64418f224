/** The email editor's public types: what a host (design library, single sends, automations, templates) needs. */
export type { EditorKind, EditorSession, EmailContent, SaveState } from './session-types';
export type { OpenSession } from './session';
export type { History } from './document/history';
export type { StoredContentFields } from './stored-content';
export type {
  Alignment,
  Column,
  ColumnLayout,
  ColumnsModule,
  ContentModule,
  ContentModuleType,
  DesignDocument,
  DesignSettings,
  Module,
  ModuleType,
  Row,
} from './document/types';
export type { DocumentReadResult } from './document/parse-document';
export type { EmailEditorProps } from './components/EmailEditor';

import { createDocument, createModule } from '../document/module-factories';
import { sequentialIds } from '../document/sequential-ids';
import type { DesignDocument, Row } from '../document/types';
import type { OpenSession } from '../session';
import type { EmailContent } from '../session-types';

export const designContent = (document: DesignDocument): EmailContent => ({ editor: 'design', document, html: '', plainText: '' });

/** A small design: a text module t1 and a button b1 (stable ids). */
export function sampleDocument(rows?: Row[]): DesignDocument {
  const id = sequentialIds('fixture');
  return createDocument(rows ?? [{ ...createModule('text', {}, id), id: 't1' }, { ...createModule('button', {}, id), id: 'b1' }]);
}

/** What a host passes to editorOpened for a design. */
export function designSession(overrides: Partial<OpenSession> = {}): OpenSession {
  return {
    key: 'design:d1',
    title: 'Spring newsletter',
    content: designContent(sampleDocument()),
    revision: 'r1',
    analytics: { designId: 'd1' },
    testSend: { templateId: 'd1' },
    ...overrides,
  };
}

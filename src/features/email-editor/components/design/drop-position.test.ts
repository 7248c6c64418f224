import { describe, expect, it } from 'vitest';
import { createColumnsModule, createDocument, createModule } from '../../document/module-factories';
import { sequentialIds } from '../../document/sequential-ids';
import type { DesignDocument } from '../../document/types';
import { dropPosition, type DragData, type DropData } from './drop-position';

/** t1, c1 (1-1: [b1] | []), d1, s1 */
function fixture(): DesignDocument {
  const id = sequentialIds('x');
  const button = { ...createModule('button', {}, id), id: 'b1' };
  return createDocument([
    { ...createModule('text', {}, id), id: 't1' },
    { ...createColumnsModule('1-1', [[button]], id), id: 'c1' },
    { ...createModule('divider', {}, id), id: 'd1' },
    { ...createModule('spacer', {}, id), id: 's1' },
  ]);
}

const document = fixture();
const moduleOf = (moduleId: string, moduleType: DragData['moduleType']) => ({ kind: 'module', moduleId, moduleType, label: '' }) as const;
const library = (moduleType: DragData['moduleType']): DragData => ({ kind: 'library', moduleType, label: '' });
const column = (index: number) => ({ kind: 'column', container: { kind: 'column', columnsId: 'c1', column: index }, label: '' }) as const;
const bodyEnd: DropData = { kind: 'body-end', label: '' };
const body = { kind: 'body' } as const;

describe('where a drop lands', () => {
  it('takes the place of the module it is over within one list, whichever half the pointer is in', () => {
    expect(dropPosition(document, moduleOf('t1', 'text'), moduleOf('d1', 'divider'), false)).toEqual({ container: body, index: 2 });
    expect(dropPosition(document, moduleOf('s1', 'spacer'), moduleOf('t1', 'text'), true)).toEqual({ container: body, index: 0 });
  });

  it('moves nothing when dropped on itself or where it already is', () => {
    expect(dropPosition(document, moduleOf('d1', 'divider'), moduleOf('d1', 'divider'), true)).toBeNull();
    expect(dropPosition(document, moduleOf('s1', 'spacer'), bodyEnd, false)).toBeNull();
  });

  it('goes before or after a module of another list, and to the end of a column or of the email', () => {
    expect(dropPosition(document, moduleOf('d1', 'divider'), moduleOf('b1', 'button'), false)).toEqual({ container: column(0).container, index: 0 });
    expect(dropPosition(document, moduleOf('d1', 'divider'), moduleOf('b1', 'button'), true)).toEqual({ container: column(0).container, index: 1 });
    expect(dropPosition(document, moduleOf('t1', 'text'), column(1), false)).toEqual({ container: column(1).container, index: 0 });
    expect(dropPosition(document, moduleOf('b1', 'button'), bodyEnd, false)).toEqual({ container: body, index: 4 });
    expect(dropPosition(document, moduleOf('t1', 'text'), bodyEnd, false)).toEqual({ container: body, index: 3 });
  });

  it('keeps columns rows out of columns', () => {
    expect(dropPosition(document, library('columns'), moduleOf('b1', 'button'), false)).toEqual({ container: body, index: 1 });
    expect(dropPosition(document, library('columns'), column(1), true)).toEqual({ container: body, index: 2 });
    expect(dropPosition(document, moduleOf('c1', 'columns'), moduleOf('b1', 'button'), true)).toBeNull();
  });

  it('puts a new module from the library before or after the module it is over', () => {
    expect(dropPosition(document, library('text'), moduleOf('d1', 'divider'), false)).toEqual({ container: body, index: 2 });
    expect(dropPosition(document, library('text'), moduleOf('d1', 'divider'), true)).toEqual({ container: body, index: 3 });
    expect(dropPosition(document, library('image'), column(1), false)).toEqual({ container: column(1).container, index: 0 });
  });
});

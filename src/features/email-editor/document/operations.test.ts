import { describe, expect, it } from 'vitest';
import { sequentialIds } from './sequential-ids';
import { containerModules, findModule, locateModule } from './locate';
import { createColumnsModule, createDocument, createModule } from './module-factories';
import {
  addModule,
  changeRowLayout,
  duplicateModule,
  moveModule,
  removeModule,
  updateDesignSettings,
  updateModuleSettings,
} from './operations';
import { type Container, type DesignDocument } from './types';

const body: Container = { kind: 'body' };
const column = (columnsId: string, index: number): Container => ({ kind: 'column', columnsId, column: index });

/** A design: text t1, columns c1 (1-1: [b1, s1] | [i1]), divider d1. */
function fixture(): DesignDocument {
  const id = sequentialIds('x');
  const text = { ...createModule('text', {}, id), id: 't1' };
  const button = { ...createModule('button', {}, id), id: 'b1' };
  const spacer = { ...createModule('spacer', {}, id), id: 's1' };
  const image = { ...createModule('image', {}, id), id: 'i1' };
  const columns = { ...createColumnsModule('1-1', [[button, spacer], [image]], id), id: 'c1' };
  const divider = { ...createModule('divider', {}, id), id: 'd1' };
  return createDocument([text, columns, divider]);
}

const ids = (document: DesignDocument, container: Container) => containerModules(document, container)?.map((module) => module.id);

describe('edit operations', () => {
  it('adds a module at a position in the body or in a column, and clamps the index', () => {
    const document = fixture();
    const spacer = createModule('spacer', {}, () => 'new');
    expect(ids(addModule(document, spacer, { container: body, index: 1 }), body)).toEqual(['t1', 'new', 'c1', 'd1']);
    expect(ids(addModule(document, spacer, { container: column('c1', 1), index: 0 }), column('c1', 1))).toEqual(['new', 'i1']);
    expect(ids(addModule(document, spacer, { container: body, index: 99 }), body)).toEqual(['t1', 'c1', 'd1', 'new']);
  });

  it('refuses a columns row inside a column, and any edit of a missing module, by returning the same document', () => {
    const document = fixture();
    const columns = createColumnsModule('1-1', [], sequentialIds('y'));
    expect(addModule(document, columns, { container: column('c1', 0), index: 0 })).toBe(document);
    expect(addModule(document, columns, { container: column('nope', 0), index: 0 })).toBe(document);
    expect(addModule(document, columns, { container: column('c1', 5), index: 0 })).toBe(document);
    expect(removeModule(document, 'nope')).toBe(document);
    expect(moveModule(document, 'nope', { container: body, index: 0 })).toBe(document);
    expect(moveModule(document, 'c1', { container: column('c1', 0), index: 0 })).toBe(document);
    expect(duplicateModule(document, 'nope')).toBe(document);
    expect(updateModuleSettings(document, 'b1', 'spacer', { height: 40 })).toBe(document);
    expect(changeRowLayout(document, 't1', '1-2')).toBe(document);
  });

  it('reorders within a container, the index being the one the module ends up at', () => {
    const document = fixture();
    expect(ids(moveModule(document, 't1', { container: body, index: 2 }), body)).toEqual(['c1', 'd1', 't1']);
    expect(ids(moveModule(document, 'd1', { container: body, index: 0 }), body)).toEqual(['d1', 't1', 'c1']);
    expect(ids(moveModule(document, 's1', { container: column('c1', 0), index: 0 }), column('c1', 0))).toEqual(['s1', 'b1']);
  });

  it('moves across rows and columns', () => {
    const document = fixture();
    const intoColumn = moveModule(document, 't1', { container: column('c1', 1), index: 1 });
    expect(ids(intoColumn, body)).toEqual(['c1', 'd1']);
    expect(ids(intoColumn, column('c1', 1))).toEqual(['i1', 't1']);

    const outOfColumn = moveModule(document, 'b1', { container: body, index: 3 });
    expect(ids(outOfColumn, column('c1', 0))).toEqual(['s1']);
    expect(ids(outOfColumn, body)).toEqual(['t1', 'c1', 'd1', 'b1']);

    const acrossColumns = moveModule(document, 'i1', { container: column('c1', 0), index: 1 });
    expect(ids(acrossColumns, column('c1', 0))).toEqual(['b1', 'i1', 's1']);
    expect(ids(acrossColumns, column('c1', 1))).toEqual([]);
  });

  it('leaves the original untouched and shares what did not change', () => {
    const document = fixture();
    const before = structuredClone(document);
    const moved = moveModule(document, 't1', { container: body, index: 2 });
    expect(document).toEqual(before);
    expect(moved.rows.find((row) => row.id === 'd1')).toBe(document.rows[2]);
  });

  it('duplicates a module right after itself with new ids, a columns row with all it holds', () => {
    const document = fixture();
    const copiedButton = duplicateModule(document, 'b1', sequentialIds('copy'));
    expect(ids(copiedButton, column('c1', 0))).toEqual(['b1', 'copy1', 's1']);
    expect(findModule(copiedButton, 'copy1')?.settings).toEqual(findModule(document, 'b1')?.settings);

    const copiedRow = duplicateModule(document, 'c1', sequentialIds('copy'));
    expect(ids(copiedRow, body)).toEqual(['t1', 'c1', 'copy1', 'd1']);
    expect(ids(copiedRow, column('copy1', 0))).toEqual(['copy3', 'copy4']);
    expect(ids(copiedRow, column('copy1', 1))).toEqual(['copy6']);
  });

  it('removes a module wherever it is', () => {
    const document = fixture();
    expect(ids(removeModule(document, 's1'), column('c1', 0))).toEqual(['b1']);
    expect(ids(removeModule(document, 'c1'), body)).toEqual(['t1', 'd1']);
    expect(locateModule(removeModule(document, 'c1'), 'i1')).toBeUndefined();
  });

  it('updates the settings of the module of that type, keeping the others', () => {
    const document = fixture();
    const updated = updateModuleSettings(document, 'b1', 'button', { text: 'Shop now', borderRadius: 12 });
    expect(findModule(updated, 'b1')?.settings).toMatchObject({ text: 'Shop now', borderRadius: 12, backgroundColor: '#333333', height: 30 });
    const row = updateModuleSettings(document, 'c1', 'columns', { backgroundColor: '#F2F4F7', layout: '1-1-1' } as never);
    expect(findModule(row, 'c1')?.settings).toMatchObject({ backgroundColor: '#F2F4F7', layout: '1-1' });
  });

  it('changes a row layout, adding empty columns or moving dropped columns’ modules into the last one kept', () => {
    const document = fixture();
    const wider = changeRowLayout(document, 'c1', '1-1-1', sequentialIds('col'));
    expect(findModule(wider, 'c1')).toMatchObject({ settings: { layout: '1-1-1' } });
    expect(ids(wider, column('c1', 2))).toEqual([]);
    expect(ids(changeRowLayout(document, 'c1', '1-2'), column('c1', 1))).toEqual(['i1']);

    const single = changeRowLayout(document, 'c1', '1');
    expect(ids(single, column('c1', 0))).toEqual(['b1', 's1', 'i1']);
    expect(ids(single, column('c1', 1))).toBeUndefined();
  });

  it('updates the design settings', () => {
    expect(updateDesignSettings(fixture(), { width: 640 }).settings).toMatchObject({ width: 640, linkColor: '#1188E6', fontSize: 14 });
  });
});

import { type Container, type ContentModule, type DesignDocument, type Position, type Row } from './types';

/** The modules of a container, or undefined when it does not exist (a stale id, a column out of range). */
export function containerModules(document: DesignDocument, container: Container): readonly Row[] | undefined {
  if (container.kind === 'body') return document.rows;
  const row = document.rows.find((candidate) => candidate.id === container.columnsId);
  return row?.type === 'columns' ? row.columns[container.column]?.modules : undefined;
}

export function locateModule(document: DesignDocument, id: string): Position | undefined {
  for (const [rowIndex, row] of document.rows.entries()) {
    if (row.id === id) return { container: { kind: 'body' }, index: rowIndex };
    if (row.type !== 'columns') continue;
    for (const [column, { modules }] of row.columns.entries()) {
      const index = modules.findIndex((module) => module.id === id);
      if (index >= 0) return { container: { kind: 'column', columnsId: row.id, column }, index };
    }
  }
  return undefined;
}

export function findModule(document: DesignDocument, id: string): Row | undefined {
  const position = locateModule(document, id);
  return position && containerModules(document, position.container)?.[position.index];
}

/** Every content module in reading order: rows top to bottom, columns left to right. */
export function contentModules(document: DesignDocument): ContentModule[] {
  return document.rows.flatMap((row) => (row.type === 'columns' ? row.columns.flatMap((column) => column.modules) : [row]));
}

import { containerModules, locateModule } from '../../document/locate';
import type { Container, DesignDocument, ModuleType, Position } from '../../document/types';

/** What each draggable of the canvas and the library carries (dnd-kit's `data`). */
export type DragData = { kind: 'module'; moduleId: string; moduleType: ModuleType; label: string } | { kind: 'library'; moduleType: ModuleType; label: string };

/** What each place a module can be dropped on carries. */
export type DropData =
  | { kind: 'module'; moduleId: string; moduleType: ModuleType; label: string }
  | { kind: 'column'; container: Extract<Container, { kind: 'column' }>; label: string }
  | { kind: 'body-end'; label: string };

const BODY: Container = { kind: 'body' };

const sameContainer = (a: Container, b: Container) =>
  a.kind === 'body' ? b.kind === 'body' : b.kind === 'column' && a.columnsId === b.columnsId && a.column === b.column;

/** Where a new module dropped on `over` goes: before the module (after it when `after`), or at the end of a column or the email. */
function insertPosition(document: DesignDocument, over: DropData, after: boolean): Position | null {
  if (over.kind === 'body-end') return { container: BODY, index: document.rows.length };
  if (over.kind === 'column') return { container: over.container, index: containerModules(document, over.container)?.length ?? 0 };
  const position = locateModule(document, over.moduleId);
  return position ? { container: position.container, index: position.index + (after ? 1 : 0) } : null;
}

/** Columns do not nest: a columns row dropped into a column goes before or after that column's row. */
function inBody(document: DesignDocument, position: Position, after: boolean): Position | null {
  if (position.container.kind === 'body') return position;
  const { columnsId } = position.container;
  const index = document.rows.findIndex((row) => row.id === columnsId);
  return index < 0 ? null : { container: BODY, index: index + (after ? 1 : 0) };
}

/**
 * Where a module dragged from the canvas, or a new one from the library, lands when dropped on `over`
 * (`after`: the pointer is past the middle of what it is over). Within one list a module takes the
 * place of the module it is over, as the list showed while dragging. The result is the module's index
 * once there (operations.moveModule's meaning); null when the drop moves nothing.
 */
export function dropPosition(document: DesignDocument, dragged: DragData, over: DropData, after: boolean): Position | null {
  const inserted = insertPosition(document, over, after);
  const target = inserted && dragged.moduleType === 'columns' ? inBody(document, inserted, after) : inserted;
  if (!target || dragged.kind === 'library') return target;

  const from = locateModule(document, dragged.moduleId);
  if (!from || (over.kind === 'module' && over.moduleId === dragged.moduleId)) return null;
  if (!sameContainer(from.container, target.container)) return target;
  const overPosition = over.kind === 'module' ? locateModule(document, over.moduleId) : undefined;
  const position =
    overPosition && sameContainer(overPosition.container, from.container)
      ? { container: from.container, index: overPosition.index }
      : // The module leaves its list before it lands: places after it move up by one.
        { container: from.container, index: from.index < target.index ? target.index - 1 : target.index };
  return position.index === from.index ? null : position;
}

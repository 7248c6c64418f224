import { useDraggable } from '@dnd-kit/core';
import { useId, type PointerEventHandler } from 'react';
import { locateModule } from '../../document/locate';
import type { DesignDocument, ModuleType, Position } from '../../document/types';
import type { DragData } from './drop-position';
import styles from './DesignSidebar.module.css';
import { LIBRARY_ORDER, MODULE_TYPE_LABELS, moduleLabel } from './module-labels';

/**
 * Where "Add" puts a new module: right after the selected one (a columns row goes after the selected
 * module's row, since columns do not nest), or at the end of the email when nothing is selected.
 */
export function addPosition(document: DesignDocument, selectedId: string | null, type: ModuleType): Position {
  const selected = selectedId ? locateModule(document, selectedId) : undefined;
  if (!selected) return { container: { kind: 'body' }, index: document.rows.length };
  if (type === 'columns' && selected.container.kind === 'column') {
    const { columnsId } = selected.container;
    return { container: { kind: 'body' }, index: document.rows.findIndex((row) => row.id === columnsId) + 1 };
  }
  return { container: selected.container, index: selected.index + 1 };
}

function LibraryTile({ type, onAdd }: { type: ModuleType; onAdd(type: ModuleType): void }) {
  const data: DragData = { kind: 'library', moduleType: type, label: `a new ${moduleLabel(type)}` };
  const { setNodeRef, listeners } = useDraggable({ id: `library:${type}`, data });
  return (
    <li>
      {/* The pointer drags it onto the canvas; a click or the keyboard adds it after the selected module. */}
      <button type="button" ref={setNodeRef} className={styles.tile} onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined} onClick={() => onAdd(type)} aria-label={`Add ${moduleLabel(type)}`}>
        <span aria-hidden="true" className={styles.tilePlus}>
          +
        </span>
        {MODULE_TYPE_LABELS[type]}
      </button>
    </li>
  );
}

/** The modules that can be added: drag one onto the canvas, or press its button to add it after the selected module. */
export function ModuleLibrary({ onAdd }: { onAdd(type: ModuleType): void }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Add modules
      </h2>
      <p className={styles.hint}>Drag a module onto the email, or press it to add it after the selected module.</p>
      <ul className={styles.library}>
        {LIBRARY_ORDER.map((type) => (
          <LibraryTile key={type} type={type} onAdd={onAdd} />
        ))}
      </ul>
    </section>
  );
}

import { type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { memo } from 'react';
import { Icon } from '@/shared/ui/Icon';
import styles from './DesignCanvas.module.css';

interface ModuleToolbarProps {
  label: string;
  isFirst: boolean;
  isLast: boolean;
  /** dnd-kit's drag handle: pointer and keyboard (Space to pick up, arrows to move, Space to drop). */
  dragRef(element: HTMLElement | null): void;
  dragAttributes: DraggableAttributes;
  dragListeners: DraggableSyntheticListeners;
  onAction(action: ModuleAction): void;
}

export type ModuleAction = 'edit' | 'up' | 'down' | 'duplicate' | 'delete';

/**
 * A module's controls, each named after the module ("Move Text module up"); `data-control` lets focus
 * return to them. Memoised: every sortable module re-renders at each step of a drag, its toolbar need not.
 */
export const ModuleToolbar = memo(function ModuleToolbar({ label, isFirst, isLast, dragRef, dragAttributes, dragListeners, onAction }: ModuleToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        ref={dragRef}
        className={styles.dragHandle}
        data-control="drag"
        {...dragAttributes}
        {...dragListeners}
        aria-label={`Drag ${label}`}
        title="Drag to move"
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button type="button" className={styles.tool} data-control="edit" aria-label={`Edit ${label}`} title="Edit" onClick={() => onAction('edit')}>
        <Icon name="edit" />
      </button>
      <button type="button" className={styles.tool} data-control="up" aria-label={`Move ${label} up`} title="Move up" disabled={isFirst} onClick={() => onAction('up')}>
        <span aria-hidden="true">↑</span>
      </button>
      <button type="button" className={styles.tool} data-control="down" aria-label={`Move ${label} down`} title="Move down" disabled={isLast} onClick={() => onAction('down')}>
        <span aria-hidden="true">↓</span>
      </button>
      <button type="button" className={styles.tool} data-control="duplicate" aria-label={`Duplicate ${label}`} title="Duplicate" onClick={() => onAction('duplicate')}>
        <Icon name="copy" />
      </button>
      <button type="button" className={styles.tool} data-control="delete" aria-label={`Delete ${label}`} title="Delete" onClick={() => onAction('delete')}>
        <Icon name="trash" />
      </button>
    </div>
  );
});

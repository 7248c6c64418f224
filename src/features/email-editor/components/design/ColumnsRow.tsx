import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { cx } from '@/shared/ui/cx';
import { layoutParts } from '../../document/column-layouts';
import { cssColour } from '../../document/css-values';
import type { Column, ColumnsModule, Container, DesignSettings } from '../../document/types';
import { CanvasModule } from './CanvasModule';
import styles from './DesignCanvas.module.css';
import type { DropData } from './drop-position';
import { useStableIds } from './use-stable-ids';

type ColumnContainer = Extract<Container, { kind: 'column' }>;

export const columnDroppableId = ({ columnsId, column }: ColumnContainer) => `column:${columnsId}:${column}`;

function CanvasColumn({ column, container, columnCount, rowIndex, design }: { column: Column; container: ColumnContainer; columnCount: number; rowIndex: number; design: DesignSettings }) {
  const label = `Column ${container.column + 1} of ${columnCount}`;
  const data: DropData & { depth: number } = { kind: 'column', container, label: `column ${container.column + 1} of row ${rowIndex + 1}`, depth: 1 };
  const { setNodeRef, isOver } = useDroppable({ id: columnDroppableId(container), data });
  const ids = useStableIds(column.modules);
  return (
    <div ref={setNodeRef} role="group" aria-label={label} className={cx(styles.column, isOver && styles.dropTarget)}>
      <SortableContext id={columnDroppableId(container)} items={ids} strategy={verticalListSortingStrategy}>
        {column.modules.map((module, index) => (
          <CanvasModule key={module.id} module={module} container={container} index={index} count={column.modules.length} rowIndex={rowIndex} design={design} />
        ))}
      </SortableContext>
      {column.modules.length === 0 && <p className={styles.emptyColumn}>Drop a module here</p>}
    </div>
  );
}

/** A columns row: its columns side by side in the layout's proportions, each a list modules can be dropped into. */
export function ColumnsRow({ row, rowIndex, design }: { row: ColumnsModule; rowIndex: number; design: DesignSettings }) {
  const { top, right, bottom, left } = row.settings.padding;
  const columnCount = row.columns.length;
  const containers = useMemo(
    () => Array.from({ length: columnCount }, (_, column): ColumnContainer => ({ kind: 'column', columnsId: row.id, column })),
    [row.id, columnCount],
  );
  return (
    <div
      className={styles.columns}
      style={{
        gridTemplateColumns: layoutParts(row.settings.layout)
          .map((part) => `minmax(0, ${part}fr)`)
          .join(' '),
        padding: `${top}px ${right}px ${bottom}px ${left}px`,
        background: row.settings.backgroundColor === null ? undefined : cssColour(row.settings.backgroundColor, 'transparent'),
      }}
    >
      {row.columns.map((column, index) => (
        <CanvasColumn key={column.id} column={column} container={containers[index] as ColumnContainer} columnCount={columnCount} rowIndex={rowIndex} design={design} />
      ))}
    </div>
  );
}

import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLayoutEffect, useRef } from 'react';
import { cx } from '@/shared/ui/cx';
import { cssColour } from '../../document/css-values';
import type { Container, DesignDocument } from '../../document/types';
import { CanvasModule } from './CanvasModule';
import styles from './DesignCanvas.module.css';
import { CANVAS_FOCUS, useDesignEditing } from './design-editing';
import type { DropData } from './drop-position';
import { useStableIds } from './use-stable-ids';

const BODY: Container = { kind: 'body' };

export const BODY_END_ID = 'body-end';

/** The place after the last row: drops there add to the end of the email. */
function BodyEnd({ empty }: { empty: boolean }) {
  const data: DropData & { depth: number } = { kind: 'body-end', label: 'the end of the email', depth: 0 };
  const { setNodeRef, isOver } = useDroppable({ id: BODY_END_ID, data });
  return (
    <div ref={setNodeRef} className={cx(styles.bodyEnd, empty && styles.bodyEndEmpty, isOver && styles.dropTarget)}>
      {empty ? 'This email has no modules yet. Drag one here from the library, or use its Add buttons.' : 'Drop a module here to add it at the end'}
    </div>
  );
}

/** The email being designed: its rows in order, at the design's width and colours. */
export function DesignCanvas({ document }: { document: DesignDocument }) {
  const { rows, settings } = document;
  const editing = useDesignEditing();
  const ids = useStableIds(rows);
  const region = useRef<HTMLElement>(null);

  // After the last module of a list is deleted there is no module left to take focus: the canvas does.
  useLayoutEffect(() => {
    if (editing.takeFocusRequest(CANVAS_FOCUS)) region.current?.focus();
  });

  return (
    <section ref={region} aria-label="Email canvas" tabIndex={-1} className={styles.canvas} style={{ background: cssColour(settings.backgroundColor, '#FFFFFF') }}>
      {/* The email as its author designs it: its colours are theirs (an axe run may leave its contrast out). */}
      <div
        className={styles.content}
        data-email-content=""
        style={{
          maxWidth: `${settings.width}px`,
          background: cssColour(settings.contentBackgroundColor, '#FFFFFF'),
          color: cssColour(settings.textColor, '#000000'),
          fontFamily: settings.fontFamily,
          fontSize: `${settings.fontSize}px`,
        }}
      >
        <SortableContext id="body" items={ids} strategy={verticalListSortingStrategy}>
          {rows.map((row, index) => (
            <CanvasModule key={row.id} module={row} container={BODY} index={index} count={rows.length} rowIndex={index} design={settings} />
          ))}
        </SortableContext>
        <BodyEnd empty={rows.length === 0} />
      </div>
    </section>
  );
}

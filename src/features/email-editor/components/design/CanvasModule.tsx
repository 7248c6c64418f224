import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { lazy, memo, Suspense, useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { cx } from '@/shared/ui/cx';
import { containerModules } from '../../document/locate';
import { duplicateModule, moveModule, removeModule } from '../../document/operations';
import type { Container, DesignSettings, Row } from '../../document/types';
import { selectEditorSession } from '../../selectors';
import { ColumnsRow } from './ColumnsRow';
import styles from './DesignCanvas.module.css';
import { CANVAS_FOCUS, textFocusKey, useDesignEditing } from './design-editing';
import type { DragData } from './drop-position';
import { moduleLabel, placeLabel } from './module-labels';
import { ModulePreview } from './ModulePreview';
import { ModuleToolbar, type ModuleAction } from './ModuleToolbar';

// TipTap loads when a text is first edited (DesignEditor prefetches it once the canvas is up).
const TextModuleEditor = lazy(() => import('./rich-text/TextModuleEditor').then((module) => ({ default: module.TextModuleEditor })));

interface CanvasModuleProps {
  module: Row;
  container: Container;
  index: number;
  /** How many modules its container holds. */
  count: number;
  /** The index of its row in the body (its own, or its columns row's). */
  rowIndex: number;
  design: DesignSettings;
}

const FOCUS_FALLBACKS = ['up', 'down', 'edit', 'drag'];

/** Focuses the module's control named `control`, or the next usable one when it is disabled now. */
function focusControl(root: HTMLElement | null, control: string): void {
  const enabled = (name: string) => root?.querySelector<HTMLButtonElement>(`:scope > div > [data-control="${name}"]:not(:disabled)`);
  (enabled(control) ?? FOCUS_FALLBACKS.map(enabled).find(Boolean))?.focus();
}

/**
 * One module on the canvas: sortable (drag it by its handle, with the pointer or the keyboard), its
 * controls, and its content (a columns row holds its columns; the selected text is edited in place).
 * Memoised: typing in one module re-renders that module only.
 */
export const CanvasModule = memo(function CanvasModule({ module, container, index, count, rowIndex, design }: CanvasModuleProps) {
  const editing = useDesignEditing();
  const selected = useAppSelector((state) => selectEditorSession(state, editing.sessionKey)?.selectedModuleId === module.id);
  const label = moduleLabel(module.type);
  const textual = module.type === 'text' || module.type === 'imageText';
  const place = (at: number, of = count) => placeLabel(container, rowIndex, at, of);
  const fullLabel = `${label}, ${place(index)}`;
  const data: DragData & { depth: number } = { kind: 'module', moduleId: module.id, moduleType: module.type, label: fullLabel, depth: container.kind === 'body' ? 0 : 2 };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: module.id, data });
  const element = useRef<HTMLDivElement | null>(null);
  // Stable, so React does not detach and re-attach it (and dnd-kit re-measure it) at every render.
  const nodeRef = useCallback(
    (node: HTMLDivElement | null) => {
      setNodeRef(node);
      element.current = node;
    },
    [setNodeRef],
  );

  // After a move the module re-renders in its new place; focus returns to the control that moved it.
  useLayoutEffect(() => {
    const request = editing.takeFocusRequest(module.id);
    if (request) focusControl(element.current, request.control);
  });

  function move(delta: -1 | 1) {
    editing.edit((document) => moveModule(document, module.id, { container, index: index + delta }));
    editing.requestFocus({ moduleId: module.id, control: delta < 0 ? 'up' : 'down' });
    editing.announce(`${label} moved to ${place(index + delta)}.`);
  }

  // Focus goes to the module that takes its place (or the one before it), else to the canvas.
  function remove() {
    const siblings = containerModules(editing.currentDocument(), container) ?? [];
    const neighbour = siblings[index + 1] ?? siblings[index - 1];
    editing.edit((document) => removeModule(document, module.id));
    editing.requestFocus(neighbour ? { moduleId: neighbour.id, control: 'delete' } : { moduleId: CANVAS_FOCUS, control: 'canvas' });
    editing.announce(`${label} deleted.`);
  }

  // A text is edited in place: its editor takes focus once it is there. Other modules' settings are in
  // the panel, which shows them before focus moves there.
  function edit() {
    if (textual) editing.requestFocus({ moduleId: textFocusKey(module.id), control: 'text' });
    flushSync(() => editing.select(module.id));
    if (!textual) editing.focusSettings();
  }

  function duplicate() {
    editing.edit((document) => duplicateModule(document, module.id));
    editing.announce(`${label} duplicated: the copy is ${place(index + 1, count + 1)}.`);
  }

  const actions: Record<ModuleAction, () => void> = { edit, up: () => move(-1), down: () => move(1), duplicate, delete: remove };
  // The toolbar gets one function that never changes, so it stays memoised; it runs this render's actions.
  const latestActions = useRef(actions);
  latestActions.current = actions;
  const onAction = useCallback((action: ModuleAction) => latestActions.current[action](), []);

  // A mouse shortcut: clicking a module selects it. Keyboard users have its Edit button.
  function selectOnClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as Element;
    if (target.closest('button, a, input, select, textarea, [contenteditable="true"]')) return;
    if (target.closest('[data-module-id]') !== event.currentTarget) return;
    if (textual) editing.requestFocus({ moduleId: textFocusKey(module.id), control: 'text' });
    editing.select(module.id);
  }

  const editsText = selected && textual;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the Edit button is the keyboard's way
    <div
      ref={nodeRef}
      role="group"
      aria-label={fullLabel}
      data-module-id={module.id}
      className={cx(styles.module, selected && styles.selected, isDragging && styles.dragging)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onClick={selectOnClick}
    >
      <ModuleToolbar
        label={label}
        isFirst={index === 0}
        isLast={index === count - 1}
        dragRef={setActivatorNodeRef}
        dragAttributes={attributes}
        dragListeners={listeners}
        onAction={onAction}
      />
      {module.type === 'columns' ? (
        <ColumnsRow row={module} rowIndex={rowIndex} design={design} />
      ) : editsText ? (
        <Suspense fallback={<ModulePreview module={module} design={design} />}>
          <TextModuleEditor module={module} design={design} />
        </Suspense>
      ) : (
        <ModulePreview module={module} design={design} />
      )}
    </div>
  );
});

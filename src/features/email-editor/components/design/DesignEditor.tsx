import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { cx } from '@/shared/ui/cx';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { addModule, moveModule } from '../../document/operations';
import type { DesignDocument, ModuleType, Position } from '../../document/types';
import { EDITOR_EVENTS } from '../../editor-analytics-events';
import { selectEditorContent, selectEditorSession } from '../../selectors';
import type { EmailContent } from '../../session-types';
import { contentEdited, editorEventTracked, moduleSelected } from '../../slice';
import { DesignCanvas } from './DesignCanvas';
import { DesignEditingContext, type DesignEditing, type FocusRequest } from './design-editing';
import styles from './DesignEditor.module.css';
import { DesignSidebar } from './DesignSidebar';
import sidebarStyles from './DesignSidebar.module.css';
import { ANNOUNCEMENTS, SCREEN_READER_INSTRUCTIONS } from './dnd-announcements';
import { dropPosition, type DragData, type DropData } from './drop-position';
import { addPosition } from './ModuleLibrary';
import { MODULE_TYPE_LABELS, moduleLabel } from './module-labels';
import { newModule } from './new-module';

const depthOf = (data: unknown): number => (typeof data === 'object' && data !== null && 'depth' in data ? Number(data.depth) : 0);

/**
 * Innermost first, so a module inside a column wins over its column and its row. A columns row can
 * only land between rows of the body. The keyboard has no pointer: the closest centre decides.
 */
const collisionDetection: CollisionDetection = (args) => {
  const dragged = args.active.data.current as DragData | undefined;
  const droppableContainers = dragged?.moduleType === 'columns' ? args.droppableContainers.filter((container) => depthOf(container.data.current) === 0) : args.droppableContainers;
  const scoped = { ...args, droppableContainers };
  if (!args.pointerCoordinates) return closestCenter(scoped);
  const hits = pointerWithin(scoped);
  if (hits.length === 0) return closestCenter(scoped);
  const depth = (id: unknown) => depthOf(droppableContainers.find((container) => container.id === id)?.data.current);
  return [...hits].sort((a, b) => depth(b.id) - depth(a.id));
};

const AUTO_SCROLL = { threshold: { x: 0, y: 0.1 } };

/** Prefetches the rich text editor (TipTap) once the canvas is up, so the first text edit does not wait. */
const prefetchRichText = () => import('./rich-text/TextModuleEditor');

/** The content on screen, as the editor's callbacks read it when they run (never stale, never a reason to re-render). */
interface Latest {
  content: EmailContent | undefined;
  pathname: string;
  selectedId: string | null;
}

/**
 * The canvas, subscribed to the design on its own: an edit re-renders it (and, through memo, the edited
 * module only), never the DndContext around it, whose re-render would re-render every sortable module.
 */
function CanvasOnScreen({ sessionKey, latest }: { sessionKey: string; latest: RefObject<Latest> }) {
  const content = useAppSelector((state) => selectEditorContent(state, sessionKey));
  latest.current.content = content;
  return content?.document ? <DesignCanvas document={content.document} /> : null;
}

/**
 * The design editor: the canvas and, beside it, the module library and settings; drag and drop
 * (pointer and keyboard, with screen reader announcements) to add and reorder modules. Loaded lazily
 * with dnd-kit when a design is opened.
 * Memoised: the editor's header re-renders with each edit, this does not.
 */
export const DesignEditor = memo(function DesignEditor({ sessionKey, basePath }: { sessionKey: string; basePath: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selectedId = useAppSelector((state) => selectEditorSession(state, sessionKey)?.selectedModuleId ?? null);
  const settings = useAppSelector((state) => selectEditorContent(state, sessionKey)?.document?.settings);
  const latest = useRef<Latest>({ content: undefined, pathname, selectedId });
  latest.current.pathname = pathname;
  latest.current.selectedId = selectedId;
  const focusRequests = useRef(new Map<string, FocusRequest>());
  const settingsHeading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [draggedFromLibrary, setDraggedFromLibrary] = useState<ModuleType | null>(null);
  // Folded, the canvas takes the sidebar's width too; the sidebar stays mounted so a host's form in it keeps what was typed.
  const [sidebarShown, setSidebarShown] = useState(true);
  const sidebarId = useId();

  useEffect(() => {
    const soon = setTimeout(() => void prefetchRichText().catch(() => undefined), 0);
    return () => clearTimeout(soon);
  }, []);

  const editing = useMemo<DesignEditing>(() => {
    const modulesPath = `${basePath}/modules`;
    return {
      sessionKey,
      basePath,
      currentDocument: () => latest.current.content?.document as DesignDocument,
      edit(change, mergeKey) {
        const current = latest.current.content;
        if (!current?.document) return;
        const document = change(current.document);
        if (document === current.document) return;
        // A second edit before the next render builds on this one.
        latest.current.content = { ...current, document };
        dispatch(contentEdited({ key: sessionKey, content: latest.current.content, mergeKey }));
      },
      select(moduleId) {
        dispatch(moduleSelected({ key: sessionKey, moduleId }));
        // A module's settings are the spec's `modules` screen; the design's settings are the editor's own.
        const at = latest.current.pathname;
        if (moduleId !== null && at === basePath) navigate(modulesPath, { replace: true });
        if (moduleId === null && at === modulesPath) navigate(basePath, { replace: true });
      },
      requestFocus: (request) => void focusRequests.current.set(request.moduleId, request),
      takeFocusRequest(moduleId) {
        const request = focusRequests.current.get(moduleId) ?? null;
        focusRequests.current.delete(moduleId);
        return request;
      },
      focusSettings: () => settingsHeading.current?.focus(),
      announce: setAnnouncement,
    };
  }, [basePath, dispatch, navigate, sessionKey]);

  /** Adds a new module of `type` where `positionOf` says (nowhere when it says null), and selects it. */
  const add = useCallback(
    (type: ModuleType, positionOf: (document: DesignDocument) => Position | null) => {
      const module = newModule(type);
      const document = latest.current.content?.document;
      const position = document && positionOf(document);
      if (!position) return;
      editing.edit((current) => addModule(current, module, position));
      editing.select(module.id);
      dispatch(editorEventTracked({ key: sessionKey, name: EDITOR_EVENTS.moduleAdded }));
      editing.announce(`${moduleLabel(type)} added.`);
    },
    [dispatch, editing, sessionKey],
  );
  const addAfterSelected = useCallback((type: ModuleType) => add(type, (document) => addPosition(document, latest.current.selectedId, type)), [add]);

  const sensors = useSensors(
    // A press that moves less than this is a click (select, add), not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragStart({ active }: DragStartEvent) {
    const data = active.data.current as DragData | undefined;
    setDraggedFromLibrary(data?.kind === 'library' ? data.moduleType : null);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setDraggedFromLibrary(null);
    const dragged = active.data.current as DragData | undefined;
    const target = over?.data.current as DropData | undefined;
    if (!dragged || !target || !over) return;
    const rect = active.rect.current.translated;
    const after = rect ? rect.top + rect.height / 2 > over.rect.top + over.rect.height / 2 : false;
    if (dragged.kind === 'library') return add(dragged.moduleType, (document) => dropPosition(document, dragged, target, after));
    editing.edit((document) => {
      const position = dropPosition(document, dragged, target, after);
      return position ? moveModule(document, dragged.moduleId, position) : document;
    });
    editing.requestFocus({ moduleId: dragged.moduleId, control: 'drag' });
  }

  if (!settings) return null;
  return (
    <DesignEditingContext.Provider value={editing}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDraggedFromLibrary(null)}
        // The page scrolls only when a drag nears its top or bottom tenth (the library sits near the top).
        autoScroll={AUTO_SCROLL}
        accessibility={{ announcements: ANNOUNCEMENTS, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      >
        <Button size="sm" variant="tertiary" className={styles.sidebarToggle} aria-expanded={sidebarShown} aria-controls={sidebarId} onClick={() => setSidebarShown(!sidebarShown)}>
          {sidebarShown ? 'Hide modules and settings' : 'Show modules and settings'}
        </Button>
        <div className={cx(styles.layout, !sidebarShown && styles.folded)}>
          <DesignSidebar id={sidebarId} hidden={!sidebarShown} settings={settings} onAdd={addAfterSelected} headingRef={settingsHeading} />
          <CanvasOnScreen sessionKey={sessionKey} latest={latest} />
        </div>
        <DragOverlay dropAnimation={null}>{draggedFromLibrary && <div className={sidebarStyles.ghost}>{MODULE_TYPE_LABELS[draggedFromLibrary]}</div>}</DragOverlay>
      </DndContext>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </DesignEditingContext.Provider>
  );
});

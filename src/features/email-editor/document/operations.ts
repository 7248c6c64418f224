import { columnCount } from './column-layouts';
import { cloneWithNewIds, createColumn, randomId, type IdSource } from './module-factories';
import { containerModules, locateModule } from './locate';
import {
  type ColumnLayout,
  type ColumnsSettings,
  type Container,
  type ContentModule,
  type DesignDocument,
  type DesignSettings,
  type ModuleSettingsByType,
  type ModuleType,
  type Position,
  type Row,
} from './types';

/*
 * Pure edit operations the canvas dispatches. Each returns a new document sharing what it did not
 * change, or the same document when the edit does not apply (a stale id, a columns row dropped into a
 * column), so a caller can tell "nothing happened" by reference.
 */

function withContainer(document: DesignDocument, container: Container, change: (modules: Row[]) => Row[]): DesignDocument {
  const modules = containerModules(document, container);
  if (!modules) return document;
  if (container.kind === 'body') return { ...document, rows: change([...modules]) };
  const rows = document.rows.map((row) => {
    if (row.id !== container.columnsId || row.type !== 'columns') return row;
    const columns = row.columns.map((column, index) =>
      index === container.column ? { ...column, modules: change([...column.modules]) as ContentModule[] } : column,
    );
    return { ...row, columns };
  });
  return { ...document, rows };
}

const clamp = (index: number, length: number) => Math.max(0, Math.min(Math.trunc(index), length));

function fits(module: Row, container: Container): boolean {
  return module.type !== 'columns' || container.kind === 'body';
}

export function addModule(document: DesignDocument, module: Row, position: Position): DesignDocument {
  if (!fits(module, position.container)) return document;
  return withContainer(document, position.container, (modules) => {
    modules.splice(clamp(position.index, modules.length), 0, module);
    return modules;
  });
}

export function removeModule(document: DesignDocument, id: string): DesignDocument {
  const position = locateModule(document, id);
  if (!position) return document;
  return withContainer(document, position.container, (modules) => modules.filter((module) => module.id !== id));
}

/** Moves a module within its container or to another one; `position.index` is its index once moved. */
export function moveModule(document: DesignDocument, id: string, position: Position): DesignDocument {
  const from = locateModule(document, id);
  const module = from && containerModules(document, from.container)?.[from.index];
  if (!module || !fits(module, position.container) || !containerModules(document, position.container)) return document;
  return addModule(removeModule(document, id), module, position);
}

/** Puts a copy (with new ids) right after the module. */
export function duplicateModule(document: DesignDocument, id: string, newId: IdSource = randomId): DesignDocument {
  const position = locateModule(document, id);
  const module = position && containerModules(document, position.container)?.[position.index];
  if (!module) return document;
  return addModule(document, cloneWithNewIds(module, newId), { container: position.container, index: position.index + 1 });
}

/** Settings a module's panel may change; a columns row's layout changes through changeRowLayout. */
export type EditableSettings<T extends ModuleType> = T extends keyof ModuleSettingsByType
  ? ModuleSettingsByType[T]
  : Omit<ColumnsSettings, 'layout'>;

export function updateModuleSettings<T extends ModuleType>(
  document: DesignDocument,
  id: string,
  type: T,
  patch: Partial<EditableSettings<T>>,
): DesignDocument {
  const position = locateModule(document, id);
  const module = position && containerModules(document, position.container)?.[position.index];
  if (!module || module.type !== type) return document;
  const settings = module.type === 'columns' ? { ...patch, layout: module.settings.layout } : patch;
  const updated = { ...module, settings: { ...module.settings, ...settings } } as Row;
  return withContainer(document, position.container, (modules) => modules.map((candidate) => (candidate.id === id ? updated : candidate)));
}

/**
 * Gives a columns row another layout. New columns start empty; when columns go away, their modules
 * move to the end of the last column kept, so no content is lost.
 */
export function changeRowLayout(document: DesignDocument, columnsId: string, layout: ColumnLayout, newId: IdSource = randomId): DesignDocument {
  const row = document.rows.find((candidate) => candidate.id === columnsId);
  if (row?.type !== 'columns' || row.settings.layout === layout) return document;
  const count = columnCount(layout);
  const kept = row.columns.slice(0, count);
  const dropped = row.columns.slice(count).flatMap((column) => column.modules);
  const columns = [...kept, ...Array.from({ length: count - kept.length }, () => createColumn([], newId))].map((column, index) =>
    index === count - 1 && dropped.length ? { ...column, modules: [...column.modules, ...dropped] } : column,
  );
  const updated = { ...row, settings: { ...row.settings, layout }, columns };
  return { ...document, rows: document.rows.map((candidate) => (candidate.id === columnsId ? updated : candidate)) };
}

export function updateDesignSettings(document: DesignDocument, patch: Partial<DesignSettings>): DesignDocument {
  return { ...document, settings: { ...document.settings, ...patch } };
}

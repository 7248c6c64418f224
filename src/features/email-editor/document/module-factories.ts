import { v4 as uuidv4 } from 'uuid';
import { columnCount } from './column-layouts';
import { DEFAULT_COLUMNS_SETTINGS, DEFAULT_DESIGN_SETTINGS, MODULE_DEFAULTS } from './defaults';
import {
  DOCUMENT_VERSION,
  type Column,
  type ColumnLayout,
  type ColumnsModule,
  type ContentModule,
  type ContentModuleOf,
  type ContentModuleType,
  type DesignDocument,
  type DesignSettings,
  type ModuleSettingsByType,
  type Row,
} from './types';

/** Makes a new, unique module id. Tests pass a counter to get stable ids. */
export type IdSource = () => string;

export const randomId: IdSource = () => uuidv4();

export function createModule<T extends ContentModuleType>(
  type: T,
  settings: Partial<ModuleSettingsByType[T]> = {},
  newId: IdSource = randomId,
): ContentModuleOf<T> {
  const module = { id: newId(), type, settings: { ...structuredClone(MODULE_DEFAULTS[type]), ...settings } };
  return module as unknown as ContentModuleOf<T>;
}

export function createColumn(modules: ContentModule[] = [], newId: IdSource = randomId): Column {
  return { id: newId(), modules };
}

/** A columns row with empty columns, or with `modules[i]` in column i. */
export function createColumnsModule(
  layout: ColumnLayout = DEFAULT_COLUMNS_SETTINGS.layout,
  modules: ContentModule[][] = [],
  newId: IdSource = randomId,
): ColumnsModule {
  const id = newId();
  const columns = Array.from({ length: columnCount(layout) }, (_, index) => createColumn(modules[index] ?? [], newId));
  return { id, type: 'columns', settings: { ...structuredClone(DEFAULT_COLUMNS_SETTINGS), layout }, columns };
}

export function createDocument(rows: Row[] = [], settings: Partial<DesignSettings> = {}): DesignDocument {
  return { version: DOCUMENT_VERSION, settings: { ...DEFAULT_DESIGN_SETTINGS, ...settings }, rows };
}

/** A deep copy with fresh ids for the module and everything inside it (duplicating keeps ids unique). */
export function cloneWithNewIds<R extends Row>(row: R, newId: IdSource = randomId): R {
  const copy = structuredClone(row);
  copy.id = newId();
  if (copy.type === 'columns') {
    copy.columns = copy.columns.map((column) => ({
      id: newId(),
      modules: column.modules.map((module) => cloneWithNewIds(module, newId)),
    }));
  }
  return copy;
}

import { columnCount } from './column-layouts';
import { DOCUMENT_LIMITS } from './limits';
import { COLUMNS_SETTINGS_READER, DESIGN_SETTINGS_READER, MODULE_SETTINGS_READERS } from './settings-schemas';
import { arrayOf, DocumentReadError, isRecord, type Reader } from './settings-readers';
import {
  CONTENT_MODULE_TYPES,
  DOCUMENT_VERSION,
  type Column,
  type ContentModule,
  type ContentModuleType,
  type DesignDocument,
  type Row,
} from './types';

export type DocumentReadResult = { ok: true; document: DesignDocument } | { ok: false; error: string };

export const UNREADABLE_DESIGN_MESSAGE = 'This design could not be read';
export const NOT_JSON_MESSAGE = `${UNREADABLE_DESIGN_MESSAGE}: it is not valid JSON.`;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads a stored design document. Anything (hostile JSON included) gives either a valid document
 * (fresh objects with known fields only; missing settings take their defaults) or a clear error.
 */
export function parseDesignDocument(value: unknown): DocumentReadResult {
  try {
    return { ok: true, document: readDocument(value) };
  } catch (error) {
    const reason = error instanceof DocumentReadError ? error.message : 'its content is malformed.';
    return { ok: false, error: `${UNREADABLE_DESIGN_MESSAGE}: ${reason}` };
  }
}

export function parseDesignDocumentJson(json: string): DocumentReadResult {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, error: NOT_JSON_MESSAGE };
  }
  return parseDesignDocument(value);
}

function readDocument(value: unknown): DesignDocument {
  if (!isRecord(value)) throw new DocumentReadError('it is not a design document.');
  if (value.version !== DOCUMENT_VERSION) throw new DocumentReadError(`version must be ${DOCUMENT_VERSION}.`);
  const ids = new Set<string>();
  const readId = (id: unknown, path: string): string => {
    if (typeof id !== 'string' || !ID.test(id)) throw new DocumentReadError(`${path} must be an id of letters, digits, - or _.`);
    if (ids.has(id)) throw new DocumentReadError(`${path} repeats the id ${id}.`);
    if (ids.size >= DOCUMENT_LIMITS.modules) throw new DocumentReadError(`it has more than ${DOCUMENT_LIMITS.modules} modules.`);
    ids.add(id);
    return id;
  };

  const readContentModule: Reader<ContentModule> = (module, path) => {
    if (!isRecord(module)) throw new DocumentReadError(`${path} must be a module.`);
    const type = module.type as ContentModuleType;
    if (!CONTENT_MODULE_TYPES.includes(type)) {
      throw new DocumentReadError(`${path}.type must be one of ${CONTENT_MODULE_TYPES.join(', ')}.`);
    }
    const id = readId(module.id, `${path}.id`);
    return { id, type, settings: MODULE_SETTINGS_READERS[type](module.settings ?? {}, `${path}.settings`) } as ContentModule;
  };

  const readColumn: Reader<Column> = (column, path) => {
    if (!isRecord(column)) throw new DocumentReadError(`${path} must be a column.`);
    return { id: readId(column.id, `${path}.id`), modules: arrayOf(readContentModule, DOCUMENT_LIMITS.modulesPerColumn)(column.modules, `${path}.modules`) };
  };

  const readRow: Reader<Row> = (row, path) => {
    if (!isRecord(row) || row.type !== 'columns') return readContentModule(row, path);
    const id = readId(row.id, `${path}.id`);
    const settings = COLUMNS_SETTINGS_READER(row.settings ?? {}, `${path}.settings`);
    const columns = arrayOf(readColumn, 4)(row.columns, `${path}.columns`);
    if (columns.length !== columnCount(settings.layout)) {
      throw new DocumentReadError(`${path}.columns must have ${columnCount(settings.layout)} columns for the layout ${settings.layout}.`);
    }
    return { id, type: 'columns', settings, columns };
  };

  return {
    version: DOCUMENT_VERSION,
    settings: DESIGN_SETTINGS_READER(value.settings ?? {}, 'settings'),
    rows: arrayOf(readRow, DOCUMENT_LIMITS.rows)(value.rows, 'rows'),
  };
}

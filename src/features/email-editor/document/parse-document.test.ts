import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sequentialIds } from './sequential-ids';
import { CONTENT_MODULE_TYPES, COLUMN_LAYOUTS } from './types';
import { createColumnsModule, createDocument, createModule } from './module-factories';
import { NOT_JSON_MESSAGE, parseDesignDocument, parseDesignDocumentJson } from './parse-document';

function everyModuleDocument() {
  const id = sequentialIds();
  const modules = CONTENT_MODULE_TYPES.map((type) => createModule(type, {}, id));
  const rows = COLUMN_LAYOUTS.map((layout) => createColumnsModule(layout, [[createModule('text', {}, id)]], id));
  return createDocument([...modules, ...rows], { preheader: 'Hello' });
}

const errorOf = (value: unknown) => {
  const result = parseDesignDocument(value);
  return result.ok ? undefined : result.error;
};

describe('reading a stored design document', () => {
  it('reads back every module type and layout the factories make, unchanged', () => {
    const document = everyModuleDocument();
    expect(parseDesignDocumentJson(JSON.stringify(document))).toEqual({ ok: true, document });
  });

  it('fills settings a document saved before they existed with their defaults', () => {
    const result = parseDesignDocument({ version: 1, rows: [{ id: 'b', type: 'button', settings: { text: 'Go' } }] });
    expect(result).toMatchObject({
      ok: true,
      document: {
        settings: { width: 600, linkColor: '#1188E6', fontSize: 14 },
        rows: [{ id: 'b', type: 'button', settings: { text: 'Go', borderRadius: 6, height: 30, innerPadding: { vertical: 12, horizontal: 18 } } }],
      },
    });
  });

  it('names what is wrong and where', () => {
    expect(parseDesignDocumentJson('{nope')).toEqual({ ok: false, error: NOT_JSON_MESSAGE });
    expect(errorOf(null)).toBe('This design could not be read: it is not a design document.');
    expect(errorOf({ version: 2, rows: [] })).toBe('This design could not be read: version must be 1.');
    expect(errorOf({ version: 1 })).toBe('This design could not be read: rows must be a list.');
    expect(errorOf({ version: 1, rows: [{ id: 'a', type: 'marquee' }] })).toMatch(/^This design could not be read: rows\[0\]\.type must be one of button, code/);
    expect(errorOf({ version: 1, rows: [{ id: 'a', type: 'button', settings: { borderRadius: 'x' } }] })).toBe(
      'This design could not be read: rows[0].settings.borderRadius must be a number from 0 to 100.',
    );
    expect(errorOf({ version: 1, rows: [{ id: 'a', type: 'text' }, { id: 'a', type: 'text' }] })).toBe(
      'This design could not be read: rows[1].id repeats the id a.',
    );
    expect(errorOf({ version: 1, rows: [{ id: 'c', type: 'columns', settings: { layout: '1-2' }, columns: [{ id: 'k', modules: [] }] }] })).toBe(
      'This design could not be read: rows[0].columns must have 2 columns for the layout 1-2.',
    );
    expect(
      errorOf({ version: 1, rows: [{ id: 'c', type: 'columns', settings: { layout: '1' }, columns: [{ id: 'k', modules: [{ id: 'n', type: 'columns' }] }] }] }),
    ).toMatch(/rows\[0\]\.columns\[0\]\.modules\[0\]\.type must be one of/);
  });

  it('refuses values that would inject styles or markup', () => {
    expect(errorOf({ version: 1, settings: { linkColor: 'red;background:url(https://x)' }, rows: [] })).toBe(
      'This design could not be read: settings.linkColor must be a colour such as #1188E6.',
    );
    expect(errorOf({ version: 1, settings: { fontFamily: 'x;}</style><script>' }, rows: [] })).toMatch(/settings\.fontFamily must be one of/);
    expect(errorOf({ version: 1, rows: [{ id: '"><img>', type: 'text' }] })).toMatch(/rows\[0\]\.id must be an id/);
  });

  it('keeps only known fields, so a __proto__ key changes nothing', () => {
    const result = parseDesignDocumentJson('{"version":1,"rows":[],"__proto__":{"polluted":true},"settings":{"__proto__":{"x":1},"width":640}}');
    expect(result.ok && result.document.settings.width).toBe(640);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result.ok && Object.keys(result.document)).toEqual(['version', 'settings', 'rows']);
  });

  it('answers any JSON value with a document or an error, never a crash', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseDesignDocument(value);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('answers a valid document with one field replaced by anything with a document or an error', () => {
    const document = everyModuleDocument();
    const paths = collectPaths(document);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.anything(), (path, value) => {
        const copy = structuredClone(document) as unknown as Record<string, unknown>;
        setPath(copy, path, value);
        const result = parseDesignDocument(copy);
        if (!result.ok) expect(result.error).toMatch(/^This design could not be read: /);
      }),
      { numRuns: 300 },
    );
  });
});

function collectPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [path];
  return [path, ...Object.entries(value).flatMap(([key, child]) => collectPaths(child, [...path, Array.isArray(value) ? Number(key) : key]))];
}

function setPath(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  if (path.length === 0) return;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string, unknown>, target);
  parent[path[path.length - 1] as string] = value;
}

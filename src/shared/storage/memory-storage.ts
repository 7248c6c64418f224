import type { KeyValueStorage } from './key-value-storage';

export interface MemoryStorage extends KeyValueStorage {
  /** What is stored now, by key. */
  readonly entries: ReadonlyMap<string, unknown>;
}

/**
 * KeyValueStorage in a Map, for tests: values are cloned on the way in and out as IndexedDB does, and
 * one instance handed to two stores plays a reload.
 */
export function createMemoryStorage(): MemoryStorage {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: async <Value>(key: string) => (entries.has(key) ? (structuredClone(entries.get(key)) as Value) : undefined),
    set: async (key, value) => {
      entries.set(key, structuredClone(value));
    },
    delete: async (key) => {
      entries.delete(key);
    },
    keys: async (prefix) => [...entries.keys()].filter((key) => key.startsWith(prefix)),
  };
}

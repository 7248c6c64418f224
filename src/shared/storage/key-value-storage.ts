/**
 * Values the app keeps in the browser across reloads (IndexedDB). Never a token or anything secret:
 * whoever uses the browser next can read it. Values must survive a structured clone.
 */
export interface KeyValueStorage {
  get<Value>(key: string): Promise<Value | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** The keys that start with `prefix`. */
  keys(prefix: string): Promise<string[]>;
}

/**
 * The fields of `after` that differ from `before` (compared as JSON, so nested objects too): what a
 * PATCH sends, so that a save never writes back fields the user did not touch over someone else's
 * newer values.
 */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = after[key];
  }
  return changed;
}

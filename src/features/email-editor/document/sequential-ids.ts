import { type IdSource } from './module-factories';

/** Ids m1, m2, … so fixtures, system designs and tests get the same document every time. */
export function sequentialIds(prefix = 'm'): IdSource {
  let count = 0;
  return () => `${prefix}${(count += 1)}`;
}

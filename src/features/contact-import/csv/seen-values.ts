/** Slots per value at most: a table half full is grown. */
const LOAD = 2;
const FIRST_CAPACITY = 1 << 12;
const EMPTY = -1;

/** FNV-1a over the string's UTF-16 code units. */
function hashOf(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) hash = Math.imul(hash ^ value.charCodeAt(index), 0x01000193);
  return hash | 0;
}

export interface SeenValues {
  /** The line the value was added with, if it was. */
  lineOf(value: string): number | undefined;
  add(value: string, line: number): void;
}

/**
 * The identifier values of a file's valid rows and the line of each, for its duplicate rows: a million of
 * them in a large file. An open-addressing table of hashes in typed arrays, which takes half the time a
 * Map of the strings does (a Map was a sixth of a dry run); the strings are compared on equal hashes.
 */
export function createSeenValues(): SeenValues {
  const values: string[] = [];
  const lines: number[] = [];
  let capacity = FIRST_CAPACITY;
  let slots = new Int32Array(capacity).fill(EMPTY);
  let hashes = new Int32Array(capacity);

  /** The slot holding the value, or the empty slot where it would go. */
  const slotOf = (value: string, hash: number) => {
    let slot = hash & (capacity - 1);
    for (let held = slots[slot] ?? EMPTY; held !== EMPTY; held = slots[slot] ?? EMPTY) {
      if (hashes[slot] === hash && values[held] === value) return slot;
      slot = (slot + 1) & (capacity - 1);
    }
    return slot;
  };

  const grow = () => {
    const [oldSlots, oldHashes] = [slots, hashes];
    capacity *= 2;
    slots = new Int32Array(capacity).fill(EMPTY);
    hashes = new Int32Array(capacity);
    oldSlots.forEach((held, index) => {
      if (held === EMPTY) return;
      const hash = oldHashes[index] ?? 0;
      let slot = hash & (capacity - 1);
      while (slots[slot] !== EMPTY) slot = (slot + 1) & (capacity - 1);
      slots[slot] = held;
      hashes[slot] = hash;
    });
  };

  return {
    lineOf(value) {
      const held = slots[slotOf(value, hashOf(value))] ?? EMPTY;
      return held === EMPTY ? undefined : lines[held];
    },
    add(value, line) {
      const hash = hashOf(value);
      const slot = slotOf(value, hash);
      const held = slots[slot] ?? EMPTY;
      if (held !== EMPTY) {
        lines[held] = line;
        return;
      }
      slots[slot] = values.length;
      hashes[slot] = hash;
      values.push(value);
      lines.push(line);
      if (values.length * LOAD > capacity) grow();
    },
  };
}

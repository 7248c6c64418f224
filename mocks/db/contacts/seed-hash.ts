/**
 * Deterministic pseudo-random numbers for generated data, computed inside SQLite: an integer `n` and a salt
 * give a 20-bit value. Plain integer arithmetic, so generation stays one INSERT … SELECT in C (binding a
 * million rows from JavaScript is about 20 times slower, see mocks/README.md). A quadratic term breaks the
 * patterns a purely linear hash would show in consecutive rows.
 */

/** A 32-bit mixing of an integer (the same in every engine): derives a salt's constants. */
function mix32(value: number): number {
  let x = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** Largest contact number the hash keeps exact (the products stay below 2^63). */
export const MAX_SEED_NUMBER = 2 ** 24;

/**
 * SQL for a value in [0, 2^20) from the integer column `n` and a salt. `n` must be a plain column: it is
 * referenced three times.
 */
export function seedHash(n: string, salt: number): string {
  // Odd multiplier in [2^31, 2^32), a 16-bit quadratic coefficient and an offset: every term stays exact in 64 bits.
  const a = (mix32(salt) | 0x80000001) >>> 0;
  const b = mix32(salt + 0x632be5ab) & 0xffff;
  const c = mix32(salt + 0x1b873593);
  return `((((${n}) * ${a} + ((${n}) * (${n}) % 65521) * ${b} + ${c}) % 4294967296) >> 12)`;
}

/** The same value in JavaScript, for ids made outside SQL (lists, mail sources). */
function seedHashValue(n: number, salt: number): number {
  const a = BigInt((mix32(salt) | 0x80000001) >>> 0);
  const b = BigInt(mix32(salt + 0x632be5ab) & 0xffff);
  const c = BigInt(mix32(salt + 0x1b873593));
  const big = BigInt(n);
  return Number(((big * a + ((big * big) % 65521n) * b + c) % 4294967296n) >> 12n);
}

/** A UUID (version 4 layout) unique for each (audience salt, number) pair: its last 12 hex digits are those two. */
export function seedUuid(n: number, audienceSalt: number): string {
  const part = (k: number) => seedHashValue(n, audienceSalt * 1000 + 900 + k);
  const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');
  return `${hex(part(1) * 4096 + (part(2) & 4095), 8)}-${hex(part(3) & 65535, 4)}-4${hex(part(4) & 4095, 3)}-${hex(32768 | (part(5) & 16383), 4)}-${hex(audienceSalt, 4)}${hex(n, 8)}`;
}

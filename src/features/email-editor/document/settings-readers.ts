import { isCssColour } from './css-values';
import { isFontStack } from './font-stacks';
import { type Padding } from './types';

/** Why a stored document was refused; `message` names the field by its path. */
export class DocumentReadError extends Error {}

/** Reads one stored value at `path`, or throws DocumentReadError. */
export type Reader<T> = (value: unknown, path: string) => T;
export type Shape<T> = { [K in keyof T]-?: Reader<T[K]> };

const fail = (path: string, expectation: string): never => {
  throw new DocumentReadError(`${path} ${expectation}.`);
};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const numberIn =
  ({ min, max }: { min: number; max: number }): Reader<number> =>
  (value, path) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : fail(path, `must be a number from ${min} to ${max}`);

export const text =
  (maxLength: number): Reader<string> =>
  (value, path) =>
    typeof value === 'string' && value.length <= maxLength ? value : fail(path, `must be text of at most ${maxLength} characters`);

export const boolean: Reader<boolean> = (value, path) => (typeof value === 'boolean' ? value : fail(path, 'must be true or false'));

export const colour: Reader<string> = (value, path) => (isCssColour(value) ? value : fail(path, 'must be a colour such as #1188E6'));

export const fontStack: Reader<string> = (value, path) =>
  typeof value === 'string' && isFontStack(value) ? value : fail(path, 'must be one of the editor’s font stacks');

export const oneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (value, path) =>
    values.includes(value as T) ? (value as T) : fail(path, `must be one of ${values.join(', ')}`);

export const nullable =
  <T>(reader: Reader<T>): Reader<T | null> =>
  (value, path) =>
    value === null ? null : reader(value, path);

export const arrayOf =
  <T>(reader: Reader<T>, maxLength: number): Reader<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) return fail(path, 'must be a list');
    if (value.length > maxLength) return fail(path, `must have at most ${maxLength} items`);
    return value.map((item, index) => reader(item, `${path}[${index}]`));
  };

/**
 * Reads an object field by field: a missing field takes its default (documents saved before a setting
 * existed still open), a present one must be valid, unknown fields are dropped.
 */
export function objectOf<T extends object>(shape: Shape<T>, defaults: T): Reader<T> {
  return (value, path) => {
    if (!isRecord(value)) return fail(path, 'must be an object');
    const result = {} as T;
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      result[key] = Object.hasOwn(value, key) ? shape[key](value[key], `${path}.${key}`) : structuredClone(defaults[key]);
    }
    return result;
  };
}

export function paddingReader(limits: { min: number; max: number }, defaults: Padding): Reader<Padding> {
  const side = numberIn(limits);
  return objectOf<Padding>({ top: side, right: side, bottom: side, left: side }, defaults);
}

import { NIL, validate, version } from 'uuid';

/**
 * The identifier check every editor route uses: a standard UUID string of versions 1 to 5, or the
 * all-zero one. (uuid's own `validate` also accepts versions 6 to 8 and the all-ones UUID.)
 */
export function isValidIdentifier(value: string | undefined): value is string {
  if (value === undefined || !validate(value)) return false;
  if (value === NIL) return true;
  const uuidVersion = version(value);
  return uuidVersion >= 1 && uuidVersion <= 5;
}

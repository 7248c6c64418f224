import { useId } from 'react';

/** Ids linking a form control to its hint, error and counter. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const base = id ?? generated;
  return { controlId: base, hintId: `${base}-hint`, errorId: `${base}-error`, countId: `${base}-count` };
}

/** Space-separated list of the given ids, or undefined when there are none. */
export function idList(...ids: Array<string | false | null | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

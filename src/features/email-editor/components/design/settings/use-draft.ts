import { useRef, useState } from 'react';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A setting typed as text: what is typed stays on screen, valid values are committed as they are
 * typed, an invalid one shows its message and is not. A change from elsewhere (undo) replaces the text.
 */
export function useDraft<T>(value: T, format: (value: T) => string, parse: (text: string) => Parsed<T>, commit: (value: T) => void) {
  const [text, setText] = useState(() => format(value));
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState(value);
  const committed = useRef(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    if (!Object.is(committed.current, value)) {
      committed.current = value;
      setText(format(value));
      setError(undefined);
    }
  }
  function change(next: string) {
    setText(next);
    const parsed = parse(next);
    if (!parsed.ok) return setError(parsed.message);
    setError(undefined);
    if (Object.is(parsed.value, committed.current)) return;
    committed.current = parsed.value;
    commit(parsed.value);
  }
  return { text, error, change };
}

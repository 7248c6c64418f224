import { useCallback, useEffect, useRef, useState } from 'react';

/** A pause in typing this long sends the code to the store (and so to the checks, the preview and the autosave). */
export const CODE_EDIT_DELAY_MS = 250;

interface CoalescedEdits<T> {
  /** Takes an edit; it is committed after a pause, with the edits after it. */
  edit(value: T): void;
  /** Commits the latest edit now, if one is waiting. */
  flush(): void;
  /** Whether an edit is waiting (leaving now would lose it). */
  pending: boolean;
}

/**
 * Coalesces an editor's edits: each keystroke only replaces the waiting value, and the latest one is
 * committed `delayMs` after the last keystroke, on `flush()` (blur, before the app's undo…) and on
 * unmount. Committing a long email re-renders the editor and its checks: once per pause in typing,
 * not once per key, keeps each keystroke's task short.
 */
export function useCoalescedEdits<T>(commit: (value: T) => void, delayMs = CODE_EDIT_DELAY_MS): CoalescedEdits<T> {
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  const waiting = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pending, setPending] = useState(false);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = waiting.current;
    if (!next) return;
    waiting.current = null;
    setPending(false);
    latestCommit.current(next.value);
  }, []);

  const edit = useCallback(
    (value: T) => {
      if (!waiting.current) setPending(true);
      waiting.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  useEffect(() => flush, [flush]);

  return { edit, flush, pending };
}

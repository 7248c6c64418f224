import { useRef } from 'react';

/** A pause this long ends a burst of typing: the next keystroke starts a new undo step. */
export const TYPING_BURST_PAUSE_MS = 1000;

/** The merge key of each keystroke: the same for a burst of typing (named by when it began), so it undoes as one step. */
export function useTypingBurst(prefix: string): () => string {
  const burst = useRef({ began: 0, last: Number.NEGATIVE_INFINITY });
  return () => {
    const now = Date.now();
    if (now - burst.current.last > TYPING_BURST_PAUSE_MS) burst.current.began = now;
    burst.current.last = now;
    return `${prefix}:${burst.current.began}`;
  };
}

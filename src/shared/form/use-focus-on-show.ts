import { useEffect, useRef } from 'react';

/**
 * Focuses the element once, when it appears: a failed save's message, which is often off screen (at the
 * top of a long form, the user at its Save button), is scrolled into view and read out. Give the element
 * tabIndex -1. The message unmounts while the next save is sent, so each new failure is focused again.
 */
export function useFocusOnShow<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

import { useEffect, useState, type RefObject } from 'react';

/** Cards just below the fold are prepared while the user scrolls toward them. */
const AHEAD = '200px';

/**
 * Whether the element has come within reach of the viewport yet; once true it stays true, so a card
 * scrolled past keeps its thumbnail. Without IntersectionObserver, everything counts as in view.
 */
export function useFirstView(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

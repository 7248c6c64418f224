import { useEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Calls `found` with the container's <h1> now or, when the page renders it later (after its data
 * arrives), as soon as it appears. Returns the function that stops waiting.
 */
function whenHeadingShown(container: HTMLElement, found: (heading: HTMLElement) => void): () => void {
  const heading = container.querySelector('h1');
  if (heading) {
    found(heading);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const shown = container.querySelector('h1');
    if (!shown) return;
    observer.disconnect();
    found(shown);
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** An open modal dialog manages its own focus: the heading under it is left alone. */
function focusUnlessDialogOpen(heading: HTMLElement) {
  if (!heading.ownerDocument.querySelector('dialog[open]')) heading.focus();
}

/** Focuses the main heading of the content that just replaced the previous one in `container`. */
export const focusHeadingWhenShown = (container: HTMLElement) => whenHeadingShown(container, focusUnlessDialogOpen);

/**
 * After an in-app navigation to another page, focus goes to the new page's <h1> (PageHeader makes
 * it focusable), so keyboard and screen-reader users start at the top of the new content.
 *
 * Not on the first load, nor on the redirects that replace it in place; not when only the search or
 * hash changes; and not when the previous heading is still in the page: a dialog route opened or
 * closed over it, or the page only switched its own tab, and the dialog or the control keeps focus.
 */
export function useHeadingFocusOnNavigation(main: RefObject<HTMLElement | null>) {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const memory = useRef<{ firstKey?: string; userNavigated: boolean; pathname?: string; heading: HTMLElement | null }>({
    userNavigated: false,
    heading: null,
  });

  useEffect(() => {
    const container = main.current;
    if (!container) return;
    const seen = memory.current;
    seen.firstKey ??= key;
    if (key !== seen.firstKey && navigationType !== NavigationType.Replace) seen.userNavigated = true;
    const newPage = seen.userNavigated && pathname !== seen.pathname && !seen.heading?.isConnected;
    seen.pathname = pathname;
    return whenHeadingShown(container, (heading) => {
      seen.heading = heading;
      if (newPage) focusUnlessDialogOpen(heading);
    });
  }, [main, key, pathname, navigationType]);
}

import type { To } from 'react-router-dom';

// Browsers ignore ASCII whitespace and control characters inside a URL scheme ("java\tscript:").
const IGNORED_CHARS = /[\s\p{Cc}]/gu;
const UNSAFE_SCHEME = /^(javascript|vbscript|data):/i;

export function isSafeHref(href: string): boolean {
  return !UNSAFE_SCHEME.test(href.replace(IGNORED_CHARS, ''));
}

/** Returns `to` unchanged, or "#" when it would navigate to a script URL. */
export function safeTo(to: To): To {
  const path = typeof to === 'string' ? to : (to.pathname ?? '');
  return isSafeHref(path) ? to : '#';
}

import { checkLink } from './link-policy';

/** Click tracking rewrites at most this many links per email. */
export const MAX_TRACKED_LINKS = 1000;

/** Click tracking follows http(s) links; tags, mailto and tel are left alone. */
export function isTrackedLink(href: string): boolean {
  const verdict = checkLink(href);
  return verdict.ok && verdict.kind === 'http';
}

export function countTrackedLinks(hrefs: Iterable<string>): number {
  let count = 0;
  for (const href of hrefs) if (isTrackedLink(href)) count += 1;
  return count;
}

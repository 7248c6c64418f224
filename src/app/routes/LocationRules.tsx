import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { decideLocation } from './location-rules';
import { RedirectingPage } from './RedirectingPage';

/**
 * Applies the routing rules before anything renders: a legacy rewrite replaces the path; a /tne/ path
 * waits here while the shell's epic loads the page again without the prefix.
 */
export function LocationRules() {
  const decision = decideLocation(useLocation());
  if (decision.kind === 'full-redirect') return <RedirectingPage />;
  if (decision.kind === 'rewrite') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}

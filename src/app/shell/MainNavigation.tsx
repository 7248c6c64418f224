import { NavLink, useLocation } from 'react-router-dom';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { Skeleton } from '@/shared/ui/Skeleton';
import { selectAllowedAreas, selectNewVersionAccess } from '../access/access-selectors';
import { useAppSelector } from '@/shared/store/hooks';
import { topLevelHref } from '../routes/location-rules';
import { selectEmbedContext } from './shell-slice';
import styles from './AppShell.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? styles.active : undefined);

const isUnder = (pathname: string, root: string | undefined) =>
  root !== undefined && (pathname === root || pathname.startsWith(`${root}/`));

/** The top-level areas the user may open; under the embedded 'tne' context the host page follows the links. */
const NAVIGATION_RESOURCES = ['scopes', 'featureToggles'] as const;

export function MainNavigation() {
  useAccountResources(NAVIGATION_RESOURCES);
  const areas = useAppSelector(selectAllowedAreas);
  const scopesLoading = useAppSelector((state) => state.account.resources.scopes.data === undefined && state.account.resources.scopes.request.status !== 'Error');
  const context = useAppSelector(selectEmbedContext);
  const newVersionAccess = useAppSelector(selectNewVersionAccess);
  const { pathname } = useLocation();

  return (
    <nav className={styles.nav} aria-label="Main">
      <ul>
        <li>
          <NavLink to="/" end className={linkClass}>
            Home
          </NavLink>
        </li>
        {areas.map((area) => {
          const href = topLevelHref(area.navPath, { context, newVersionAccess });
          return (
            <li key={area.key}>
              {context === 'tne' ? (
                <a href={href} target="_top">
                  {area.label}
                </a>
              ) : (
                // An area is current anywhere under its root (a tab such as /design-library/images too).
                <NavLink to={href} className={({ isActive }) => linkClass({ isActive: isActive || isUnder(pathname, area.root) || isUnder(pathname, area.legacyRoot) })}>
                  {area.label}
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
      {scopesLoading && <Skeleton lines={6} className={styles.navSkeleton} />}
    </nav>
  );
}

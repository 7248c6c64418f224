import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectScopes } from '@/shared/account/account-selectors';
import { accountResourceRefreshRequested } from '@/shared/account/account-slice';
import { useAccountResources } from '@/shared/account/use-account-resources';
import type { RequestState } from '@/shared/request-state/request-state';
import { selectAccountRegion } from '@/shared/session/session-slice';
import { Button } from '@/shared/ui/Button';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { areaForPath } from '../routes/areas';
import { ErrorScreen } from '../routes/ErrorScreen';
import { legacyTwinOf } from '../routes/location-rules';
import { PageLoading } from '../routes/PageLoading';
import { selectNewVersionAccess } from './access-selectors';
import { areaAccess } from './area-access';
import styles from './AccessGate.module.css';

// Few users ever see these two pages: they load when needed, not with the app.
const EuUnavailablePage = lazy(() => import('./EuUnavailablePage').then((module) => ({ default: module.EuUnavailablePage })));
const NoAccessPage = lazy(() => import('./NoAccessPage').then((module) => ({ default: module.NoAccessPage })));

const ACCESS_RESOURCES = ['scopes', 'featureToggles'] as const;

/** Loaded or failed: a failed toggle list counts as new-version access (see selectNewVersionAccess). */
const isSettled = (request: RequestState) => request.status === 'Complete' || request.status === 'Error';

/**
 * Stands before every area's screens: the EU region page, the no-access page, the move to the legacy
 * twin for users without new-version access, or the area itself. Paths outside the areas pass through.
 *
 * While the scopes and toggles load, the area's page is already mounted, hidden behind the loading
 * spinner: its own first requests go out beside the access check instead of after it (the API still
 * refuses what the scopes do not cover). It shows only once access is allowed, and stays mounted then,
 * so its requests are not made twice.
 */
export function AccessGate() {
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const area = areaForPath(pathname);
  useAccountResources(ACCESS_RESOURCES);
  const region = useAppSelector(selectAccountRegion);
  const scopes = useAppSelector(selectScopes);
  const access = area ? areaAccess(area, { region, scopes }) : undefined;
  const scopesRequest = useAppSelector((state) => state.account.resources.scopes.request);
  const newVersionAccess = useAppSelector(selectNewVersionAccess);
  const togglesSettled = useAppSelector((state) => isSettled(state.account.resources.featureToggles.request));

  if (area === undefined) return <Outlet />;
  if (access?.kind === 'eu-unavailable') {
    return (
      <Suspense fallback={<PageLoading />}>
        <EuUnavailablePage areaLabel={area.label} />
      </Suspense>
    );
  }
  if (scopesRequest.status === 'Error' && access === undefined) {
    return (
      <ErrorScreen title={area.label} heading="We could not check your access">
        <p>Your permissions did not load. Try again in a moment.</p>
        <Button variant="secondary" onClick={() => dispatch(accountResourceRefreshRequested('scopes'))}>
          Try again
        </Button>
      </ErrorScreen>
    );
  }
  const pending = !togglesSettled || access === undefined;
  if (access?.kind === 'no-access') {
    return (
      <Suspense fallback={<PageLoading />}>
        <NoAccessPage areaLabel={area.label} scopeGroup={access.scopeGroup} />
      </Suspense>
    );
  }

  const twin = pending || newVersionAccess ? undefined : legacyTwinOf(pathname);
  if (twin !== undefined) return <Navigate to={`${twin}${search}${hash}`} replace />;
  return (
    <>
      {pending && <PageLoading />}
      <div className={styles.page} hidden={pending}>
        <Outlet />
      </div>
    </>
  );
}

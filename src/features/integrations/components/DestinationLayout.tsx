import { Navigate, Outlet, useLocation, useParams, useResolvedPath } from 'react-router-dom';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { findDestination } from '../types';

/**
 * Wraps every /integrations/:destination route. The parameter is lower-cased (spec §2): a visit to
 * /integrations/Segment/add is replaced by /integrations/segment/add. An unknown app says so.
 */
export function DestinationLayout() {
  const { destination = '' } = useParams();
  const location = useLocation();
  const ownPath = useResolvedPath('.').pathname;
  const lower = destination.toLowerCase();

  if (destination !== lower) {
    const parent = ownPath.slice(0, ownPath.lastIndexOf('/') + 1);
    const rest = location.pathname.slice(ownPath.length);
    return <Navigate replace to={{ pathname: `${parent}${encodeURIComponent(lower)}${rest}`, search: location.search, hash: location.hash }} />;
  }

  if (!findDestination(destination)) {
    return (
      <>
        <PageHeader title="App not found" breadcrumb={[{ label: 'Integrations', to: '..' }]} />
        <EmptyState title="We do not know this app" action={<ButtonLink to="..">Back to integrations</ButtonLink>}>
          You can connect Segment and Twilio. Pick one of them on the integrations page.
        </EmptyState>
      </>
    );
  }

  return <Outlet />;
}

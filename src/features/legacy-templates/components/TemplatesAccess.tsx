import { Outlet } from 'react-router-dom';
import { selectHasScope, selectScopeAccessRequest } from '@/shared/account/account-selectors';
import { scopeAccessRequested } from '@/shared/account/account-slice';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { LEGACY_TEMPLATES_TITLE, libraryCrumb, useLegacyRoots } from './paths';

/** The templates scope group (POST /scopes/requests): what an administrator grants for templates. */
const TEMPLATES_SCOPE_GROUP = 'templates';

/**
 * The legacy templates need `templates.read` beyond the design library's own scopes: without it the
 * screens say so and offer to ask an administrator, as the no-access page does.
 */
export function TemplatesAccess() {
  const { loaded } = useAccountResources(['scopes']);
  const allowed = useAppSelector((state) => selectHasScope(state, 'templates.read'));
  if (!loaded) return <Spinner label="Checking your access" />;
  return allowed ? <Outlet /> : <NoTemplatesAccess />;
}

function NoTemplatesAccess() {
  const dispatch = useAppDispatch();
  const { library } = useLegacyRoots();
  const { request, scopeGroupName } = useAppSelector(selectScopeAccessRequest);
  const mine = scopeGroupName === TEMPLATES_SCOPE_GROUP;
  const sent = mine && request.status === 'Complete';
  return (
    <>
      <PageHeader title={LEGACY_TEMPLATES_TITLE} breadcrumb={[libraryCrumb(library)]} />
      <EmptyState
        title={`You don't have access to ${LEGACY_TEMPLATES_TITLE}`}
        action={
          !sent && (
            <Button variant="primary" loading={mine && request.status === 'InFlight'} onClick={() => dispatch(scopeAccessRequested(TEMPLATES_SCOPE_GROUP))}>
              Request access from an administrator
            </Button>
          )
        }
      >
        <p>Your user's permissions do not include templates. An account administrator can give you access.</p>
        <div role="status">
          {sent && (
            <InlineAlert tone="success" title="Request sent">
              Your account administrator has been asked to give you access to templates.
            </InlineAlert>
          )}
        </div>
        {mine && request.status === 'Error' && (
          <InlineAlert tone="danger" title="We could not send your request">
            {request.error.message}
          </InlineAlert>
        )}
      </EmptyState>
    </>
  );
}

import { selectScopeAccessRequest } from '@/shared/account/account-selectors';
import { scopeAccessRequested } from '@/shared/account/account-slice';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';

/** A screen the user's scopes do not allow: explains why and asks an account administrator for access. */
export function NoAccessPage({ areaLabel, scopeGroup }: { areaLabel: string; scopeGroup: string }) {
  const dispatch = useAppDispatch();
  const { request, scopeGroupName } = useAppSelector(selectScopeAccessRequest);
  const forThisGroup = scopeGroupName === scopeGroup;
  const sent = forThisGroup && request.status === 'Complete';
  const sending = forThisGroup && request.status === 'InFlight';
  const error = forThisGroup && request.status === 'Error' ? request.error : undefined;

  return (
    <>
      <PageHeader title={areaLabel} />
      <EmptyState
        title={`You don't have access to ${areaLabel}`}
        action={
          sent ? (
            <ButtonLink to="/" variant="secondary">
              Go to the home page
            </ButtonLink>
          ) : (
            <Button variant="primary" loading={sending} onClick={() => dispatch(scopeAccessRequested(scopeGroup))}>
              Request access from an administrator
            </Button>
          )
        }
      >
        <p>Your user's permissions do not include {areaLabel}. An account administrator can give you access.</p>
        <div role="status">
          {sent && (
            <InlineAlert tone="success" title="Request sent">
              Your account administrator has been asked to give you access to {areaLabel}.
            </InlineAlert>
          )}
        </div>
        {error && (
          <InlineAlert tone="danger" title="We could not send your request">
            {error.message}
          </InlineAlert>
        )}
      </EmptyState>
    </>
  );
}

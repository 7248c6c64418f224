import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { errorOf } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Spinner } from '@/shared/ui/Spinner';
import { selectSenderById, selectSenderRequest, selectSendersLoaded } from '../selectors';
import { sendersRequested } from '../slice';
import { useSendersLoaded } from './use-senders-loaded';

interface Props {
  id: string;
  /** Rendered once the sender is known to exist. */
  children(): ReactNode;
}

/** Waits for the senders, then shows `children`, a not-found message, or the load failure with a retry. */
export function SenderLookup({ id, children }: Props) {
  const dispatch = useAppDispatch();
  useSendersLoaded();
  const loaded = useAppSelector(selectSendersLoaded);
  const sender = useAppSelector((state) => selectSenderById(state, id));
  const loadError = errorOf(useAppSelector((state) => selectSenderRequest(state, 'list')));

  if (sender) return <>{children()}</>;
  if (!loaded && loadError) {
    return (
      <EmptyState
        title="We could not load this sender"
        action={<Button onClick={() => dispatch(sendersRequested())}>Try again</Button>}
      >
        {loadError.message}
      </EmptyState>
    );
  }
  if (!loaded) return <Spinner label="Loading sender" />;
  return (
    <EmptyState title="Sender not found" action={<ButtonLink to="..">Back to senders</ButtonLink>}>
      This sender does not exist or was deleted.
    </EmptyState>
  );
}

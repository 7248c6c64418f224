import type { ReactNode } from 'react';
import { listPhase } from '../request-state/list-phase';
import { errorOf, type RequestState } from '../request-state/request-state';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { InlineAlert } from './InlineAlert';

export interface ListContentProps {
  /** The list's load request. */
  request: RequestState;
  /** The store holds none of the list's rows. */
  empty: boolean;
  /** Shown until the first load answers. */
  placeholder: ReactNode;
  /** The heading shown, with the server's message, when no load has succeeded. */
  errorTitle: string;
  /** Loads the list again: the "Try again" of a failed load and of a failed refresh. */
  onRetry(): void;
  /** Shown instead of the children when the loaded list is empty; without it, the children show an empty list. */
  emptyState?: ReactNode;
  /** What a failed refresh says above the rows it leaves on screen. */
  staleTitle?: string;
  /** The loaded list. */
  children: ReactNode;
}

/** A list screen's loading, failed, empty and loaded states, each with the one way forward it offers. */
export function ListContent({
  request,
  empty,
  placeholder,
  errorTitle,
  onRetry,
  emptyState,
  staleTitle = 'This list may be out of date',
  children,
}: ListContentProps) {
  const error = errorOf(request);
  const retry = <Button onClick={onRetry}>Try again</Button>;

  switch (listPhase(request, empty)) {
    case 'Idle':
    case 'Loading':
      return <>{placeholder}</>;
    case 'Failed':
      return (
        <EmptyState title={errorTitle} action={retry}>
          {error?.message}
        </EmptyState>
      );
    case 'Loaded':
      return (
        <>
          {error && (
            <InlineAlert tone="danger" title={staleTitle}>
              {error.message} {retry}
            </InlineAlert>
          )}
          {empty && emptyState !== undefined ? emptyState : children}
        </>
      );
  }
}

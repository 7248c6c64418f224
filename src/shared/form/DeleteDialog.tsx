import type { Action } from '@reduxjs/toolkit';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ApiError } from '../api/errors';
import { errorOf, isComplete, isInFlight, type RequestState } from '../request-state/request-state';
import { useAppDispatch } from '../store/hooks';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { InlineAlert } from '../ui/InlineAlert';
import { useRequestOutcome } from './use-request-outcome';

/** A slice's row-delete action creators (entityReducers' `deletes.started` and `deletes.reset`). */
type RowAction = (row: { id: string }) => Action;

export interface DeleteDialogProps<Item> {
  /** The row's id, as the delete actions take it. */
  id: string;
  /** The row, or undefined when the store does not hold it. */
  item: Item | undefined;
  /** The row's delete request. */
  request: RequestState;
  deleteRequested: RowAction;
  deleteReset: RowAction;
  title(item: Item): string;
  /** What deleting the row does. */
  children(item: Item): ReactNode;
  /** For a row that holds data at scale: the phrase to type before Delete is enabled (see ConfirmDialog). */
  confirmPhrase?(item: Item): string | undefined;
  /** How the dialog words a failure; the server's message by default. */
  errorMessage?(item: Item, error: ApiError): string;
  /** Shown instead when the store does not hold the row and it was not just deleted: say, a "not found" modal once the list has loaded. */
  notFound?: ReactNode;
  /** Cancel, and by default where a deleted row leads. */
  onClose(): void;
  onDeleted?(): void;
}

/**
 * The confirmation of a row's delete, opened by a route over the screen it returns to: busy while the
 * request runs, the failure shown inside (a native modal dialog makes the alert stack behind it inert),
 * closed once deleted, and its request reset when it goes away so an old failure is not shown again.
 */
export function DeleteDialog<Item>({
  id,
  item,
  request,
  deleteRequested,
  deleteReset,
  title,
  children,
  confirmPhrase,
  errorMessage,
  notFound = null,
  onClose,
  onDeleted = onClose,
}: DeleteDialogProps<Item>) {
  const dispatch = useAppDispatch();
  // Keeps the row on screen should the store drop it (a reload) while the delete runs.
  const lastItem = useRef(item);
  if (item) lastItem.current = item;

  useRequestOutcome(request, { onComplete: onDeleted });
  useEffect(() => () => void dispatch(deleteReset({ id })), [dispatch, deleteReset, id]);

  // Deleted: gone from the store while the dialog closes, nothing to say.
  if (isComplete(request)) return null;
  const shown = item ?? (isInFlight(request) ? lastItem.current : undefined);
  if (!shown) return <>{notFound}</>;

  const error = errorOf(request);
  return (
    <ConfirmDialog
      open
      title={title(shown)}
      busy={isInFlight(request)}
      confirmPhrase={confirmPhrase?.(shown)}
      onConfirm={() => dispatch(deleteRequested({ id }))}
      onCancel={onClose}
    >
      {error && <InlineAlert tone="danger">{errorMessage ? errorMessage(shown, error) : error.message}</InlineAlert>}
      {children(shown)}
    </ConfirmDialog>
  );
}

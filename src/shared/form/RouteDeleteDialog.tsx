import { useNavigate } from 'react-router-dom';
import type { RequestState } from '../request-state/request-state';
import type { AppState } from '../store/app-state';
import { useAppSelector } from '../store/hooks';
import { Modal } from '../ui/Modal';
import { DeleteDialog, type DeleteDialogProps } from './DeleteDialog';

export interface RouteDeleteDialogProps<Item extends { name: string }>
  extends Pick<DeleteDialogProps<Item>, 'id' | 'item' | 'deleteRequested' | 'deleteReset' | 'children'> {
  /** The server said there is no such row (a 404). */
  missing: boolean;
  /** The row's delete request. */
  selectRequest(state: AppState, id: string): RequestState;
  /** The kind of row, as a sentence names it: "automation". */
  noun: string;
}

/**
 * A list's `:id/delete` route over its index: DeleteDialog titled "Delete <name>?", a "not found" modal
 * for an id the server does not know, and back to the index on close.
 */
export function RouteDeleteDialog<Item extends { name: string }>({ missing, selectRequest, noun, ...props }: RouteDeleteDialogProps<Item>) {
  const navigate = useNavigate();
  const request = useAppSelector((state) => selectRequest(state, props.id));
  const close = () => navigate('../..', { relative: 'path' });

  return (
    <DeleteDialog
      {...props}
      request={request}
      title={({ name }) => `Delete ${name}?`}
      notFound={
        missing && (
          <Modal open title={`${noun[0]!.toUpperCase()}${noun.slice(1)} not found`} onClose={close}>
            <p>This {noun} does not exist or was already deleted.</p>
          </Modal>
        )
      }
      onClose={close}
    />
  );
}

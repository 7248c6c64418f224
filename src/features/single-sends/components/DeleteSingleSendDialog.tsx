import { useParams } from 'react-router-dom';
import { RouteDeleteDialog } from '@/shared/form/RouteDeleteDialog';
import { selectDeleteRequest } from '../selectors';
import { deleteRequested, deleteReset } from '../slice';
import { useSingleSendName } from './use-single-send';

/** /single-sends/:id/delete: a confirmation over the index. */
export function DeleteSingleSendDialog() {
  const { id = '' } = useParams();
  const { item, missing } = useSingleSendName(id);

  return (
    <RouteDeleteDialog
      id={id}
      item={item}
      missing={missing}
      noun="single send"
      selectRequest={selectDeleteRequest}
      deleteRequested={deleteRequested}
      deleteReset={deleteReset}
    >
      {() => <p>The single send, its content and its statistics will be deleted. This cannot be undone.</p>}
    </RouteDeleteDialog>
  );
}

import { useParams } from 'react-router-dom';
import { RouteDeleteDialog } from '@/shared/form/RouteDeleteDialog';
import { selectDeleteRequest } from '../selectors';
import { deleteRequested, deleteReset } from '../slice';
import { useAutomationName } from './use-automation-name';

/** /automations/:id/delete: a confirmation over the index. */
export function DeleteAutomationDialog() {
  const { id = '' } = useParams();
  const { item, missing } = useAutomationName(id);

  return (
    <RouteDeleteDialog
      id={id}
      item={item}
      missing={missing}
      noun="automation"
      selectRequest={selectDeleteRequest}
      deleteRequested={deleteRequested}
      deleteReset={deleteReset}
    >
      {({ live }) => (
        <p>
          {live ? 'The automation is live: it stops first, and its contacts receive nothing more. ' : ''}The automation, its emails and its
          statistics will be deleted. This cannot be undone.
        </p>
      )}
    </RouteDeleteDialog>
  );
}

import { useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { selectGroupById, selectGroupDeleteRequest } from '../selectors';
import { groupDeleteRequested, groupDeleteReset } from '../slice';
import { formatNumber } from './format';

/**
 * …/:id/edit/preview/:type/delete: a confirmation over the edit page; done, it returns to the list. A group
 * that holds addresses is deleted only once its name is typed: they go with it.
 */
export function DeleteGroupDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const group = useAppSelector((state) => selectGroupById(state, id));
  const request = useAppSelector((state) => selectGroupDeleteRequest(state, id));

  // '..' is the edit page (the parent route), '../..' the list. The edit page says when the group does not exist.
  return (
    <DeleteDialog
      id={id}
      item={group}
      request={request}
      deleteRequested={groupDeleteRequested}
      deleteReset={groupDeleteReset}
      title={({ name }) => `Delete ${name}?`}
      confirmPhrase={({ name, unsubscribes }) => (unsubscribes > 0 ? name : undefined)}
      onClose={() => navigate('..')}
      onDeleted={() => navigate('../..')}
    >
      {({ unsubscribes }) => (
        <>
          <p>
            <strong>Recipients who opt out of an email that uses this group after it is deleted become global unsubscribes:</strong>{' '}
            they will get no marketing email from you at all, not just this kind.
          </p>
          <p>The {formatNumber(unsubscribes)} addresses that left this group are deleted with it. This cannot be undone.</p>
        </>
      )}
    </DeleteDialog>
  );
}

import { useNavigate } from 'react-router-dom';
import { selectAutomationDetail } from '@/features/automation-detail/selectors';
import { draftEdited } from '@/features/automation-detail/slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { CreateUnsubscribeDialog } from '../single-sends-inline/CreateUnsubscribeDialog';

/** detail/modals/create_unsubscribe: a new unsubscribe group over the detail page, chosen in the form (saved by Save). */
export function DetailCreateUnsubscribe() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id } = useAppSelector(selectAutomationDetail);
  const close = () => navigate('../..', { relative: 'path' });
  return (
    <CreateUnsubscribeDialog
      onClose={close}
      onCreated={(groupId) => {
        if (id) dispatch(draftEdited({ id, changes: { unsubscribeMode: 'group', groupId } }));
        close();
      }}
    />
  );
}

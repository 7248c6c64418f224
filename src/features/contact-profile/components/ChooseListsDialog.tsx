import { useFormikContext } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useListChoice } from '@/shared/audience/list-choice';
import { useAppDispatch } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { listNamesRequested } from '../slice';
import type { ContactFormValues } from '../types';

/** new/list: the lists feature's choice, over the add form. */
export function ChooseListsDialog() {
  const ListChoice = useListChoice();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { values, setFieldValue } = useFormikContext<ContactFormValues>();
  const close = () => {
    // A list the choice created on the way gets its name on the form.
    dispatch(listNamesRequested());
    navigate('..');
  };
  return (
    <Modal
      open
      title="Add to Lists"
      onClose={close}
      footer={
        <Button variant="primary" onClick={close}>
          Done
        </Button>
      }
    >
      {ListChoice ? (
        <ListChoice label="Lists" value={values.listIds} onChange={(listIds) => void setFieldValue('listIds', listIds)} multiple allowNew />
      ) : (
        <p>Lists cannot be chosen here.</p>
      )}
    </Modal>
  );
}

import { useFormikContext } from 'formik';
import { useListChoice } from '@/shared/audience/list-choice';
import type { ContactFormValues } from '../types';
import { EditContactForm } from './EditContactForm';

/** lists/edit: adds the contact to more lists (leaving one is its Remove); needs the lists feature's choice. */
export function EditLists() {
  const ListChoice = useListChoice();
  if (!ListChoice) return <p>Lists cannot be chosen here.</p>;
  return (
    <EditContactForm legend="Add to Lists">
      <p>To take the contact off a list, use Remove on the Lists tab.</p>
      <ChosenLists />
    </EditContactForm>
  );
}

function ChosenLists() {
  const ListChoice = useListChoice()!;
  const { values, setFieldValue } = useFormikContext<ContactFormValues>();
  return <ListChoice label="Lists" value={values.listIds} onChange={(listIds) => void setFieldValue('listIds', listIds)} multiple allowNew />;
}

import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { object } from 'yup';
import { LIST_NAME_MAX_LENGTH } from '@/shared/audience/list';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { useRequestForm } from '@/shared/form/use-request-form';
import { requiredText } from '@/shared/form/yup-fields';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { selectCreateListRequest, selectListNames } from '../selectors';
import { listCreateRequested, listCreateReset } from '../slice';
import type { ContactFormValues } from '../types';

const schema = object({ name: requiredText(LIST_NAME_MAX_LENGTH) });
type NewListValues = { name: string };
const FORM_ID = 'new-list-form';

/** new/new-list: creates a list on the way and chooses it for the contact being added. */
export function NewListDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lists = useAppSelector(selectListNames);
  const submittedName = useRef('');
  const contactForm = useFormikContext<ContactFormValues>();
  const request = useAppSelector(selectCreateListRequest);
  const close = () => navigate('..');

  const form = useRequestForm<NewListValues>(request, {
    serverFields: { name: 'name' },
    onSubmit({ name }) {
      submittedName.current = name.trim().toLowerCase();
      dispatch(listCreateRequested({ name }));
    },
    onSaved() {
      const created = lists.find((list) => list.name.toLowerCase() === submittedName.current);
      if (created) void contactForm.setFieldValue('listIds', [...contactForm.values.listIds, created.id]);
      close();
    },
  });

  useEffect(() => () => void dispatch(listCreateReset()), [dispatch]);

  return (
    <Modal
      open
      title="Create a New List"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={form.submitting}>
            Create List
          </Button>
        </>
      }
    >
      <Formik<NewListValues> initialValues={{ name: '' }} validationSchema={schema} onSubmit={form.onSubmit}>
        <Form id={FORM_ID} noValidate>
          {form.formError && <InlineAlert tone="danger">{form.formError}</InlineAlert>}
          <p>The contact is added to the new list.</p>
          <FormikTextField name="name" label="List Name" required maxLength={LIST_NAME_MAX_LENGTH} showCount autoComplete="off" />
        </Form>
      </Formik>
    </Modal>
  );
}

import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useNavigate, useOutletContext } from 'react-router-dom';
import { object } from 'yup';
import { LIST_NAME_MAX_LENGTH } from '@/shared/audience/list';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { UNIQUE_MESSAGE } from '@/shared/form/messages';
import { useRequestForm } from '@/shared/form/use-request-form';
import { requiredText } from '@/shared/form/yup-fields';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { selectLastCreatedListId, selectListOptions, selectSignupFormRequest } from '../selectors';
import { formListCreateRequested, signupFormRequestReset } from '../slice';
import type { EditorOutletContext } from './SignupFormEditorPage';

const FORM_ID = 'signup-form-new-list';

/** /forms/signup/:id/editor/new_list: creates a list and makes it the form's list. */
export function NewListDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { chooseList } = useOutletContext<EditorOutletContext>();
  const lists = useAppSelector(selectListOptions);
  const createdId = useAppSelector(selectLastCreatedListId);
  const request = useAppSelector((state) => selectSignupFormRequest(state, 'createList'));
  const close = () => navigate('..');
  const taken = new Set(lists.map((list) => list.name.trim().toLowerCase()));
  const schema = object({ name: requiredText(LIST_NAME_MAX_LENGTH).test('unique', UNIQUE_MESSAGE, (value) => !taken.has(value.trim().toLowerCase())) });

  const { formError, submitting, onSubmit } = useRequestForm<{ name: string }>(request, {
    serverFields: { name: 'name' },
    onSubmit: ({ name }) => dispatch(formListCreateRequested({ name })),
    onSaved: () => {
      if (createdId) chooseList(createdId);
      close();
    },
  });

  useEffect(() => () => void dispatch(signupFormRequestReset('createList')), [dispatch]);

  return (
    <Modal
      open
      title="Create a New List"
      onClose={close}
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={submitting}>
            Create List
          </Button>
        </>
      }
    >
      <Formik initialValues={{ name: '' }} validationSchema={schema} onSubmit={onSubmit}>
        <Form id={FORM_ID} noValidate>
          {formError && <InlineAlert tone="danger">{formError}</InlineAlert>}
          <p>The form adds everyone who signs up to the new list.</p>
          <FormikTextField label="List Name" name="name" required maxLength={LIST_NAME_MAX_LENGTH} />
        </Form>
      </Formik>
    </Modal>
  );
}

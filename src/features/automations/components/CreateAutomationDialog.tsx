import { Formik, useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/shared/api/errors';
import { FormDialogFooter } from '@/shared/form/FormDialogFooter';
import { FormikRadioGroup } from '@/shared/form/FormikRadioGroup';
import { FormikTextField } from '@/shared/form/FormikTextField';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { AUTOMATION_LIMITS, AUTOMATION_TEMPLATES, type AutomationTemplateKey } from '@/shared/sending/automation-limits';
import { useAppDispatch } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { messages } from '../messages';
import { CREATE_SERVER_FIELDS, createAutomationSchema, type CreateAutomationValues } from '../schema';
import { createRequested } from '../slice';
import { useCreateAutomation } from './use-create-automation';

const OPTIONS = AUTOMATION_TEMPLATES.map(({ key, title, description }) => ({ value: key, label: title, hint: description }));
const nameOf = (key: string) => AUTOMATION_TEMPLATES.find((template) => template.key === key)?.name ?? '';
const INITIAL: CreateAutomationValues = { template: 'blank', name: nameOf('blank') };

/** While the name is still the previous starting point's own, it follows the starting point chosen. */
function NameFollowsStart() {
  const { values, setFieldValue } = useFormikContext<CreateAutomationValues>();
  const previous = useRef(values.template);
  useEffect(() => {
    if (previous.current === values.template) return;
    if (values.name.trim() === '' || values.name === nameOf(previous.current)) void setFieldValue('name', nameOf(values.template), false);
    previous.current = values.template;
  }, [values.template, values.name, setFieldValue]);
  return null;
}

/** /automations/selector: "Create an automation" over the index: a starting point and a name, then the new draft's detail page. */
export function CreateAutomationDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formId = useId();
  const { request, openCreated } = useCreateAutomation();
  const form = useRequestForm<CreateAutomationValues>(request, {
    serverFields: CREATE_SERVER_FIELDS,
    onSubmit: ({ template, name }) => dispatch(createRequested({ template: template as AutomationTemplateKey, name: name.trim() })),
    onSaved: openCreated,
    // The native modal dialog hides the alert stack behind it, so a failure is said here too.
    formErrorFor: (error: ApiError, shownByFields) => (error.status === 400 && shownByFields ? undefined : error.status === 400 || error.status === 403 ? error.message : messages.createFailed),
  });
  const close = () => {
    if (!form.submitting) navigate('..', { relative: 'path' });
  };

  return (
    <Modal open title="Create an automation" onClose={close} footer={<FormDialogFooter formId={formId} submitLabel="Create" busy={form.submitting} onCancel={close} />}>
      <Formik<CreateAutomationValues> initialValues={INITIAL} validationSchema={createAutomationSchema} onSubmit={form.onSubmit}>
        <RequestForm id={formId} formError={form.formError} submitting={form.submitting} saved={form.saved}>
          <NameFollowsStart />
          <FormikRadioGroup name="template" legend="Starting point" required options={OPTIONS} />
          <FormikTextField name="name" label="Automation Name" required maxLength={AUTOMATION_LIMITS.nameLength} showCount autoComplete="off" />
        </RequestForm>
      </Formik>
    </Modal>
  );
}

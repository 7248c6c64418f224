import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { isInFlight } from '@/shared/request-state/request-state';
import { isLegacyPath } from '@/shared/routing/legacy';
import { Modal } from '@/shared/ui/Modal';
import { selectCustomFieldRequest } from '../selectors';
import { customFieldRequestReset } from '../slice';
import { CustomFieldForm } from './CustomFieldForm';
import { FormDialogFooter } from '@/shared/form/FormDialogFooter';

type FormProps = Pick<
  ComponentProps<typeof CustomFieldForm>,
  'initialValues' | 'takenNames' | 'typeLocked' | 'failureMessage' | 'keepAs' | 'onSubmit'
>;

interface Props extends FormProps {
  operation: 'create' | 'update';
  title: string;
  submitLabel: string;
  /** Shown above the form. */
  notice?: ReactNode;
  /** Closes the dialog: after a save, or on Cancel. */
  onDone(): void;
}

/** The create and rename dialog. Under /legacy the form words reserved names as the legacy API does. */
export function CustomFieldDialog({ operation, title, submitLabel, notice, onDone, ...formProps }: Props) {
  const dispatch = useAppDispatch();
  const legacy = isLegacyPath(useLocation().pathname);
  const request = useAppSelector((state) => selectCustomFieldRequest(state, operation));
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = isInFlight(request);

  useEffect(
    () => () => {
      dispatch(customFieldRequestReset(operation));
    },
    [dispatch, operation],
  );

  // While the request is in flight the dialog stays, so its outcome is shown here.
  const close = () => {
    if (!busy) onDone();
  };

  return (
    <Modal
      open
      title={title}
      onClose={close}
      initialFocusRef={nameRef}
      footer={<FormDialogFooter formId={formId} submitLabel={submitLabel} busy={busy} onCancel={close} />}
    >
      {notice}
      <CustomFieldForm {...formProps} id={formId} legacy={legacy} request={request} nameInputRef={nameRef} onSaved={onDone} />
    </Modal>
  );
}

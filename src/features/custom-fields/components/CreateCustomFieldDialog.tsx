import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isInFlight } from '@/shared/request-state/request-state';
import { isLegacyPath } from '@/shared/routing/legacy';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { MAX_CUSTOM_FIELDS } from '../limits';
import { createFailedMessage, isLimitReached, LIMIT_REACHED_MESSAGE } from '../messages';
import { selectCustomFieldCount, selectCustomFieldRequest } from '../selectors';
import { customFieldCreateRequested, customFieldRequestReset } from '../slice';
import { toCustomFieldFormValues } from '../types';
import { CustomFieldForm } from './CustomFieldForm';
import { useCustomFieldsLoaded } from './use-custom-fields-loaded';
import { useTakenFieldNames } from './use-taken-field-names';

const EMPTY_VALUES = toCustomFieldFormValues();

const createFailureMessage = (error: Parameters<typeof createFailedMessage>[0]) =>
  isLimitReached(error) ? LIMIT_REACHED_MESSAGE : createFailedMessage(error);

/** /custom-fields/new: a dialog over the list. Under /legacy it creates through the legacy API. */
export function CreateCustomFieldDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const legacy = isLegacyPath(useLocation().pathname);
  const request = useAppSelector((state) => selectCustomFieldRequest(state, 'create'));
  const count = useAppSelector(selectCustomFieldCount);
  const takenNames = useTakenFieldNames();
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = isInFlight(request);
  useCustomFieldsLoaded();

  useEffect(
    () => () => {
      dispatch(customFieldRequestReset('create'));
    },
    [dispatch],
  );

  // While the field is being created the dialog stays, so its outcome is shown here.
  const close = () => {
    if (!busy) navigate('..');
  };

  return (
    <Modal
      open
      title="New Custom Field"
      onClose={close}
      initialFocusRef={nameRef}
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={busy}>
            Create
          </Button>
        </>
      }
    >
      {count >= MAX_CUSTOM_FIELDS && (
        <InlineAlert tone="warning" title="Custom field limit reached">
          You have {MAX_CUSTOM_FIELDS} custom fields, the most an account can have. Delete one before you create another.
        </InlineAlert>
      )}
      <CustomFieldForm
        id={formId}
        initialValues={EMPTY_VALUES}
        takenNames={takenNames}
        legacy={legacy}
        request={request}
        failureMessage={createFailureMessage}
        nameInputRef={nameRef}
        onSubmit={(values) => dispatch(customFieldCreateRequested({ values }))}
        onSaved={() => navigate('..')}
      />
    </Modal>
  );
}

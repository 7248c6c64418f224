import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { MAX_CUSTOM_FIELDS } from '../limits';
import { createFailedMessage, isLimitReached, LIMIT_REACHED_MESSAGE } from '../messages';
import { selectCustomFieldCount } from '../selectors';
import { customFieldCreateRequested } from '../slice';
import { toCustomFieldFormValues } from '../types';
import { CustomFieldDialog } from './CustomFieldDialog';
import { useCustomFieldsLoaded } from './use-custom-fields-loaded';
import { useTakenFieldNames } from './use-taken-field-names';

const EMPTY_VALUES = toCustomFieldFormValues();

const createFailureMessage = (error: Parameters<typeof createFailedMessage>[0]) =>
  isLimitReached(error) ? LIMIT_REACHED_MESSAGE : createFailedMessage(error);

/** /custom-fields/new: a dialog over the list. Under /legacy it creates through the legacy API. */
export function CreateCustomFieldDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const count = useAppSelector(selectCustomFieldCount);
  const takenNames = useTakenFieldNames();
  useCustomFieldsLoaded();

  return (
    <CustomFieldDialog
      operation="create"
      title="New Custom Field"
      submitLabel="Create"
      notice={
        count >= MAX_CUSTOM_FIELDS && (
          <InlineAlert tone="warning" title="Custom field limit reached">
            You have {MAX_CUSTOM_FIELDS} custom fields, the most an account can have. Delete one before you create another.
          </InlineAlert>
        )
      }
      initialValues={EMPTY_VALUES}
      keepAs={{ kind: 'custom-field', id: 'new', noun: 'custom field' }}
      takenNames={takenNames}
      failureMessage={createFailureMessage}
      onSubmit={(values) => dispatch(customFieldCreateRequested({ values }))}
      onDone={() => navigate('..')}
    />
  );
}

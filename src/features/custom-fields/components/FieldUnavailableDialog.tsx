import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { errorOf } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { selectCustomFieldRequest, selectCustomFieldsLoaded, selectReservedFieldById } from '../selectors';
import { customFieldsRequested } from '../slice';
import { useCustomFieldsLoaded } from './use-custom-fields-loaded';

interface Props {
  /** The id from the address, which names no custom field (yet). */
  id: string;
  /** What the dialog would have done: "renamed" or "deleted". */
  action: string;
  onClose(): void;
}

/**
 * What a rename or delete dialog shows instead of its form: nothing while the fields load, the load
 * failure with a retry, why a reserved field cannot be changed, or that the field does not exist.
 */
export function FieldUnavailableDialog({ id, action, onClose }: Props) {
  const dispatch = useAppDispatch();
  useCustomFieldsLoaded();
  const loaded = useAppSelector(selectCustomFieldsLoaded);
  const reserved = useAppSelector((state) => selectReservedFieldById(state, id));
  const loadError = errorOf(useAppSelector((state) => selectCustomFieldRequest(state, 'list')));

  if (reserved) {
    return (
      <Modal open title="Reserved fields cannot be changed" onClose={onClose}>
        <p>
          {reserved.name} is a reserved field. Every contact has it, so it cannot be {action}.
        </p>
      </Modal>
    );
  }
  if (!loaded && loadError) {
    return (
      <Modal
        open
        title="We could not load this custom field"
        onClose={onClose}
        footer={<Button onClick={() => dispatch(customFieldsRequested())}>Try again</Button>}
      >
        <p>{loadError.message}</p>
      </Modal>
    );
  }
  if (!loaded) return null;
  return (
    <Modal open title="Custom field not found" onClose={onClose}>
      <p>This custom field does not exist or was already deleted.</p>
    </Modal>
  );
}

import { useState } from 'react';
import { useListChoice } from '@/shared/audience/list-choice';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { contactCountText } from '../messages';

interface Props {
  count: number;
  onAdd(listIds: string[]): void;
  onClose(): void;
}

/** Adds the selection to a list, existing or created on the way (the lists feature's choice). */
export function AddToListDialog({ count, onAdd, onClose }: Props) {
  const ListChoice = useListChoice();
  const [listIds, setListIds] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  if (!ListChoice) return null;

  const add = () => {
    if (listIds.length === 0) setError('Choose a list.');
    else onAdd(listIds);
  };

  return (
    <Modal
      open
      size="sm"
      title={`Add ${contactCountText(count)} to a list`}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={add}>
            Add to list
          </Button>
        </>
      }
    >
      <ListChoice
        label="List"
        value={listIds}
        onChange={(ids) => {
          setListIds(ids);
          setError(undefined);
        }}
        multiple={false}
        allowNew
        error={error}
      />
    </Modal>
  );
}

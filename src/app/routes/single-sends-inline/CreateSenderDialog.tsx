import { useEffect, useRef } from 'react';
import { SenderForm } from '@/features/senders/components/SenderForm';
import { useTakenNicknames } from '@/features/senders/components/use-taken-nicknames';
import { useSendersLoaded } from '@/features/senders/components/use-senders-loaded';
import { selectAllSenders, selectSenderRequest } from '@/features/senders/selectors';
import { senderCreateRequested, senderRequestReset } from '@/features/senders/slice';
import { toSenderFormValues } from '@/features/senders/types';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { newIdOf, type InlineCreateProps } from './inline-create';

const EMPTY_VALUES = toSenderFormValues();

/**
 * create_sender: a new sender made without leaving the send. Its Cancel goes to the parent route (the
 * editor or the review page), like closing. A new sender needs verifying before it can send.
 */
export function CreateSenderDialog({ onCreated, onClose }: InlineCreateProps) {
  const dispatch = useAppDispatch();
  useSendersLoaded();
  const senders = useAppSelector(selectAllSenders);
  const request = useAppSelector((state) => selectSenderRequest(state, 'create'));
  const takenNicknames = useTakenNicknames();
  const before = useRef<ReadonlySet<string> | null>(null);
  before.current ??= new Set(senders.map((sender) => sender.id));
  useEffect(() => () => void dispatch(senderRequestReset('create')), [dispatch]);

  return (
    <Modal open size="lg" title="Create a Sender" onClose={onClose}>
      <SenderForm
        initialValues={EMPTY_VALUES}
        takenNicknames={takenNicknames}
        request={request}
        submitLabel="Create Sender"
        onSubmit={(values) => {
          before.current = new Set(senders.map((sender) => sender.id));
          dispatch(senderCreateRequested(values));
        }}
        onSaved={() => {
          const id = newIdOf(before.current ?? new Set(), senders);
          if (id === undefined) onClose();
          else onCreated(id);
        }}
      />
    </Modal>
  );
}

import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { changedFields } from '@/shared/form/changed-fields';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { selectSenderById, selectSenderRequest } from '../selectors';
import { senderRequestReset, senderUpdateRequested } from '../slice';
import { toSenderFormValues, toSenderPayload } from '../types';
import { LockedSenderNotice } from './LockedSenderNotice';
import { SenderForm } from './SenderForm';
import { SenderLookup } from './SenderLookup';
import { useTakenNicknames } from './use-taken-nicknames';

export function EditSenderPage() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title="Edit Sender" breadcrumb={[{ label: 'Senders', to: '..' }]} />
      <SenderLookup id={id}>{() => <EditSenderForm id={id} />}</SenderLookup>
    </>
  );
}

function EditSenderForm({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sender = useAppSelector((state) => selectSenderById(state, id));
  const request = useAppSelector((state) => selectSenderRequest(state, 'update'));
  const takenNicknames = useTakenNicknames(id);
  // Only the sender it opened with: a refresh of the list must not overwrite what the user is typing.
  const initialValues = useMemo(() => toSenderFormValues(sender), [id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(
    () => () => {
      dispatch(senderRequestReset('update'));
    },
    [dispatch],
  );

  if (sender?.locked) return <LockedSenderNotice nickname={sender.nickname} action="edited" />;

  return (
    <SenderForm
      initialValues={initialValues}
      takenNicknames={takenNicknames}
      request={request}
      submitLabel="Save"
      keepAs={{ kind: 'sender', id, noun: 'sender' }}
      onSubmit={(values) => dispatch(senderUpdateRequested({ id, changes: changedFields(toSenderPayload(initialValues), toSenderPayload(values)) }))}
      onSaved={() => navigate('..')}
    />
  );
}

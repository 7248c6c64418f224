import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { PageHeader } from '@/shared/ui/PageHeader';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { selectAllSenders, selectSenderRequest } from '../selectors';
import { senderCreateRequested, senderRequestReset } from '../slice';
import { toSenderFormValues } from '../types';
import { MAX_SENDERS } from '../limits';
import { SenderForm } from './SenderForm';
import { useTakenNicknames } from './use-taken-nicknames';
import { useSendersLoaded } from './use-senders-loaded';

const EMPTY_VALUES = toSenderFormValues();

export function CreateSenderPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const request = useAppSelector((state) => selectSenderRequest(state, 'create'));
  const senderCount = useAppSelector(selectAllSenders).length;
  const takenNicknames = useTakenNicknames();
  useSendersLoaded();

  useEffect(
    () => () => {
      dispatch(senderRequestReset('create'));
    },
    [dispatch],
  );

  return (
    <>
      <PageHeader
        title="Create a Sender"
        breadcrumb={[{ label: 'Senders', to: '..' }]}
        description="Senders are the From identities your single sends and automations use. Each needs a verified email address and a physical address."
      />
      {senderCount >= MAX_SENDERS && (
        <InlineAlert tone="warning" title="Sender limit reached">
          You have {MAX_SENDERS} senders, the most an account can have. Delete one before you create another.
        </InlineAlert>
      )}
      <SenderForm
        initialValues={EMPTY_VALUES}
        takenNicknames={takenNicknames}
        request={request}
        submitLabel="Create"
        onSubmit={(values) => dispatch(senderCreateRequested(values))}
        onSaved={() => navigate('..')}
      />
    </>
  );
}

import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { findMessage } from '@/shared/sending/automation-tree';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { Button } from '@/shared/ui/Button';
import { messageDeleteRequested, structureReset } from '../slice';
import { useDetail } from './use-detail';

/** detail/messages/:messageNum/delete: confirms deleting one email, over the detail page. */
export function DeleteMessageDialog() {
  const { messageNum = '' } = useParams();
  const navigate = useNavigate();
  const { id, dispatch, automation, detail, readOnly } = useDetail();
  const number = Number(messageNum);
  const place = automation ? findMessage(automation.steps, number) : undefined;
  const close = () => navigate('../../..', { relative: 'path' });
  useEffect(() => void dispatch(structureReset()), [dispatch]);
  useRequestOutcome(detail.structure, { onComplete: close });
  if (!automation) return null;

  if (!place || readOnly) {
    return (
      <Modal open title="This email cannot be deleted" onClose={close} footer={<Button onClick={close}>Close</Button>}>
        {readOnly ? 'The automation is live: disable it before deleting one of its emails.' : `The automation has no email ${messageNum}.`}
      </Modal>
    );
  }
  const failure = errorOf(detail.structure);
  const subject = place.message.subject.trim();
  return (
    <ConfirmDialog
      open
      title={`Delete email ${number}?`}
      confirmLabel="Delete email"
      busy={isInFlight(detail.structure)}
      onCancel={close}
      onConfirm={() => dispatch(messageDeleteRequested({ id, number }))}
    >
      <p>
        Email {number}
        {subject ? ` (“${subject}”)` : ''} and its content are deleted. This cannot be undone.
      </p>
      {failure && <InlineAlert tone="danger">{failure.message}</InlineAlert>}
    </ConfirmDialog>
  );
}

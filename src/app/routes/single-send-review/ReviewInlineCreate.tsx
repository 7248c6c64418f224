import { useNavigate, useLocation } from 'react-router-dom';
import { reviewPathOf } from '@/features/single-send-review/paths';
import { reviewPatchRequested, selectSingleSendReviewState } from '@/features/single-send-review/slice';
import type { SingleSendDto, SingleSendRequestDto } from '@/shared/sending/single-send';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { CreateListDialog } from '../single-sends-inline/CreateListDialog';
import { CreateSenderDialog } from '../single-sends-inline/CreateSenderDialog';
import { CreateUnsubscribeDialog } from '../single-sends-inline/CreateUnsubscribeDialog';

type Kind = 'sender' | 'unsubscribe' | 'list';

/** What choosing the new thing changes on the send. */
const changeFor = (kind: Kind, id: string, send: SingleSendDto): Partial<SingleSendRequestDto> => {
  if (kind === 'sender') return { email_config: { sender_id: Number(id) } };
  if (kind === 'unsubscribe') return { email_config: { suppression_group_id: Number(id), custom_unsubscribe_url: null } };
  return { send_to: { ...send.send_to, all: false, list_ids: [...send.send_to.list_ids, id] } };
};

const DIALOGS = { sender: CreateSenderDialog, unsubscribe: CreateUnsubscribeDialog, list: CreateListDialog } as const;

/**
 * review/create_sender, create_unsubscribe and create_list: the editor's inline create dialogs over the
 * review; what they make is set on the send at once (a sender, the unsubscribe group, one more list).
 */
function ReviewInlineCreate({ kind }: { kind: Kind }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reviewPath = reviewPathOf(useLocation().pathname);
  const send = useAppSelector(selectSingleSendReviewState).send;
  const Dialog = DIALOGS[kind];
  const close = () => navigate(reviewPath);
  if (!send) return null;
  return (
    <Dialog
      onClose={close}
      onCreated={(id) => {
        dispatch(reviewPatchRequested({ id: send.id, body: changeFor(kind, id, send) }));
        close();
      }}
    />
  );
}

export const ReviewCreateSender = () => <ReviewInlineCreate kind="sender" />;
export const ReviewCreateUnsubscribe = () => <ReviewInlineCreate kind="unsubscribe" />;
export const ReviewCreateList = () => <ReviewInlineCreate kind="list" />;

import { useNavigate, useParams } from 'react-router-dom';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { adsPaths } from '../paths';
import { selectAdCampaign, selectAdCampaignDelete, selectAdsRequest } from '../selectors';
import { adCampaignDeleteRequested, adCampaignDeleteReset } from '../slice';
import { isComplete } from '@/shared/request-state/request-state';

/** /ads/campaigns/:id/delete: a confirmation over the campaigns; a running campaign's ads stop with it. */
export function DeleteCampaignDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const campaign = useAppSelector((state) => selectAdCampaign(state, id));
  const request = useAppSelector((state) => selectAdCampaignDelete(state, id));
  const listed = isComplete(useAppSelector((state) => selectAdsRequest(state, 'campaigns')));
  const close = () => navigate(adsPaths.campaigns);

  return (
    <DeleteDialog
      id={id}
      item={campaign}
      request={request}
      deleteRequested={adCampaignDeleteRequested}
      deleteReset={adCampaignDeleteReset}
      title={({ name }) => `Delete ${name}?`}
      notFound={
        listed && (
          <Modal open title="Campaign not found" onClose={close}>
            <p>This ad campaign does not exist or was already deleted.</p>
          </Modal>
        )
      }
      onClose={close}
    >
      {({ status }) => (
        <p>
          {status === 'active' || status === 'scheduled'
            ? 'Its ads stop running on every partner, and the campaign, its audience and its results are deleted. This cannot be undone.'
            : 'The campaign, its audience and its results are deleted. This cannot be undone.'}
        </p>
      )}
    </DeleteDialog>
  );
}

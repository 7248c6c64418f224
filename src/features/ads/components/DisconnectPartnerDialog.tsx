import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { adsPaths } from '../paths';
import { selectAdsRequest } from '../selectors';
import { adsRequestReset, partnerDisconnectRequested } from '../slice';
import { isAdPartner, PARTNER_NAMES } from '../types';

/** /ads/settings/disconnect/:partner?: one partner, or every partner when none is named. */
export function DisconnectPartnerDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { partner } = useParams();
  const request = useAppSelector((state) => selectAdsRequest(state, 'disconnect'));
  const close = () => navigate(adsPaths.settings);

  useEffect(() => () => void dispatch(adsRequestReset('disconnect')), [dispatch]);
  useRequestOutcome(request, { onComplete: close });

  if (partner !== undefined && !isAdPartner(partner)) return <Navigate to={adsPaths.settings} replace />;
  const what = partner === undefined ? 'every ad partner' : PARTNER_NAMES[partner];

  return (
    <ConfirmDialog
      open
      title={partner === undefined ? 'Disconnect all ad partners?' : `Disconnect ${PARTNER_NAMES[partner]}?`}
      confirmLabel="Disconnect"
      busy={request.status === 'InFlight'}
      onConfirm={() => dispatch(partnerDisconnectRequested({ partner }))}
      onCancel={close}
    >
      {`Campaigns running on ${what} pause, and new campaigns cannot use it until you connect it again.`}
      {(partner === undefined || partner === 'facebook') && ' Your ad account choice is cleared with Facebook.'}
    </ConfirmDialog>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { adsPaths } from '../paths';
import { selectAdSettings, selectAdsRequest } from '../selectors';
import { adAccountChoiceRequested, adsRequestReset } from '../slice';

/** /ads/settings/ad_account: the one ad account campaigns are billed to. */
export function AdAccountDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const settings = useAppSelector(selectAdSettings);
  const request = useAppSelector((state) => selectAdsRequest(state, 'adAccount'));
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const formId = useId();
  const close = () => navigate(adsPaths.settings);
  const value = chosen ?? settings?.ad_account_id ?? null;

  useEffect(() => () => void dispatch(adsRequestReset('adAccount')), [dispatch]);
  useRequestOutcome(request, { onComplete: close, onError: (apiError) => setError(apiError.fieldErrors.ad_account_id ?? apiError.message) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value === null) {
      setError('Choose an ad account.');
      return;
    }
    setError(undefined);
    dispatch(adAccountChoiceRequested({ adAccountId: value }));
  }

  const accounts = settings?.ad_accounts ?? [];
  return (
    <Modal
      open
      title="Choose an ad account"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={request.status === 'InFlight'} disabled={accounts.length === 0}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        {accounts.length === 0 ? (
          <p>Connect Facebook to see your ad accounts.</p>
        ) : (
          <RadioGroup
            legend="Ad account"
            name="adAccount"
            hint="Campaigns are billed to one ad account only."
            options={accounts.map((account) => ({ value: account.id, label: `${account.name} (${account.currency})` }))}
            value={value}
            error={error}
            onChange={setChosen}
          />
        )}
      </form>
    </Modal>
  );
}

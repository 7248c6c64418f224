import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REQUIRED_MESSAGE } from '@/shared/form/messages';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { TextField } from '@/shared/ui/TextField';
import { selectAdsRequest } from '../selectors';
import { adsRequestReset, partnerConnectRequested } from '../slice';
import { PARTNER_NAMES, type AdPartner } from '../types';

interface Props {
  partner: AdPartner;
  onClose(): void;
}

/**
 * The partner's sign-in and consent. In production this is the partner's own window; the demo backend
 * plays it here (mocks/README.md "Ads"), and the app then trades its authorization code for the connection.
 */
export function PartnerSignInDialog({ partner, onClose }: Props) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectAdsRequest(state, 'connect'));
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const formId = useId();
  const loginRef = useRef<HTMLInputElement>(null);
  const name = PARTNER_NAMES[partner];

  useEffect(() => () => void dispatch(adsRequestReset('connect')), [dispatch]);
  useRequestOutcome(request, {
    onComplete: onClose,
    onError: (apiError) => {
      const fieldMessage = apiError.fieldErrors.login;
      if (fieldMessage) setError(fieldMessage);
      else setFailure(apiError.message);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    if (login.trim() === '') {
      setError(REQUIRED_MESSAGE);
      loginRef.current?.focus();
      return;
    }
    setError(undefined);
    dispatch(partnerConnectRequested({ partner, login: login.trim() }));
  }

  return (
    <Modal
      open
      title={`Sign in to ${name}`}
      onClose={onClose}
      initialFocusRef={loginRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={request.status === 'InFlight'}>
            Allow and connect
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <p>Marketing Campaigns asks to manage ads, pages and ad accounts on your behalf. You can disconnect at any time in Ads settings.</p>
        {failure && <InlineAlert tone="danger">{`We could not connect ${name}. ${failure}`}</InlineAlert>}
        <TextField
          ref={loginRef}
          name="login"
          label={`${name} email or username`}
          autoComplete="username"
          required
          value={login}
          error={error}
          onChange={(event) => setLogin(event.target.value)}
        />
      </form>
    </Modal>
  );
}

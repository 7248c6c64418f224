import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { Spinner } from '@/shared/ui/Spinner';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { embedCode } from '../embed-code';
import { hostedFormPath } from '../hosted-path';
import { selectSignupFormById, selectSignupFormRead } from '../selectors';
import { signupFormRequested } from '../slice';
import { CopyField } from './CopyField';

/** /forms/signup/:id/share and /forms/signup/:id/editor/share: the hosted page's link and the embed code, as last saved. */
export function ShareDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const form = useAppSelector((state) => selectSignupFormById(state, id));
  const read = useAppSelector((state) => selectSignupFormRead(state, id));
  const close = () => navigate('..');

  useEffect(() => {
    if (!form) dispatch(signupFormRequested({ id }));
  }, [dispatch, id]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!form) {
    return (
      <Modal open title="Share your signup form" onClose={close}>
        {isInFlight(read) || read.status === 'Ready' ? <Spinner label="Loading the signup form" /> : <p>This signup form does not exist or was deleted.</p>}
      </Modal>
    );
  }

  const hostedUrl = `${window.location.origin}${hostedFormPath(form.id)}`;
  return (
    <Modal open title={`Share ${form.name}`} onClose={close} size="lg">
      {form.listId === null && (
        <InlineAlert tone="warning" title="No list chosen">
          Choose the list this form adds contacts to in its settings: until then visitors cannot sign up.
        </InlineAlert>
      )}
      <h3>Hosted page</h3>
      <p>A page of its own: share the link anywhere. Visitors need no account.</p>
      <CopyField label="Hosted page link" name="hosted-link" value={hostedUrl} buttonLabel="Copy link" />
      <p>
        <a href={hostedUrl} target="_blank" rel="noopener noreferrer">
          Open the hosted page<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </p>
      <h3>Embed code</h3>
      <p>
        {form.captcha
          ? 'The captcha runs on the hosted page, so this code is a link to it. Paste it into your site’s HTML.'
          : 'Paste this HTML into your site. It needs no script: the form posts to the signup endpoint.'}
      </p>
      <CopyField label="Embed code" name="embed-code" value={embedCode(form, { formId: form.id, submitUrl: form.submitUrl, hostedUrl })} buttonLabel="Copy code" multiline />
    </Modal>
  );
}

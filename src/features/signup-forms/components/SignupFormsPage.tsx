import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { formatNumber } from '@/shared/format/display-format';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { SIGNUP_FORM_LIMITS } from '../limits';
import { FORM_LIMIT_MESSAGE } from '../messages';
import { selectAllSignupForms, selectLastCreatedFormId, selectSignupFormRequest } from '../selectors';
import { signupFormCreateRequested, signupFormsRequested } from '../slice';
import styles from './SignupForms.module.css';
import { SignupFormsTable } from './SignupFormsTable';

/** /forms/signup: the account's signup forms; create opens the new form's editor. */
export function SignupFormsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const forms = useAppSelector(selectAllSignupForms);
  const listRequest = useAppSelector((state) => selectSignupFormRequest(state, 'list'));
  const create = useAppSelector((state) => selectSignupFormRequest(state, 'create'));
  const createdId = useAppSelector(selectLastCreatedFormId);
  const atLimit = forms.length >= SIGNUP_FORM_LIMITS.forms;

  useEffect(() => {
    dispatch(signupFormsRequested());
  }, [dispatch]);

  useRequestOutcome(create, {
    onComplete: () => {
      if (createdId) navigate(`${createdId}/editor`);
    },
  });

  const createButton = (
    <Button variant="primary" disabled={atLimit} loading={isInFlight(create)} onClick={() => dispatch(signupFormCreateRequested())}>
      Create Signup Form
    </Button>
  );

  return (
    <>
      <PageHeader title="Signup Forms" description="Forms on your site or a hosted page that add new contacts to a list." actions={createButton} />
      {atLimit && (
        <InlineAlert tone="info" title="Signup form limit reached">
          {FORM_LIMIT_MESSAGE} Delete a form to create or duplicate another.
        </InlineAlert>
      )}
      <ListContent
        request={listRequest}
        empty={forms.length === 0}
        placeholder={<TableSkeleton rows={3} columns={5} />}
        errorTitle="We could not load your signup forms"
        onRetry={() => dispatch(signupFormsRequested())}
        emptyState={
          <EmptyState title="Create your first signup form" action={createButton}>
            A signup form adds everyone who fills it in to the list you choose.
          </EmptyState>
        }
      >
        <p className={styles.count}>
          {formatNumber(forms.length)} of {formatNumber(SIGNUP_FORM_LIMITS.forms)} signup forms
        </p>
        <SignupFormsTable forms={forms} atLimit={atLimit} />
      </ListContent>
      <Outlet />
    </>
  );
}

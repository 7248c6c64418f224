import { formatDate, formatNumber } from '@/shared/format/display-format';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Table } from '@/shared/ui/Table';
import { Link } from 'react-router-dom';
import { selectSignupFormRequest } from '../selectors';
import { signupFormDuplicateRequested } from '../slice';
import type { SignupForm } from '../types';
import styles from './SignupForms.module.css';

const nameId = (form: SignupForm) => `signup-form-${form.id}-name`;

export function SignupFormsTable({ forms, atLimit }: { forms: SignupForm[]; atLimit: boolean }) {
  return (
    <Table<SignupForm>
      caption="Signup forms"
      rows={forms}
      rowKey={(form) => form.id}
      columns={[
        {
          key: 'name',
          header: 'Name',
          render: (form) => (
            <Link id={nameId(form)} className={styles.name} to={`${form.id}/editor`}>
              {form.name}
            </Link>
          ),
        },
        { key: 'list', header: 'List', render: (form) => form.listName ?? <span className={styles.muted}>No list chosen</span> },
        { key: 'contacts', header: 'Contacts', align: 'right', render: (form) => formatNumber(form.contactCount) },
        { key: 'updated', header: 'Last Updated', render: (form) => formatDate(form.updatedAt) },
        { key: 'actions', header: 'Actions', render: (form) => <FormActions form={form} atLimit={atLimit} /> },
      ]}
    />
  );
}

function FormActions({ form, atLimit }: { form: SignupForm; atLimit: boolean }) {
  const dispatch = useAppDispatch();
  const duplicate = useAppSelector((state) => selectSignupFormRequest(state, 'duplicate'));
  const describedBy = nameId(form);
  return (
    <div className={styles.actions}>
      <ButtonLink size="sm" variant="tertiary" to={`${form.id}/share`} aria-describedby={describedBy}>
        Share
      </ButtonLink>
      <Button size="sm" variant="tertiary" aria-describedby={describedBy} disabled={atLimit || isInFlight(duplicate)} onClick={() => dispatch(signupFormDuplicateRequested({ id: form.id }))}>
        Duplicate
      </Button>
      <ButtonLink size="sm" variant="tertiary" to={`${form.id}/delete`} aria-describedby={describedBy}>
        Delete
      </ButtonLink>
    </div>
  );
}

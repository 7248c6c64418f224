import { Formik, useField, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import type { ApiError } from '@/shared/api/errors';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TextArea } from '@/shared/ui/TextArea';
import { MAX_MANUAL_ADDRESSES } from '../limits';
import { addressCount } from '../messages';
import { distinctAddresses, invalidAddresses, manualAddSchema, type ManualAddValues } from '../schema';
import { selectSuppressionAddRequest } from '../selectors';
import { suppressionsAddRequested, suppressionsAddReset } from '../slice';
import type { UnsubscribeGroup } from '../types';
import { formatNumber } from './format';
import { GroupLookup } from './GroupLookup';
import styles from './ManualAddPage.module.css';

const INITIAL: ManualAddValues = { addresses: '' };

/** /unsubscribe-groups/:groupId/suppressions/add/manual */
export function ManualAddPage() {
  const { groupId = '' } = useParams();
  return (
    <>
      <PageHeader title="Add Unsubscribes Manually" breadcrumb={[{ label: 'Unsubscribe Groups', to: '..' }]} />
      <GroupLookup id={groupId} listPath="..">
        {(group) => <ManualAddForm group={group} />}
      </GroupLookup>
    </>
  );
}

function ManualAddForm({ group }: { group: UnsubscribeGroup }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const request = useAppSelector((state) => selectSuppressionAddRequest(state, group.id));
  const helpers = useRef<FormikHelpers<ManualAddValues> | null>(null);
  const [formError, setFormError] = useState<string>();

  useEffect(() => () => void dispatch(suppressionsAddReset({ groupId: group.id })), [dispatch, group.id]);
  useRequestOutcome(request, {
    onComplete: () => navigate('..'),
    onError(error: ApiError) {
      const fieldMessage = Object.values(error.fieldErrors)[0];
      if (error.status === 400 && fieldMessage) helpers.current?.setErrors({ addresses: fieldMessage });
      else setFormError(error.message);
    },
  });

  return (
    <Formik<ManualAddValues>
      initialValues={INITIAL}
      validationSchema={manualAddSchema}
      onSubmit={(values, formikHelpers) => {
        helpers.current = formikHelpers;
        setFormError(undefined);
        dispatch(suppressionsAddRequested({ groupId: group.id, emails: distinctAddresses(values.addresses) }));
      }}
    >
      <RequestForm
        className={styles.form}
        formError={formError}
        submitting={request.status === 'InFlight'}
        saved={request.status === 'Complete'}
      >
        <p className={styles.intro}>
          The addresses you add here will get no more email sent with <strong>{group.name}</strong>. They keep getting your other
          emails.
        </p>
        <AddressesField />
        <div className={styles.actions}>
          <ButtonLink to=".." variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" variant="primary" loading={request.status === 'InFlight'}>
            Add
          </Button>
        </div>
      </RequestForm>
    </Formik>
  );
}

function AddressesField() {
  const [field, meta] = useField<string>('addresses');
  const count = distinctAddresses(field.value).length;
  const invalid = invalidAddresses(field.value);
  const error = meta.touched ? meta.error : undefined;
  return (
    <TextArea
      {...field}
      label="Email addresses"
      required
      rows={8}
      spellCheck={false}
      autoComplete="off"
      error={error}
      hint={
        <>
          Separate addresses with commas, spaces or line breaks; up to {formatNumber(MAX_MANUAL_ADDRESSES)} at a time.{' '}
          {count > 0 && <span>{addressCount(count)} entered.</span>}
          {error && invalid.length > 0 && <span className={styles.invalid}> Not valid: {invalid.slice(0, 10).join(', ')}</span>}
        </>
      }
    />
  );
}

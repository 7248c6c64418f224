import { Formik } from 'formik';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ObjectSchema } from 'yup';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { contactServerFields, toContactFormValues, toEditRequest } from '../contact-values';
import { selectContactProcessing, selectContactUpdate } from '../selectors';
import { contactUpdateRequested, contactUpdateReset } from '../slice';
import type { ContactFormValues } from '../types';
import styles from './ContactForm.module.css';
import { useProfile } from './profile-context';

interface Props {
  legend: string;
  schema?: ObjectSchema<ContactFormValues>;
  children: ReactNode;
}

/**
 * A tab's edit screen. Saving sends the changed fields with the contact's identifiers and stays busy
 * until the server has processed the change; then the tab shows the refreshed profile. A failure keeps
 * what the user typed.
 */
export function EditContactForm({ legend, schema, children }: Props) {
  const { contact, label, customFields, timeZone } = useProfile();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const request = useAppSelector((state) => selectContactUpdate(state, contact.id));
  const processing = useAppSelector((state) => selectContactProcessing(state, contact.id));
  // The contact as the form opened: a refresh of the profile must not overwrite what the user is typing.
  const initial = useMemo(() => toContactFormValues(contact, customFields, timeZone), [contact.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const form = useRequestForm<ContactFormValues>(request, {
    serverFields: contactServerFields as Record<string, keyof ContactFormValues & string>,
    onSaved: () => navigate('..'),
    onSubmit(values) {
      const change = toEditRequest(contact, initial, values, customFields);
      const newLists = values.listIds.filter((listId) => !initial.listIds.includes(listId));
      const changedFields = Object.keys(change).some((key) => !['email', 'phone_number_id', 'external_id', 'anonymous_id'].includes(key));
      if (!changedFields && newLists.length === 0) return void navigate('..');
      dispatch(contactUpdateRequested({ id: contact.id, label, request: change, ...(newLists.length > 0 ? { listIds: newLists } : {}) }));
    },
  });

  useEffect(() => () => void dispatch(contactUpdateReset({ id: contact.id })), [dispatch, contact.id]);

  return (
    <Formik<ContactFormValues> initialValues={initial} validationSchema={schema} onSubmit={form.onSubmit}>
      <RequestForm className={styles.form} formError={form.formError} submitting={form.submitting} saved={form.saved}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{legend}</legend>
          {children}
        </fieldset>
        <div role="status" className={styles.help}>
          {processing ? `Your changes to ${label} are being processed…` : ''}
        </div>
        <div className={styles.actions}>
          <CancelAndSubmit cancelTo=".." submitLabel="Save" submitting={form.submitting} />
        </div>
      </RequestForm>
    </Formik>
  );
}

import { Formik, useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { selectContactUsage, selectFeatureToggles } from '@/shared/account/account-selectors';
import { hasFeatureToggle } from '@/shared/account/types';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { useAudiencePath } from '@/shared/audience/audience-path';
import { useListChoice } from '@/shared/audience/list-choice';
import { CancelAndSubmit } from '@/shared/form/CancelAndSubmit';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { PageHeader } from '@/shared/ui/PageHeader';
import { contactServerFields, emptyContactValues, toAddRequest } from '../contact-values';
import { EDITABLE_FIELDS, IDENTIFIER_INPUTS, reservedField } from '../reserved-fields';
import { addContactSchema } from '../schema';
import { selectAddRequest } from '../selectors';
import { contactAddRequested, contactAddReset } from '../slice';
import { CONTACT_IDENTIFIERS_TOGGLE, type ContactFormValues } from '../types';
import styles from './ContactForm.module.css';
import { CustomFieldInput, ReservedFieldInput } from './FieldInputs';
import { useCustomFields } from './use-custom-fields';
import { useListNames } from './use-list-names';
import { useUserTimeZone } from './use-user-time-zone';

const ACCOUNT = ['featureToggles', 'contactCounts', 'entitlements', 'account'] as const;
const GENERAL = EDITABLE_FIELDS.filter((field) => ['first_name', 'last_name', 'alternate_emails', 'phone_number'].includes(field.name));
const ADDRESS = EDITABLE_FIELDS.filter((field) => !GENERAL.includes(field));

/**
 * /contacts/new: one contact's fields and the lists to add it to. Its dialogs (choose lists, create a
 * list, the contact limit) are child routes over the form, inside its Formik, so nothing typed is lost.
 * Sending is answered 202: the screen then shows the contact processing (new/contacts).
 */
export function AddContactPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const to = useAudiencePath();
  const { fields: customFields } = useCustomFields();
  const timeZone = useUserTimeZone();
  useAccountResources(ACCOUNT);
  const toggles = useAppSelector(selectFeatureToggles);
  const identifiersEnabled = toggles !== undefined && hasFeatureToggle(toggles, CONTACT_IDENTIFIERS_TOGGLE);
  const usage = useAppSelector(selectContactUsage);
  const request = useAppSelector(selectAddRequest);
  const schema = useMemo(() => addContactSchema(customFields, identifiersEnabled), [customFields, identifiersEnabled]);
  const initialValues = useMemo(() => emptyContactValues([]), []);

  const form = useRequestForm<ContactFormValues>(request, {
    serverFields: contactServerFields as Record<string, keyof ContactFormValues & string>,
    onSaved: () => navigate('contacts'),
    onSubmit(values) {
      // Over the plan's limit the contact would not be added: say why and offer the upgrade instead.
      if (usage && usage.limit > 0 && usage.billable >= usage.limit) return void navigate('contact-limit');
      dispatch(contactAddRequested({ request: toAddRequest(values, customFields), listIds: values.listIds }));
    },
  });

  useEffect(() => () => void dispatch(contactAddReset()), [dispatch]);

  return (
    <>
      <PageHeader title="Add a Contact" breadcrumb={[{ label: 'All Contacts', to: to('all') }]} />
      <Formik<ContactFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={form.onSubmit}>
        <>
          <RequestForm className={styles.form} formError={form.formError} submitting={form.submitting} saved={form.saved} aria-label="Add a contact">
            <fieldset className={styles.section}>
              <legend className={styles.legend}>{identifiersEnabled ? 'Identifiers' : 'Email'}</legend>
              {identifiersEnabled && <p className={styles.help}>Give at least one: the contact is matched on its identifiers.</p>}
              <div className={styles.grid}>
                {identifiersEnabled ? (
                  IDENTIFIER_INPUTS.map((field) => <ReservedFieldInput key={field.name} field={field} />)
                ) : (
                  <ReservedFieldInput field={reservedField('email')} required />
                )}
              </div>
            </fieldset>
            <fieldset className={styles.section}>
              <legend className={styles.legend}>General</legend>
              <div className={styles.grid}>
                {GENERAL.map((field) => (
                  <ReservedFieldInput key={field.name} field={field} />
                ))}
              </div>
            </fieldset>
            <fieldset className={styles.section}>
              <legend className={styles.legend}>Address</legend>
              <div className={styles.grid}>
                {ADDRESS.map((field) => (
                  <ReservedFieldInput key={field.name} field={field} />
                ))}
              </div>
            </fieldset>
            {customFields.length > 0 && (
              <fieldset className={styles.section}>
                <legend className={styles.legend}>Custom Fields</legend>
                <div className={styles.grid}>
                  {customFields.map((field) => (
                    <CustomFieldInput key={field.id} field={field} timeZone={timeZone} />
                  ))}
                </div>
              </fieldset>
            )}
            <ListsSection />
            <div className={styles.actions}>
              <CancelAndSubmit cancelTo={to('all')} submitLabel="Add Contact" submitting={form.submitting} />
            </div>
          </RequestForm>
          <Outlet />
        </>
      </Formik>
    </>
  );
}

/** The lists the contact goes into; absent when the app has no list choice (the lists feature). */
function ListsSection() {
  const hasListChoice = useListChoice() !== null;
  const { values, setFieldValue } = useFormikContext<ContactFormValues>();
  const { names } = useListNames();
  if (!hasListChoice) return null;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Lists</legend>
      {values.listIds.length === 0 ? (
        <p className={styles.help}>The contact goes into All Contacts. You can also add it to lists.</p>
      ) : (
        <ul className={styles.chosen} aria-label="Chosen lists">
          {values.listIds.map((listId) => {
            const name = names.get(listId) ?? 'New list';
            return (
              <li key={listId}>
                <span>{name}</span>{' '}
                <Button
                  type="button"
                  variant="tertiary"
                  size="sm"
                  aria-label={`Do not add to ${name}`}
                  onClick={() => void setFieldValue('listIds', values.listIds.filter((id) => id !== listId))}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.actions}>
        <ButtonLink to="list" variant="secondary">
          Choose Lists
        </ButtonLink>
        <ButtonLink to="new-list" variant="secondary">
          Create New List
        </ButtonLink>
      </div>
    </fieldset>
  );
}

import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { contactDisplayName } from '@/shared/audience/contact';
import { useAudiencePath } from '@/shared/audience/audience-path';
import { errorOf, isComplete } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { Tabs } from '@/shared/ui/Tabs';
import { selectContactDelete, selectContactProcessing, selectProfileContact, selectProfileRead } from '../selectors';
import { contactRequested } from '../slice';
import { PROFILE_TABS, type ProfileTab } from '../types';
import { ContactNotFound } from './ContactNotFound';
import styles from './ContactProfilePage.module.css';
import type { ProfileContext } from './profile-context';
import { useCustomFields } from './use-custom-fields';
import { useUserTimeZone } from './use-user-time-zone';

/** /contacts/profile/:id: the contact's name, and its tabs, each a route (with its edit and delete screens). */
export function ContactProfilePage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const to = useAudiencePath();
  const contact = useAppSelector((state) => selectProfileContact(state, id));
  const read = useAppSelector((state) => selectProfileRead(state, id));
  const processing = useAppSelector((state) => selectContactProcessing(state, id));
  const deleted = useAppSelector((state) => isComplete(selectContactDelete(state, id)));
  const customFields = useCustomFields();
  const timeZone = useUserTimeZone();

  // Always read afresh on opening: the table's copy has no activity fields and may be stale.
  useEffect(() => {
    dispatch(contactRequested({ id }));
  }, [dispatch, id]);

  // Deleted from one of its tabs: the contact is gone, all contacts are shown.
  if (deleted) return <Navigate to={to('all')} replace />;
  const error = errorOf(read);
  const breadcrumb = [{ label: 'All Contacts', to: to('all') }];
  if (!contact) {
    if (error?.status === 404) return <ContactNotFound />;
    if (error) {
      return (
        <>
          <PageHeader title="Contact" breadcrumb={breadcrumb} />
          <InlineAlert tone="danger" title="We could not load this contact.">
            <p>{error.message}</p>
            <Button variant="secondary" onClick={() => dispatch(contactRequested({ id }))}>
              Try again
            </Button>
          </InlineAlert>
        </>
      );
    }
    return <Spinner label="Loading the contact" size="lg" />;
  }

  const label = contactDisplayName(contact);
  const selected: ProfileTab = PROFILE_TABS.find((tab) => pathname.split('/').includes(tab.id))?.id ?? 'reserved-fields';
  const context: ProfileContext = { contact, label, customFields: customFields.fields, customFieldsLoaded: customFields.loaded, timeZone };
  return (
    <>
      <PageHeader title={label} breadcrumb={breadcrumb} description={contact.email && contact.email !== label ? contact.email : undefined} />
      {processing && (
        <div role="status" className={styles.notice}>
          <InlineAlert tone="info">Your changes to {label} are being processed. The profile updates when they are done.</InlineAlert>
        </div>
      )}
      <Tabs
        label="Contact details"
        selectedId={selected}
        onSelect={(tab) => navigate(tab)}
        tabs={PROFILE_TABS.map((tab) => ({ id: tab.id, label: tab.label, content: <Outlet context={context} /> }))}
      />
    </>
  );
}

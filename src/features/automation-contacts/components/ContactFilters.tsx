import type { AutomationContactState, AutomationMessageDto } from '@/shared/sending/automation';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Select } from '@/shared/ui/Select';
import { contactFiltersChanged, selectAutomationContactsState } from '../slice';
import { CONTACT_STATE_LABELS, emailLabel } from '../types';
import styles from './AutomationContacts.module.css';

/** Narrows the list to one state and one email (the one a contact waits for, or got last). */
export function ContactFilters({ messages }: { messages: AutomationMessageDto[] }) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectAutomationContactsState).filters;
  return (
    <div className={styles.filters}>
      <Select
        label="State"
        name="state"
        value={filters.state}
        onChange={(event) => dispatch(contactFiltersChanged({ ...filters, state: event.target.value as AutomationContactState | '' }))}
        options={[{ value: '', label: 'All states' }, ...Object.entries(CONTACT_STATE_LABELS).map(([value, label]) => ({ value, label }))]}
      />
      <Select
        label="Email"
        name="message"
        value={filters.messageNumber === null ? '' : String(filters.messageNumber)}
        onChange={(event) => dispatch(contactFiltersChanged({ ...filters, messageNumber: event.target.value === '' ? null : Number(event.target.value) }))}
        options={[{ value: '', label: 'All emails' }, ...messages.map((message) => ({ value: String(message.number), label: emailLabel(message) }))]}
      />
    </div>
  );
}

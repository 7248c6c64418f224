import { useCallback, useEffect, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { formatNumber } from '@/shared/format/display-format';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import type { AutomationContactDto, AutomationContactState, AutomationMessageDto } from '@/shared/sending/automation';
import { allMessages } from '@/shared/sending/automation-tree';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Badge, type BadgeTone } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { LazyDataTable, preloadDataTable } from '@/shared/ui/data-table/LazyDataTable';
import type { DataTableColumn, RowRange } from '@/shared/ui/data-table/types';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { automationContactSelectors, contactListClosed, contactListOpened, contactsRequested, selectAutomationContactsState } from '../slice';
import { CONTACT_STATE_LABELS, emailLabel } from '../types';
import styles from './AutomationContacts.module.css';
import { ContactFilters } from './ContactFilters';
import { ContactsSummary } from './ContactsSummary';

const PAGE_ROWS = 50;
/** Rows the table shows before it scrolls (rows and header are 3rem high). */
const VISIBLE_ROWS = 10;

const STATE_TONES: Record<AutomationContactState, BadgeTone> = { waiting: 'info', completed: 'success', exited: 'neutral', reached_goal: 'success', removed: 'warning' };

const nameOf = (contact: AutomationContactDto) => [contact.first_name, contact.last_name].filter(Boolean).join(' ');

/**
 * /automations/:id/detail/contact_list: who is in the automation and at which step: a summary by state
 * and per email, and every contact (a page at a time, virtualised) with the email it waits for and when
 * that goes out, filtered by state and email. A live automation's list is read again every few seconds.
 */
export function AutomationContactListPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAutomationContactsState);
  const rows = useAppSelector(automationContactSelectors.selectAll);
  const complete = useAppSelector(automationContactSelectors.selectReachedEnd);
  const formatTime = useAccountDateTime();
  const pathname = useLocation().pathname;
  const detailPath = pathname.slice(0, pathname.lastIndexOf('/contact_list'));
  const indexPath = detailPath.slice(0, detailPath.length - `/${id}/detail`.length);
  const mine = state.id === id;
  const automation = mine ? state.automation : null;
  const request = state.contacts.request;
  const loading = isInFlight(request);

  useEffect(() => {
    preloadDataTable();
    dispatch(contactListOpened({ id }));
    return () => {
      dispatch(contactListClosed({ id }));
    };
  }, [dispatch, id]);

  const messages = useMemo(() => (automation ? allMessages(automation.steps) : []), [automation]);
  const byNumber = useMemo(() => new Map(messages.map((message) => [message.number, message])), [messages]);
  const stepOf = useCallback(
    (contact: AutomationContactDto) => {
      const message: AutomationMessageDto | undefined = contact.message_number === null ? undefined : byNumber.get(contact.message_number);
      const label = message ? emailLabel(message) : contact.message_number === null ? null : `Email ${contact.message_number}`;
      if (contact.state === 'waiting') return label ? `Waiting for ${label}` : 'Waiting';
      return label ? `Last sent ${label}` : 'No email sent';
    },
    [byNumber],
  );

  const total = state.contacts.total;
  const remaining = complete ? 0 : Math.max(0, (total ?? rows.length + PAGE_ROWS) - rows.length);
  const rowCount = rows.length + Math.min(PAGE_ROWS, remaining);
  const getRow = useCallback((index: number) => rows[index], [rows]);
  const loadMore = useCallback(() => {
    if (!complete && !loading) dispatch(contactsRequested({ load: 'next' }));
  }, [complete, loading, dispatch]);
  const rowsNeeded = useCallback((range: RowRange) => (range.end > rows.length ? loadMore() : undefined), [rows.length, loadMore]);

  const columns = useMemo<DataTableColumn<AutomationContactDto>[]>(
    () => [
      {
        id: 'email',
        header: 'Email',
        interactive: true,
        width: 'minmax(12rem, 2fr)',
        cell: (contact, { tabIndex }) => (
          <Link to={`/contacts/profile/${encodeURIComponent(contact.contact_id)}`} tabIndex={tabIndex}>
            {contact.email}
          </Link>
        ),
      },
      { id: 'name', header: 'Name', width: 'minmax(8rem, 1fr)', cell: nameOf },
      { id: 'state', header: 'State', width: '9.5rem', cell: (contact) => <Badge tone={STATE_TONES[contact.state]}>{CONTACT_STATE_LABELS[contact.state]}</Badge> },
      { id: 'step', header: 'Step', width: 'minmax(12rem, 2fr)', cell: stepOf },
      { id: 'next', header: 'Next email', width: 'minmax(10rem, 1fr)', cell: (contact) => (contact.next_send_at ? formatTime(Date.parse(contact.next_send_at)) : '') },
      { id: 'entered', header: 'Entered', width: 'minmax(10rem, 1fr)', cell: (contact) => formatTime(Date.parse(contact.entered_at)) },
    ],
    [formatTime, stepOf],
  );

  const loadError = mine ? errorOf(state.load) : undefined;
  const breadcrumb = [
    { label: 'Automations', to: indexPath },
    ...(automation ? [{ label: automation.name, to: detailPath }] : []),
  ];
  if (loadError) {
    return (
      <>
        <PageHeader title="Contacts" breadcrumb={breadcrumb} />
        <EmptyState
          title={loadError.status === 404 ? 'This automation does not exist' : 'We could not open the contacts'}
          action={<Button onClick={() => dispatch(contactListOpened({ id }))}>Try again</Button>}
        >
          {loadError.message}
        </EmptyState>
      </>
    );
  }
  if (!automation) return <Spinner size="lg" label="Opening the contacts" />;

  const live = automation.status === 'live';
  const filtered = state.filters.state !== '' || state.filters.messageNumber !== null;
  const matching = complete ? rows.length : (total ?? rows.length);
  return (
    <div className={styles.page}>
      <PageHeader
        title={`Contacts in ${automation.name}`}
        breadcrumb={breadcrumb}
        description={live ? 'Contacts move through this live automation on their own: this list is read again every few seconds.' : undefined}
      />
      <ContactsSummary summary={state.summary} messages={messages} />
      <Card title="Contacts">
        <ContactFilters messages={messages} />
        <ListContent
          request={request}
          empty={rows.length === 0}
          placeholder={<TableSkeleton rows={5} columns={6} />}
          errorTitle="We could not load the contacts"
          onRetry={() => dispatch(contactsRequested({ load: 'refresh' }))}
          emptyState={
            filtered ? undefined : (
              <EmptyState title="No contacts yet">
                {live
                  ? 'Contacts added to the entry list (or newly matching the entry segment) from now on enter this automation.'
                  : 'Contacts enter once this automation is live: those added to its entry list, or newly matching its entry segment, after that.'}
              </EmptyState>
            )
          }
        >
          <LazyDataTable
            label="Contacts in the automation"
            columns={columns}
            rowCount={rowCount}
            getRow={getRow}
            getRowId={(contact) => contact.contact_id}
            onRowsNeeded={rowsNeeded}
            emptyState={<p className={styles.status}>No contacts match these filters.</p>}
            height={`${(Math.min(Math.max(rowCount, 1), VISIBLE_ROWS) + 1) * 3}rem`}
          />
          <div className={styles.footer}>
            <p role="status" className={styles.status}>
              {complete ? `All ${formatNumber(rows.length)} ${filtered ? 'matching contacts' : 'contacts'} are shown.` : `Showing ${formatNumber(rows.length)} of ${formatNumber(matching)}.`}
            </p>
            {!complete && (
              <Button loading={loading} onClick={loadMore}>
                Load more contacts
              </Button>
            )}
          </div>
        </ListContent>
      </Card>
    </div>
  );
}

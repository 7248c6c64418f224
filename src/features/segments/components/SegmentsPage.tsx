import { Link, Outlet } from 'react-router-dom';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { formatNumber } from '@/shared/format/display-format';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Table } from '@/shared/ui/Table';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { MAX_SEGMENTS } from '../limits';
import { LIMIT_REACHED_NOTICE, V1_NOTICE } from '../messages';
import { selectAllSegments, selectSegmentRequest, selectSegmentsLoaded } from '../selectors';
import { segmentsRequested } from '../slice';
import type { Segment } from '../types';
import { SegmentStatusBadge } from './SegmentStatusBadge';
import styles from './Segments.module.css';
import { useParentName } from './use-parent-name';
import { useSegmentsLoaded } from './use-segments-loaded';

const nameId = (segment: Segment) => `segment-${segment.id}-name`;

/** /contacts/segments: every segment with its parent, count, last refresh and status; delete dialogs open over it. */
export function SegmentsPage() {
  const dispatch = useAppDispatch();
  const segments = useAppSelector(selectAllSegments);
  const loaded = useAppSelector(selectSegmentsLoaded);
  const request = useAppSelector((state) => selectSegmentRequest(state, 'list'));
  const parentName = useParentName();
  const formatTime = useAccountDateTime();
  useSegmentsLoaded();

  const current = segments.filter((segment) => segment.version === 2);
  const legacy = segments.filter((segment) => segment.version === 1);
  const atLimit = segments.length >= MAX_SEGMENTS;
  const createLink = (
    <ButtonLink to="create" variant="primary" icon={<Icon name="plus" />}>
      Create Segment
    </ButtonLink>
  );

  const lastRefreshed = (segment: Segment) => {
    const time = segment.lastRefreshedAt ?? segment.sampleUpdatedAt;
    return time === null ? 'Not yet' : formatTime(Date.parse(time));
  };

  const columns = (version: 1 | 2) => [
    {
      key: 'name',
      header: 'Name',
      render: (segment: Segment) => (
        <span className={styles.stacked}>
          {version === 2 ? (
            <Link id={nameId(segment)} className={styles.name} to={encodeURIComponent(segment.id)}>
              {segment.name}
            </Link>
          ) : (
            <span id={nameId(segment)} className={styles.name}>
              {segment.name}
            </span>
          )}
          {segment.status === 'invalid' && segment.errorMessage && <span className={styles.muted}>{segment.errorMessage}</span>}
        </span>
      ),
    },
    { key: 'parent', header: 'Parent list', render: (segment: Segment) => parentName(segment.parentListId) },
    { key: 'count', header: 'Contacts', align: 'right' as const, render: (segment: Segment) => formatNumber(segment.contactsCount) },
    { key: 'refreshed', header: 'Last refreshed', render: lastRefreshed },
    { key: 'status', header: 'Status', render: (segment: Segment) => <SegmentStatusBadge segment={segment} /> },
    {
      key: 'actions',
      header: 'Actions',
      render: (segment: Segment) => (
        <div className={styles.actions}>
          {version === 2 ? (
            <ButtonLink size="sm" variant="tertiary" to={`${encodeURIComponent(segment.id)}/edit`} aria-describedby={nameId(segment)}>
              Edit
            </ButtonLink>
          ) : (
            !atLimit && (
              <ButtonLink size="sm" variant="tertiary" to={`create?rebuild=${encodeURIComponent(segment.id)}`} aria-describedby={nameId(segment)}>
                Rebuild as V2
              </ButtonLink>
            )
          )}
          <ButtonLink
            size="sm"
            variant="tertiary"
            to={version === 2 ? `${encodeURIComponent(segment.id)}/delete` : `v1/${encodeURIComponent(segment.id)}/delete`}
            aria-describedby={nameId(segment)}
          >
            Delete
          </ButtonLink>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Segments"
        description="Segments pick contacts by their fields and their email activity. They update on their own, about once an hour."
        actions={loaded && !atLimit ? createLink : undefined}
      />
      {atLimit && (
        <InlineAlert tone="info" title="Segment limit reached">
          {LIMIT_REACHED_NOTICE(MAX_SEGMENTS)}
        </InlineAlert>
      )}
      <ListContent
        request={request}
        empty={segments.length === 0}
        placeholder={<TableSkeleton rows={5} columns={6} />}
        errorTitle="We could not load your segments"
        onRetry={() => dispatch(segmentsRequested())}
        emptyState={
          <EmptyState title="Create your first segment" action={createLink}>
            A segment gathers the contacts that match your conditions, such as everyone in Denver who opened an email in the last 30 days.
          </EmptyState>
        }
      >
        <section className={styles.section} aria-labelledby="segments-heading">
          <h2 id="segments-heading" className={styles.sectionTitle}>
            Your segments
          </h2>
          <p className={styles.muted}>
            {segments.length} of {MAX_SEGMENTS} used
          </p>
          {current.length > 0 ? (
            <Table caption="Segments" rows={current} rowKey={(segment) => segment.id} columns={columns(2)} />
          ) : (
            <p>You have no V2 segments yet.</p>
          )}
        </section>
        {legacy.length > 0 && (
          <section className={styles.section} aria-labelledby="v1-segments-heading">
            <h2 id="v1-segments-heading" className={styles.sectionTitle}>
              V1 segments
            </h2>
            <InlineAlert tone="warning">{V1_NOTICE}</InlineAlert>
            <Table caption="V1 segments" rows={legacy} rowKey={(segment) => segment.id} columns={columns(1)} />
          </section>
        )}
      </ListContent>
      <Outlet />
    </>
  );
}

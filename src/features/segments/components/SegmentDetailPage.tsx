import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import type { ContactDto } from '@/shared/audience/contact';
import { useExportAction } from '@/shared/audience/export-action';
import { formatNumber } from '@/shared/format/display-format';
import { errorOf } from '@/shared/request-state/request-state';
import { useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { parseForEditing } from '../parse-for-editing';
import { describeQuery } from '../query/describe-query';
import { selectSegmentById } from '../selectors';
import { InvalidSegmentNotice } from './InvalidSegmentNotice';
import { RefreshControl } from './RefreshControl';
import { SampleTable } from './SampleTable';
import { SegmentStatusBadge } from './SegmentStatusBadge';
import styles from './Segments.module.css';
import { TooAdvancedQuery } from './TooAdvancedQuery';
import { useParentName } from './use-parent-name';
import { useQueryContext } from './use-query-context';
import { useSegmentDetail } from './use-segment-detail';
import { useSegmentsLoaded } from './use-segments-loaded';
import { WhyDialog } from './WhyDialog';

/** /contacts/segments/:id: the count, the sample and its times, the conditions in words, and the segment's actions. */
export function SegmentDetailPage() {
  const { id = '' } = useParams();
  useSegmentsLoaded();
  const { detail, request, reload } = useSegmentDetail(id);
  const summary = useAppSelector((state) => selectSegmentById(state, id));
  const { context } = useQueryContext();
  const parentName = useParentName();
  const formatTime = useAccountDateTime();
  const ExportAction = useExportAction();
  const [explained, setExplained] = useState<ContactDto | null>(null);
  const editable = useMemo(() => (detail && context ? parseForEditing(detail.queryDsl, context) : null), [detail, context]);
  const explainable = editable?.parsed.kind === 'builder' && editable.missingFields.length === 0;
  const explain = useCallback((contact: ContactDto) => setExplained(contact), []);

  if (!detail) {
    const error = errorOf(request);
    return (
      <>
        <PageHeader title={summary?.name ?? 'Segment'} breadcrumb={[{ label: 'Segments', to: '..' }]} />
        {error ? (
          <EmptyState title={error.status === 404 ? 'Segment not found' : 'We could not load this segment'} action={<Button onClick={reload}>Try again</Button>}>
            {error.status === 404 ? 'This segment does not exist or was deleted.' : error.message}
          </EmptyState>
        ) : (
          <Spinner label="Loading the segment" />
        )}
      </>
    );
  }

  const segment = summary ? { ...detail, ...summary } : detail;
  const time = (value: string | null, none: string) => (value === null ? none : formatTime(Date.parse(value)));
  const segmentPath = encodeURIComponent(segment.id);

  return (
    <>
      <PageHeader
        title={segment.name}
        breadcrumb={[{ label: 'Segments', to: '..' }]}
        actions={
          <>
            {ExportAction && <ExportAction target={{ kind: 'segment', id: segment.id, name: segment.name }} />}
            <ButtonLink to={`../${segmentPath}/edit`} icon={<Icon name="edit" />}>
              Edit
            </ButtonLink>
            <ButtonLink to={`../duplicate/${segmentPath}`}>Duplicate</ButtonLink>
            <ButtonLink to={`../${segmentPath}/delete`} variant="danger" icon={<Icon name="trash" />}>
              Delete
            </ButtonLink>
          </>
        }
      />
      {segment.status === 'invalid' && (
        <InvalidSegmentNotice missingFields={editable?.missingFields ?? []} serverMessage={segment.errorMessage} editTo={`../${segmentPath}/edit`} />
      )}
      <section className={styles.section} aria-label="Summary">
        <dl className={styles.facts}>
          <div>
            <dt>Contacts</dt>
            <dd>{formatNumber(segment.contactsCount)}</dd>
          </div>
          <div>
            <dt>Parent</dt>
            <dd>{parentName(segment.parentListId)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <SegmentStatusBadge segment={segment} />
            </dd>
          </div>
          <div>
            <dt>Sample updated</dt>
            <dd>{time(segment.sampleUpdatedAt, 'Not yet')}</dd>
          </div>
          <div>
            <dt>Next sample update</dt>
            <dd>{time(segment.nextSampleUpdate, 'Not scheduled')}</dd>
          </div>
          <div>
            <dt>Last refreshed</dt>
            <dd>{time(segment.lastRefreshedAt, 'Never')}</dd>
          </div>
        </dl>
        <RefreshControl segment={segment} />
      </section>
      <section className={styles.section} aria-labelledby="conditions-heading">
        <h2 id="conditions-heading" className={styles.sectionTitle}>
          Conditions
        </h2>
        {!editable ? (
          <Spinner label="Loading the conditions" />
        ) : editable.parsed.kind === 'too_advanced' ? (
          <TooAdvancedQuery queryDsl={segment.queryDsl} contactsCount={segment.contactsCount} reason={editable.parsed.reason} />
        ) : (
          <ConditionWords lines={describeQuery(editable.parsed.query, editable.context)} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="sample-heading">
        <h2 id="sample-heading" className={styles.sectionTitle}>
          Sample of contacts
        </h2>
        <p className={styles.muted}>Up to {formatNumber(segment.sample.length)} of the contacts in this segment, as of its last sample update.</p>
        <SampleTable sample={segment.sample} onExplain={explainable ? explain : undefined} />
      </section>
      {explained && editable?.parsed.kind === 'builder' && context && (
        <WhyDialog contact={explained} query={editable.parsed.query} context={context} onClose={() => setExplained(null)} />
      )}
    </>
  );
}

/** The groups in words: "all of these", each group "any of these". */
function ConditionWords({ lines }: { lines: string[][] }) {
  if (lines.length === 0) return <p>No conditions: every contact of the parent is in this segment.</p>;
  return (
    <ol className={styles.stacked} aria-label="Conditions in words">
      {lines.map((group, index) => (
        <li key={index}>
          {index > 0 && <strong>and </strong>}
          {group.join(' or ')}
        </li>
      ))}
    </ol>
  );
}

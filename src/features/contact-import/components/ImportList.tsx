import { formatDate, formatNumber } from '@/shared/format/display-format';
import type { JobStatus } from '@/shared/jobs/jobs-slice';
import { useAppSelector } from '@/shared/store/hooks';
import { Badge, type BadgeTone } from '@/shared/ui/Badge';
import { Table } from '@/shared/ui/Table';
import { selectImportListings, type ImportListing } from '../selectors';
import { toImportResults } from '../types';
import { ErrorsFileDownload } from './ErrorsFileDownload';

const STATUS: Record<JobStatus | 'uploading', { label: string; tone: BadgeTone }> = {
  uploading: { label: 'Uploading', tone: 'info' },
  pending: { label: 'Processing', tone: 'info' },
  completed: { label: 'Complete', tone: 'success' },
  errored: { label: 'Complete with errors', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
  timedOut: { label: 'Still processing after 30 minutes', tone: 'danger' },
};

const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));

/** The imports sent from this tab, with their result as the job poller last saw it. */
export function ImportList() {
  const listings = useAppSelector(selectImportListings);
  if (listings.length === 0) return null;
  return (
    <Table
      caption="Your imports"
      captionVisible
      rowKey={({ record }) => record.jobId}
      rows={listings}
      columns={[
        { key: 'file', header: 'File', render: ({ record }) => record.fileName },
        { key: 'started', header: 'Started', render: ({ record }) => formatDate(new Date(record.startedAt)) },
        {
          key: 'status',
          header: 'Status',
          render: ({ job }: ImportListing) => {
            const status = STATUS[job?.status ?? 'uploading'];
            return <Badge tone={status.tone}>{status.label}</Badge>;
          },
        },
        { key: 'requested', header: 'Rows', align: 'right', render: ({ job }) => count(toImportResults(job?.result)?.requested) },
        { key: 'created', header: 'Created', align: 'right', render: ({ job }) => count(toImportResults(job?.result)?.created) },
        { key: 'updated', header: 'Updated', align: 'right', render: ({ job }) => count(toImportResults(job?.result)?.updated) },
        { key: 'errored', header: 'Errors', align: 'right', render: ({ job }) => count(toImportResults(job?.result)?.errored) },
        {
          key: 'errors',
          header: 'Errors file',
          render: ({ record, job }) => {
            const url = toImportResults(job?.result)?.errorsUrl;
            return url ? <ErrorsFileDownload record={record} /> : '—';
          },
        },
      ]}
    />
  );
}

import { useAppDispatch } from '@/shared/store/hooks';
import { formatNumber } from '@/shared/format/display-format';
import { Badge, type BadgeTone } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Table } from '@/shared/ui/Table';
import { exportRequested } from '../slice';
import { isExpired, timeLeft } from '../time-left';
import { describeTarget, exportRequestOf, type ContactExport } from '../types';
import styles from './Exports.module.css';
import { useMinuteClock } from './use-minute-clock';

const STATUS: Record<ContactExport['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Processing', tone: 'info' },
  ready: { label: 'Ready for download', tone: 'success' },
  failure: { label: 'Failed', tone: 'danger' },
};

const requestedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const labelId = (item: ContactExport) => `export-${item.id}-label`;

function Files({ item, now }: { item: ContactExport; now: number }) {
  const dispatch = useAppDispatch();
  if (item.status === 'failure') {
    return (
      <div className={styles.failure}>
        <span>{item.message ?? 'The export failed.'}</span>
        <Button size="sm" variant="secondary" onClick={() => dispatch(exportRequested(exportRequestOf(item)))} aria-describedby={labelId(item)}>
          Restart
        </Button>
      </div>
    );
  }
  if (item.status === 'pending') return <span className={styles.muted}>Being prepared…</span>;
  if (isExpired(item.expiresAt, now)) return <span className={styles.muted}>Expired: export again for a new file</span>;
  return (
    <ul className={styles.files}>
      {item.urls.map((url, index) => (
        <li key={url}>
          <a href={url} download={`contacts-${item.id.slice(0, 8)}-${index + 1}.${item.fileType}`} aria-describedby={labelId(item)}>
            {item.urls.length === 1 ? `Download ${item.fileType.toUpperCase()}` : `File ${index + 1} of ${item.urls.length}`}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Active Exports: what each export holds, its status, how long it stays, and its files. */
export function ExportsTable({ items }: { items: ContactExport[] }) {
  const now = useMinuteClock();
  return (
    <Table<ContactExport>
      caption="Active exports"
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        {
          key: 'export',
          header: 'Export',
          render: (item) => (
            <span id={labelId(item)}>
              {describeTarget(item.target)} <span className={styles.muted}>({item.fileType.toUpperCase()})</span>
              {item.contactCount !== undefined && item.status === 'ready' && <span className={styles.count}>{formatNumber(item.contactCount)} contacts</span>}
            </span>
          ),
        },
        { key: 'status', header: 'Status', width: '11rem', render: (item) => <Badge tone={STATUS[item.status].tone}>{STATUS[item.status].label}</Badge> },
        { key: 'requested', header: 'Requested', width: '11rem', render: (item) => requestedFormat.format(new Date(item.createdAt)) },
        { key: 'available', header: 'Available', width: '10rem', render: (item) => (item.status === 'failure' ? '—' : timeLeft(item.expiresAt, now)) },
        { key: 'files', header: 'Files', render: (item) => <Files item={item} now={now} /> },
        {
          key: 'actions',
          header: 'Actions',
          width: '6rem',
          render: (item) => (
            <ButtonLink size="sm" variant="tertiary" to={`delete-export/${item.id}`} aria-describedby={labelId(item)}>
              Delete
            </ButtonLink>
          ),
        },
      ]}
    />
  );
}

import type { ApiError } from '@/shared/api/errors';
import { Card } from '@/shared/ui/Card';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Table } from '@/shared/ui/Table';
import { formatRate } from './metrics';

/** One row of a stats links answer (…/{id}/links of single sends and automations). */
export interface LinkClickRow {
  url: string;
  url_location?: number;
  clicks: number;
}

interface Props<Row extends LinkClickRow> {
  /** The links answer; null while it has not come. */
  links: { results: Row[]; total_clicks: number } | null;
  error: ApiError | undefined;
  /** Tells rows of the same URL apart (its variation, phase or step). */
  rowKey(row: Row): string;
}

/** Clicks per link, most clicked first, with each link's share of all clicks. */
export function LinkClicks<Row extends LinkClickRow>({ links, error, rowKey }: Props<Row>) {
  const rows = [...(links?.results ?? [])].sort((a, b) => b.clicks - a.clicks);
  const total = links?.total_clicks ?? 0;
  return (
    <Card title="Link clicks">
      {error && !links ? (
        <p>{error.message}</p>
      ) : !links ? (
        <Skeleton lines={3} />
      ) : rows.length === 0 ? (
        <p>No link clicks yet.</p>
      ) : (
        <Table<Row>
          caption="Clicks per link"
          rows={rows}
          rowKey={(row) => `${rowKey(row)}|${row.url}|${row.url_location ?? ''}`}
          columns={[
            { key: 'url', header: 'Link', render: (row) => row.url },
            { key: 'clicks', header: 'Clicks', align: 'right', render: (row) => row.clicks.toLocaleString('en-US') },
            { key: 'share', header: 'Share of clicks', align: 'right', render: (row) => formatRate(total > 0 ? row.clicks / total : 0) },
          ]}
        />
      )}
    </Card>
  );
}

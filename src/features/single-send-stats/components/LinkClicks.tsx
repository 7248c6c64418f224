import { errorOf } from '@/shared/request-state/request-state';
import { Card } from '@/shared/ui/Card';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Table } from '@/shared/ui/Table';
import { formatRate } from '../metrics';
import type { SingleSendStatsState } from '../slice';
import type { LinkStatDto } from '../types';

/** Clicks per link of the chosen variation (or all), most clicked first. */
export function LinkClicks({ stats }: { stats: SingleSendStatsState }) {
  const { links, linksRequest } = stats;
  const error = errorOf(linksRequest);
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
        <Table<LinkStatDto>
          caption="Clicks per link"
          rows={rows}
          rowKey={(row) => `${row.ab_variation}|${row.ab_phase}|${row.url}|${row.url_location ?? ''}`}
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

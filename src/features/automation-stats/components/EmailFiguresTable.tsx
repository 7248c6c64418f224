import { formatNumber } from '@/shared/format/display-format';
import { formatRate, share } from '@/shared/marketing-stats/metrics';
import type { AutomationMessageDto } from '@/shared/sending/automation';
import type { MetricsDto } from '@/shared/sending/metrics';
import { Card } from '@/shared/ui/Card';
import { Table } from '@/shared/ui/Table';
import { emailLabel } from '@/features/automation-contacts/types';
import { metricsPerEmail } from '../step-metrics';
import type { AutomationStatsRowDto } from '../types';

interface Row {
  key: string;
  label: string;
  metrics: MetricsDto;
}

const withRate = (value: number, of: number) => `${formatNumber(value)} (${formatRate(share(value, of))})`;

/** Each email's totals side by side, in timeline order, so the emails compare at a glance. */
export function EmailFiguresTable({ totals, messages }: { totals: AutomationStatsRowDto[]; messages: AutomationMessageDto[] }) {
  const { emails, deleted } = metricsPerEmail(totals, messages);
  const rows: Row[] = [
    ...emails.map(({ message, metrics }) => ({ key: message.id, label: emailLabel(message), metrics })),
    ...(deleted ? [{ key: 'deleted', label: 'Emails deleted since', metrics: deleted }] : []),
  ];
  return (
    <Card title="Figures per email">
      <Table<Row>
        caption="Figures per email"
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { key: 'email', header: 'Email', render: (row) => row.label },
          { key: 'delivered', header: 'Delivered', align: 'right', render: (row) => formatNumber(row.metrics.delivered) },
          { key: 'opens', header: 'Unique opens', align: 'right', render: (row) => withRate(row.metrics.unique_opens, row.metrics.delivered) },
          { key: 'clicks', header: 'Unique clicks', align: 'right', render: (row) => withRate(row.metrics.unique_clicks, row.metrics.delivered) },
          { key: 'unsubscribes', header: 'Unsubscribes', align: 'right', render: (row) => withRate(row.metrics.unsubscribes, row.metrics.delivered) },
          { key: 'bounces', header: 'Bounces', align: 'right', render: (row) => formatNumber(row.metrics.bounces) },
        ]}
      />
    </Card>
  );
}

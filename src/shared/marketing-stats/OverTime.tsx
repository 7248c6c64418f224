import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Spinner } from '@/shared/ui/Spinner';
import { Table } from '@/shared/ui/Table';
import type { DailySeries } from './metrics';

const StatsChart = lazy(() => import('./StatsChart'));

/** A chart that cannot load or draw leaves the data table, which has the same figures. */
class ChartBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface Row {
  day: string;
  delivered: number;
  uniqueOpens: number;
  uniqueClicks: number;
}

interface Props {
  series: DailySeries;
  /** What the card says while there is no day to show. */
  emptyText: string;
}

const count = (value: number) => value.toLocaleString('en-US');

/** The figures per day: uPlot's chart, or the same figures as a table (the accessible alternative). */
export function OverTime({ series, emptyText }: Props) {
  const [asTable, setAsTable] = useState(false);
  const rows: Row[] = series.days.map((day, index) => ({
    day,
    delivered: series.delivered[index] ?? 0,
    uniqueOpens: series.uniqueOpens[index] ?? 0,
    uniqueClicks: series.uniqueClicks[index] ?? 0,
  }));
  const table = (
    <Table
      caption="Delivered, unique opens and unique clicks per day"
      rows={rows}
      rowKey={(row) => row.day}
      columns={[
        { key: 'day', header: 'Day', render: (row) => row.day },
        { key: 'delivered', header: 'Delivered', align: 'right', render: (row) => count(row.delivered) },
        { key: 'opens', header: 'Unique opens', align: 'right', render: (row) => count(row.uniqueOpens) },
        { key: 'clicks', header: 'Unique clicks', align: 'right', render: (row) => count(row.uniqueClicks) },
      ]}
    />
  );
  const label = `Chart of delivered, unique opens and unique clicks per day over ${series.days.length} days. The same figures are in the data table.`;
  return (
    <Card
      title="Over time"
      actions={
        <Button size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          Show as a table
        </Button>
      }
    >
      {series.days.length === 0 ? (
        <p>{emptyText}</p>
      ) : asTable ? (
        table
      ) : (
        <ChartBoundary fallback={table}>
          <Suspense fallback={<Spinner label="Loading the chart" />}>
            <StatsChart series={series} label={label} />
          </Suspense>
        </ChartBoundary>
      )}
    </Card>
  );
}

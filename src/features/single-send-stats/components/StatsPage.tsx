import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { selectUserTimezone } from '@/shared/account/account-selectors';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { LinkClicks } from '@/shared/marketing-stats/LinkClicks';
import { MetricFigures } from '@/shared/marketing-stats/MetricFigures';
import { OverTime } from '@/shared/marketing-stats/OverTime';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Select } from '@/shared/ui/Select';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Spinner } from '@/shared/ui/Spinner';
import { dailySeriesOf, metricsOf } from '../metrics';
import { selectSingleSendStatsState, statsExportRequested, statsOpened, variationChosen } from '../slice';
import { ALL_VARIATIONS } from '../types';
import { PickWinner } from './PickWinner';
import styles from './StatsPage.module.css';

const STATUS_LABELS = { draft: 'Draft', scheduled: 'Scheduled', triggered: 'Sent', expired: 'Expired', 'pick-winner': 'Pick a winner' } as const;

/** The stats route's own path in a pathname that may go on into `stats/preview`. */
export const statsPathOf = (pathname: string) => pathname.slice(0, pathname.indexOf('/stats') + '/stats'.length);

/**
 * /single-sends/:id/stats: the figures with rates, per variation through the variant picker for an A/B
 * test, the figures over time (a chart and its data table), the clicks per link, and picking the winner.
 */
export function StatsPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const stats = useAppSelector(selectSingleSendStatsState);
  const timezone = useAppSelector(selectUserTimezone).code;
  const formatTime = useAccountDateTime();
  const statsPath = statsPathOf(useLocation().pathname);
  const area = statsPath.slice(0, statsPath.length - `/${id}/stats`.length);
  const mine = stats.id === id;
  const open = () => dispatch(statsOpened({ id, timezone }));

  useEffect(() => {
    dispatch(statsOpened({ id, timezone }));
  }, [dispatch, id, timezone]);

  const send = mine ? stats.send : null;
  const variation = stats.variation;
  const metrics = useMemo(() => metricsOf(stats.totals, variation), [stats.totals, variation]);
  const series = useMemo(() => dailySeriesOf(stats.daily, variation), [stats.daily, variation]);
  const loadError = mine ? errorOf(stats.load) : undefined;
  const statsError = mine ? errorOf(stats.stats) : undefined;
  const breadcrumb = [{ label: 'Single Sends', to: area }];

  if (loadError) {
    return (
      <>
        <PageHeader title="Stats" breadcrumb={breadcrumb} />
        <EmptyState title={loadError.status === 404 ? 'This single send does not exist' : 'We could not open these stats'} action={<Button onClick={open}>Try again</Button>}>
          {loadError.message}
        </EmptyState>
      </>
    );
  }
  if (!send) return <Spinner size="lg" label="Opening the stats" />;

  const isAb = send.abtest !== null && send.ab_variations.length > 0;
  return (
    <div className={styles.page}>
      <PageHeader
        title={`Stats: ${send.name}`}
        breadcrumb={breadcrumb}
        description={
          <>
            <Badge tone={send.status === 'triggered' ? 'success' : send.status === 'expired' ? 'neutral' : 'info'}>{STATUS_LABELS[send.status]}</Badge>{' '}
            {send.send_at ? `Sent ${formatTime(Date.parse(send.send_at))}` : ''}
          </>
        }
        actions={
          <>
            <Button loading={isInFlight(stats.exportCsv)} onClick={() => dispatch(statsExportRequested({ id, name: send.name, timezone }))}>
              Export CSV
            </Button>
            <ButtonLink to={`${statsPath}/preview`}>Preview the email</ButtonLink>
          </>
        }
      />
      {isAb && (
        <div className={styles.toolbar}>
          <Select
            label="Variation"
            name="variation"
            value={variation}
            onChange={(event) => dispatch(variationChosen({ id, variation: event.target.value }))}
            options={[
              { value: ALL_VARIATIONS, label: 'All variations' },
              ...send.ab_variations.map((candidate) => ({
                value: candidate.id,
                label: `Variation ${candidate.name}${send.abtest?.type === 'subject' ? `: ${candidate.subject}` : ''}`,
              })),
            ]}
          />
        </div>
      )}
      <Card title={isAb && variation !== ALL_VARIATIONS ? `Figures of variation ${send.ab_variations.find((candidate) => candidate.id === variation)?.name ?? ''}` : 'Figures'}>
        {statsError ? (
          <EmptyState title="We could not load the statistics" action={<Button onClick={open}>Try again</Button>}>
            {statsError.message}
          </EmptyState>
        ) : stats.stats.status === 'InFlight' && stats.totals.length === 0 ? (
          <Skeleton lines={3} />
        ) : (
          <MetricFigures metrics={metrics} />
        )}
      </Card>
      {isAb && <PickWinner send={send} stats={stats} now={new Date()} />}
      <OverTime series={series} emptyText="No figures yet: they appear once the send starts going out." />
      <LinkClicks links={stats.links} error={errorOf(stats.linksRequest)} rowKey={(row) => `${row.ab_variation}|${row.ab_phase}`} />
      <Outlet />
    </div>
  );
}

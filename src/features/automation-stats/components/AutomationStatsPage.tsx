import { useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { selectUserTimezone } from '@/shared/account/account-selectors';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { LinkClicks } from '@/shared/marketing-stats/LinkClicks';
import { dailySeries, sumMetrics } from '@/shared/marketing-stats/metrics';
import { MetricFigures } from '@/shared/marketing-stats/MetricFigures';
import { OverTime } from '@/shared/marketing-stats/OverTime';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { allMessages } from '@/shared/sending/automation-tree';
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
import { emailLabel } from '@/features/automation-contacts/types';
import { automationStatsExportRequested, automationStatsOpened, selectAutomationStatsState, statsRangeChosen, statsStepChosen } from '../slice';
import { metricsOfStep } from '../step-metrics';
import { ALL_STEPS } from '../types';
import styles from './AutomationStats.module.css';
import { EmailFiguresTable } from './EmailFiguresTable';
import { StatsRangeForm } from './StatsRangeForm';

const STATUS_LABELS = { draft: 'Draft', live: 'Live', disabled: 'Disabled', paused: 'Paused' } as const;

/**
 * /automations/:id/stats: the figures with rates of every email together or of one (the email picker),
 * each email's figures side by side, the figures per day (a chart and its data table), the clicks per
 * link, over a date range, and the CSV export. A draft that never went live has none yet.
 */
export function AutomationStatsPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const stats = useAppSelector(selectAutomationStatsState);
  const timezone = useAppSelector(selectUserTimezone).code;
  const formatTime = useAccountDateTime();
  const pathname = useLocation().pathname;
  const area = pathname.slice(0, pathname.lastIndexOf(`/${id}/stats`));
  const mine = stats.id === id;
  const open = () => dispatch(automationStatsOpened({ id, timezone }));

  useEffect(() => {
    dispatch(automationStatsOpened({ id, timezone }));
  }, [dispatch, id, timezone]);

  const automation = mine ? stats.automation : null;
  const messages = useMemo(() => (automation ? allMessages(automation.steps) : []), [automation]);
  const metrics = useMemo(() => metricsOfStep(stats.totals, stats.step), [stats.totals, stats.step]);
  const series = useMemo(() => dailySeries(stats.daily, (day) => sumMetrics(day.map((row) => row.stats))), [stats.daily]);
  const loadError = mine ? errorOf(stats.load) : undefined;
  const totalsError = mine ? errorOf(stats.totalsRequest) : undefined;
  const breadcrumb = [{ label: 'Automations', to: area }];
  const detailPath = `${area}/${encodeURIComponent(id)}/detail`;

  if (loadError) {
    return (
      <>
        <PageHeader title="Stats" breadcrumb={breadcrumb} />
        <EmptyState title={loadError.status === 404 ? 'This automation does not exist' : 'We could not open these stats'} action={<Button onClick={open}>Try again</Button>}>
          {loadError.message}
        </EmptyState>
      </>
    );
  }
  if (!automation) return <Spinner size="lg" label="Opening the stats" />;

  const neverLive = automation.live_at === null;
  const chosen = messages.find((message) => message.id === stats.step);
  return (
    <div className={styles.page}>
      <PageHeader
        title={`Stats: ${automation.name}`}
        breadcrumb={breadcrumb}
        description={
          <>
            <Badge tone={automation.status === 'live' ? 'success' : 'neutral'}>{STATUS_LABELS[automation.status]}</Badge>{' '}
            {automation.live_at ? `Went live ${formatTime(Date.parse(automation.live_at))}` : ''}
          </>
        }
        actions={
          <>
            {!neverLive && (
              <Button loading={isInFlight(stats.exportCsv)} onClick={() => dispatch(automationStatsExportRequested({ id, name: automation.name, timezone }))}>
                Export CSV
              </Button>
            )}
            <ButtonLink to={detailPath}>Open the automation</ButtonLink>
          </>
        }
      />
      {neverLive ? (
        <EmptyState title="No stats yet">This automation has not been live yet. Its stats appear here once it goes live and sends its first email.</EmptyState>
      ) : (
        <>
          <div className={styles.toolbar}>
            <Select
              label="Email"
              name="step"
              value={chosen ? chosen.id : ALL_STEPS}
              onChange={(event) => dispatch(statsStepChosen({ id, timezone, step: event.target.value }))}
              options={[{ value: ALL_STEPS, label: 'All emails' }, ...messages.map((message) => ({ value: message.id, label: emailLabel(message) }))]}
            />
            <StatsRangeForm range={stats.range} onChange={(range) => dispatch(statsRangeChosen({ id, timezone, range }))} />
          </div>
          <Card title={chosen ? `Figures of ${emailLabel(chosen)}` : 'Figures of all emails'}>
            {totalsError ? (
              <EmptyState title="We could not load the statistics" action={<Button onClick={open}>Try again</Button>}>
                {totalsError.message}
              </EmptyState>
            ) : isInFlight(stats.totalsRequest) && stats.totals.length === 0 ? (
              <Skeleton lines={3} />
            ) : (
              <MetricFigures metrics={metrics} />
            )}
          </Card>
          {messages.length > 0 && !totalsError && <EmailFiguresTable totals={stats.totals} messages={messages} />}
          <OverTime series={series} emptyText="No figures for these days: they appear once the automation sends emails." />
          <LinkClicks links={stats.links} error={errorOf(stats.linksRequest)} rowKey={(row) => row.step_id} />
        </>
      )}
    </div>
  );
}

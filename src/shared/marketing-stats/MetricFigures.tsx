import type { MetricsDto } from '@/shared/sending/metrics';
import { formatRate, metricFigures } from './metrics';
import styles from './MarketingStats.module.css';

/** Requests, delivered, opens, clicks, bounces, unsubscribes and spam reports, with their rates. */
export function MetricFigures({ metrics }: { metrics: MetricsDto }) {
  return (
    <dl className={styles.figures}>
      {metricFigures(metrics).map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt>{figure.label}</dt>
          <dd className={styles.value}>{figure.value.toLocaleString('en-US')}</dd>
          {figure.rate !== undefined && (
            <dd>
              {formatRate(figure.rate)} of {figure.of}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

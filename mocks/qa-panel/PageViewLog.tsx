import { useSyncExternalStore } from 'react';
import type { PageViewEvent } from '@/shared/analytics/analytics-sink';
import { pageViewRecorder } from '../analytics/page-view-recorder';
import styles from './QaPanel.module.css';

const SHOWN = 15;

/** The page views the app sent since this page loaded, newest first. */
export function PageViewLog() {
  // Other events (what users do in the editor) go to the same sink; this log counts page views only.
  const events = useSyncExternalStore(pageViewRecorder.subscribe, pageViewRecorder.events).filter(
    (event): event is PageViewEvent => event.type === 'page-view',
  );
  const latest = events.slice(-SHOWN).reverse();
  return (
    <section aria-labelledby="qa-page-views" className={styles.log}>
      <h2 id="qa-page-views" className={styles.logTitle}>
        Page views sent: <span data-testid="page-view-count">{events.length}</span>
      </h2>
      {latest.length > 0 && (
        <ol aria-label="Latest page views" className={styles.logList}>
          {latest.map((event) => (
            <li key={event.at + event.path + event.search}>
              {event.path}
              {event.search}
              {event.legacy ? ' (legacy)' : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

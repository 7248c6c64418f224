import type { AutomationRow } from '../types';
import styles from './Automations.module.css';

/** The entry list or segment by name, with which of the two it is. */
export function EntryCell({ row }: { row: AutomationRow }) {
  if (row.entryKind === null) return <span className={styles.note}>None chosen</span>;
  const kind = row.entryKind === 'list' ? 'List' : 'Segment';
  if (row.entryName === null) return <span className={styles.note}>{kind} deleted</span>;
  return (
    <span className={styles.entry} title={`${kind}: ${row.entryName}`}>
      <span className={styles.note}>{kind}: </span>
      {row.entryName}
    </span>
  );
}

import type { DestinationKey } from '../types';
import styles from './Integrations.module.css';

/** A letter mark in the app's colour; decorative, the name is always written next to it. */
export function AppLogo({ destination }: { destination: DestinationKey }) {
  return (
    <span className={`${styles.logo} ${styles[destination]}`} aria-hidden="true">
      {destination === 'segment' ? 'S' : 'T'}
    </span>
  );
}

import { Skeleton } from '@/shared/ui/Skeleton';
import styles from './DesignLibrary.module.css';

/** Cards still loading, as many as will come (the spec: the smaller of the page size and what remains). */
export function DesignListPlaceholder({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.item} aria-hidden="true">
          <Skeleton lines={4} className={styles.skeleton} />
        </li>
      ))}
    </>
  );
}

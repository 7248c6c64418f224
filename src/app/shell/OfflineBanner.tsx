import { selectOnline } from '@/shared/connectivity/connectivity-slice';
import { useAppSelector } from '@/shared/store/hooks';
import styles from './Banners.module.css';

/**
 * Says so while the browser is offline. The live region is always in the page, empty when online,
 * so screen readers announce the message when it appears.
 */
export function OfflineBanner() {
  const online = useAppSelector(selectOnline);
  return (
    <div role="status" aria-label="Connection" className={online ? undefined : `${styles.banner} ${styles.warning}`}>
      {!online && (
        <p>
          <strong>You are offline.</strong> Saving and opening pages you have not visited yet will work again once you
          reconnect.
        </p>
      )}
    </div>
  );
}

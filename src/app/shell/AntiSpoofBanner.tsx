import { Link, useLocation } from 'react-router-dom';
import { isLegacyPath, LEGACY_PREFIX } from '@/shared/routing/legacy';
import { within } from '../routes/areas';
import styles from './Banners.module.css';

const SENDERS_PATH = '/senders';

/** Shown on every page except the senders pages, which carry the same advice in their own words. */
export function AntiSpoofBanner() {
  const { pathname } = useLocation();
  const path = isLegacyPath(pathname) ? pathname.slice(LEGACY_PREFIX.length) : pathname;
  if (within(path, SENDERS_PATH)) return null;
  return (
    <section className={`${styles.banner} ${styles.info}`} aria-label="Sender authentication">
      <p>
        Protect your recipients from spoofed email: send only from verified senders on a domain you have authenticated.{' '}
        <Link to="/senders/info">Learn about verified senders</Link>
      </p>
    </section>
  );
}

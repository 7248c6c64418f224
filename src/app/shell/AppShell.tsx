import { useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard';
import { isLegacyPath } from '@/shared/routing/legacy';
import { Badge } from '@/shared/ui/Badge';
import { selectAllowedAreas } from '../access/access-selectors';
import { useAppSelector } from '@/shared/store/hooks';
import { AccountMenu } from './AccountMenu';
import { AlertStack } from './AlertStack';
import { AntiSpoofBanner } from './AntiSpoofBanner';
import { ContactLimitBanner } from './ContactLimitBanner';
import { useHeadingFocusOnNavigation } from './heading-focus';
import { ImpersonationBanner } from './ImpersonationBanner';
import { LocationWatcher } from './LocationWatcher';
import { MainNavigation } from './MainNavigation';
import { OfflineBanner } from './OfflineBanner';
import { BackgroundWorkGuard } from './BackgroundWorkGuard';
import styles from './AppShell.module.css';

/** The layout route: skip link, top bar with the account menu, banners, navigation, alerts and the main area. */
export function AppShell() {
  const navigation = useNavigation();
  const legacy = isLegacyPath(useLocation().pathname);
  // Contact counts are a marketing call: only asked for when the contacts area is open to the user.
  const contactsOpen = useAppSelector(selectAllowedAreas).some((area) => area.key === 'contacts');
  const main = useRef<HTMLElement>(null);
  useHeadingFocusOnNavigation(main);

  return (
    <div className={styles.shell}>
      <LocationWatcher />
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <header className={styles.topBar}>
        <span className={styles.brand}>
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path d="M8 11l8 6 8-6v10H8z" fill="#fff" />
          </svg>
          Marketing Campaigns
          {legacy && <Badge tone="neutral">Legacy experience</Badge>}
        </span>
        <AccountMenu />
      </header>
      <OfflineBanner />
      <ImpersonationBanner />
      <AntiSpoofBanner />
      {contactsOpen && <ContactLimitBanner />}
      <div className={styles.body}>
        <MainNavigation />
        <main ref={main} id="main" className={styles.main} tabIndex={-1} aria-busy={navigation.state === 'loading'}>
          {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label="Loading page" />}
          <UnsavedChangesGuard>
            <BackgroundWorkGuard />
            <Outlet />
          </UnsavedChangesGuard>
        </main>
      </div>
      <AlertStack />
    </div>
  );
}

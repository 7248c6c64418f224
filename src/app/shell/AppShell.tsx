import { NavLink, Outlet, useNavigation } from 'react-router-dom';
import { logoutRequested } from '@/shared/session/session-slice';
import { Button } from '@/shared/ui/Button';
import { useAppDispatch } from '../hooks';
import { AlertStack } from './AlertStack';
import { navigationItems } from './navigation-items';
import styles from './AppShell.module.css';

/** The layout route: skip link, top bar, navigation, alerts and the main area. */
export function AppShell() {
  const dispatch = useAppDispatch();
  const navigation = useNavigation();

  return (
    <div className={styles.shell}>
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
        </span>
        <Button variant="tertiary" size="sm" onClick={() => dispatch(logoutRequested())}>
          Log out
        </Button>
      </header>
      <div className={styles.body}>
        <nav className={styles.nav} aria-label="Main">
          <ul>
            {navigationItems.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end={item.end} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className={styles.main} tabIndex={-1} aria-busy={navigation.state === 'loading'}>
          {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label="Loading page" />}
          <Outlet />
        </main>
      </div>
      <AlertStack />
    </div>
  );
}

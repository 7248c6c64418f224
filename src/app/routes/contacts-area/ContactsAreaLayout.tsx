import { Link, Outlet, useLocation } from 'react-router-dom';
import { useAudiencePath } from '@/shared/audience/audience-path';
import { AudienceProviders } from './audience-providers';
import styles from './ContactsAreaLayout.module.css';

/** The area's sections; every other screen (all contacts, a list, a profile, adding) belongs to Contacts. */
const SECTIONS = [
  { path: '', label: 'Contacts' },
  { path: 'segments', label: 'Segments' },
  { path: 'import', label: 'Import' },
  { path: 'exports', label: 'Exports' },
] as const;

function currentSection(pathname: string, to: (path: string) => string): string {
  const section = SECTIONS.find(({ path }) => path !== '' && (pathname === to(path) || pathname.startsWith(`${to(path)}/`)));
  return section?.path ?? '';
}

/**
 * Every screen of the contacts area: its sections' navigation above the screen, and the seams between
 * the audience features around it. The same tree serves /contacts and /legacy/contacts.
 */
export function ContactsAreaLayout() {
  const to = useAudiencePath();
  const { pathname } = useLocation();
  const current = currentSection(pathname, to);
  return (
    <AudienceProviders>
      <nav aria-label="Contacts sections" className={styles.sections}>
        <ul>
          {SECTIONS.map(({ path, label }) => (
            <li key={label}>
              <Link to={to(path)} aria-current={path !== current ? undefined : pathname === to(path) ? 'page' : 'true'} className={path === current ? styles.active : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </AudienceProviders>
  );
}

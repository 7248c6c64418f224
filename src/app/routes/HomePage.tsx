import { Link } from 'react-router-dom';
import { selectScopes } from '@/shared/account/account-selectors';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { selectAllowedAreas, selectNewVersionAccess } from '../access/access-selectors';
import { useAppSelector } from '@/shared/store/hooks';
import { selectEmbedContext } from '../shell/shell-slice';
import { AREA_DESCRIPTIONS } from './area-descriptions';
import { topLevelHref } from './location-rules';
import styles from './HomePage.module.css';

/** Where every area the user may open is one click away, with a line on what it is for. */
export function HomePage() {
  const areas = useAppSelector(selectAllowedAreas);
  const context = useAppSelector(selectEmbedContext);
  const newVersionAccess = useAppSelector(selectNewVersionAccess);
  const scopesKnown = useAppSelector(selectScopes) !== undefined;
  return (
    <>
      <PageHeader title="Marketing Campaigns" description="Manage your audience and send email and SMS campaigns." />
      {scopesKnown && areas.length === 0 && (
        <EmptyState title="No area is open to your user">
          <p>Your user's permissions do not include any Marketing Campaigns area. An account administrator can give you access.</p>
        </EmptyState>
      )}
      {areas.length > 0 && (
        <ul className={styles.areas} aria-label="Areas">
          {areas.map((area) => (
            <li key={area.key} className={styles.area}>
              <h2 className={styles.title}>
                <Link to={topLevelHref(area.navPath, { context, newVersionAccess })}>{area.label}</Link>
              </h2>
              <p className={styles.description}>{AREA_DESCRIPTIONS[area.key]}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

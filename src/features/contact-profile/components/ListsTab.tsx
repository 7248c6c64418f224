import { Outlet } from 'react-router-dom';
import { useListChoice } from '@/shared/audience/list-choice';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import styles from './ContactProfilePage.module.css';
import { useProfile } from './profile-context';
import { TabToolbar } from './TabToolbar';
import { useListNames } from './use-list-names';

/** The lists the contact belongs to, each removable; adding to lists needs the lists feature's choice. */
export function ListsTab() {
  const profile = useProfile();
  const { contact } = profile;
  const { names, request } = useListNames();
  const canChoose = useListChoice() !== null;
  const listIds = contact.list_ids ?? [];
  const failed = errorOf(request);

  return (
    <>
      <TabToolbar editLabel={canChoose ? 'Add to Lists' : undefined} />
      {failed && <InlineAlert tone="warning">We could not load the names of your lists.</InlineAlert>}
      {listIds.length === 0 ? (
        <EmptyState title="Not on any list">
          <p>This contact is in All Contacts only.</p>
        </EmptyState>
      ) : (
        <ul className={styles.lists} aria-label="Lists of this contact" aria-busy={isInFlight(request)}>
          {listIds.map((listId) => {
            const name = names.get(listId) ?? (isInFlight(request) ? 'Loading list name…' : 'Unnamed list');
            return (
              <li key={listId}>
                <span>{name}</span>
                <ButtonLink to={`delete/${encodeURIComponent(listId)}`} variant="tertiary" size="sm" aria-label={`Remove from ${name}`}>
                  Remove
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      )}
      <Outlet context={profile} />
    </>
  );
}

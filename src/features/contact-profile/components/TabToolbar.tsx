import type { ReactNode } from 'react';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import styles from './ContactProfilePage.module.css';

/** A tab's actions: edit its fields (when it has an edit screen to offer) and delete the contact. */
export function TabToolbar({ editLabel, children }: { editLabel?: string; children?: ReactNode }) {
  return (
    <div className={styles.toolbar}>
      {children}
      {editLabel && (
        <ButtonLink to="edit" variant="secondary">
          {editLabel}
        </ButtonLink>
      )}
      <ButtonLink to="delete" variant="danger">
        Delete Contact
      </ButtonLink>
    </div>
  );
}

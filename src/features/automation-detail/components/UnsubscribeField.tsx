import { Link } from 'react-router-dom';
import { selectAllGroups, selectGroupsComplete } from '@/features/unsubscribe-groups/selectors';
import { groupsRequested } from '@/features/unsubscribe-groups/slice';
import { UnsubscribeChoice } from '@/shared/sending/UnsubscribeChoice';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { FIELD_IDS } from '../field-ids';
import type { AutomationDraft } from '../types';
import styles from './AutomationDetail.module.css';

interface Props {
  draft: AutomationDraft;
  error?: string;
  readOnly: boolean;
  onChange(changes: Partial<AutomationDraft>): void;
}

/** Every email of the automation carries one unsubscribe option: a group, or a custom link starting with http:// or https://. */
export function UnsubscribeField({ draft, error, readOnly, onChange }: Props) {
  useLoadOnce(useAppSelector(selectGroupsComplete), () => groupsRequested({ load: 'all' }));
  const groups = useAppSelector(selectAllGroups);
  return (
    <div className={styles.field}>
      <UnsubscribeChoice
        value={draft}
        groups={groups}
        error={error}
        hint="Needed to set the automation live: recipients use it to unsubscribe."
        ids={{ group: FIELD_IDS.unsubscribe, customUrl: FIELD_IDS.customUrl }}
        onChange={onChange}
      />
      {!readOnly && <Link to="modals/create_unsubscribe">Create a new unsubscribe group</Link>}
    </div>
  );
}

import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { isInFlight } from '@/shared/request-state/request-state';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { selectExportRequest } from '../selectors';
import { suppressionsExportRequested } from '../slice';
import type { UnsubscribeGroup } from '../types';
import { formatLastSent, formatNumber, isoDate } from './format';
import styles from './GroupCard.module.css';
import { UploadStatus } from './UploadStatus';

const nameId = (group: UnsubscribeGroup) => `group-${group.id}-name`;

/** One group on the list: what it is, how it is used, and what can be done with it. */
export function GroupCard({ group }: { group: UnsubscribeGroup }) {
  const dispatch = useAppDispatch();
  const exportRequest = useAppSelector((state) => selectExportRequest(state, group.id));
  const describedBy = nameId(group);

  return (
    <Card title={group.name} className={styles.card}>
      <span id={describedBy} hidden>
        {group.name}
      </span>
      <p className={styles.description}>{group.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Unsubscribes</dt>
          <dd className={styles.count}>{formatNumber(group.unsubscribes)}</dd>
        </div>
        <div>
          <dt>Preferences page</dt>
          <dd>
            {group.isDisplayedOnPreferencesPage ? <Badge tone="success">Displayed</Badge> : <Badge tone="neutral">Not displayed</Badge>}
          </dd>
        </div>
        <div>
          <dt>Last email sent</dt>
          <dd>{group.lastEmailSentAt === null ? 'Never' : <time dateTime={isoDate(group.lastEmailSentAt)}>{formatLastSent(group.lastEmailSentAt)}</time>}</dd>
        </div>
      </dl>
      <div className={styles.listActions}>
        <ButtonLink size="sm" variant="tertiary" to={`${group.id}/upload-csv`} aria-describedby={describedBy}>
          Upload CSV
        </ButtonLink>
        <ButtonLink size="sm" variant="tertiary" to={`${group.id}/suppressions/add/manual`} aria-describedby={describedBy}>
          Add manually
        </ButtonLink>
        <Button
          size="sm"
          variant="tertiary"
          aria-describedby={describedBy}
          loading={isInFlight(exportRequest)}
          onClick={() => dispatch(suppressionsExportRequested({ groupId: group.id }))}
        >
          Export
        </Button>
      </div>
      <UploadStatus groupId={group.id} groupName={group.name} />
      <div className={styles.actions}>
        <ButtonLink size="sm" to={`${group.id}/edit/preview/unsubscribe`} aria-describedby={describedBy}>
          Edit
        </ButtonLink>
        <ButtonLink size="sm" variant="tertiary" to={`${group.id}/preview/unsubscribe`} aria-describedby={describedBy}>
          Preview
        </ButtonLink>
      </div>
    </Card>
  );
}

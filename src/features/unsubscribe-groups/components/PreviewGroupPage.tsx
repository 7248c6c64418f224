import { useParams } from 'react-router-dom';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { PageHeader } from '@/shared/ui/PageHeader';
import { toUnsubscribeGroupFormValues } from '../types';
import { GroupLookup } from './GroupLookup';
import { GroupPreviews } from './GroupPreviews';
import styles from './PreviewGroupPage.module.css';
import { usePreviewType } from './use-preview-type';

/** /unsubscribe-groups/:id/preview/:type: the group as recipients see it, without the form. */
export function PreviewGroupPage() {
  const { id = '' } = useParams();
  const [preview, setPreview] = usePreviewType();
  return (
    <GroupLookup id={id} listPath="..">
      {(group) => (
        <>
          <PageHeader
            title={`Preview: ${group.name}`}
            breadcrumb={[{ label: 'Unsubscribe Groups', to: '..' }]}
            description="How recipients see this group when they unsubscribe and when they manage their preferences."
            actions={
              <ButtonLink to={`../${group.id}/edit/preview/${preview}`} variant="primary">
                Edit Group
              </ButtonLink>
            }
          />
          <div className={styles.preview}>
            <GroupPreviews group={toUnsubscribeGroupFormValues(group)} groupId={group.id} selected={preview} onSelect={setPreview} />
          </div>
        </>
      )}
    </GroupLookup>
  );
}

import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { ListContent } from '@/shared/ui/ListContent';
import { Spinner } from '@/shared/ui/Spinner';
import { selectAllSystemDesigns, selectCreatingFrom, selectSystemDesignsComplete, selectSystemDesignsRequest } from '../selectors';
import { designCreateRequested, systemDesignsRequested } from '../slice';
import { DesignCard } from './DesignCard';
import styles from './DesignLibrary.module.css';
import { DesignListPlaceholder } from './DesignListPlaceholder';
import { useOpenCreatedDesign } from './use-open-created-design';

/** /design-library/sendgrid-designs: the system designs, read-only; "Use this design" copies one into yours and opens it. */
export function SystemDesignsTab() {
  const dispatch = useAppDispatch();
  const designs = useAppSelector(selectAllSystemDesigns);
  const complete = useAppSelector(selectSystemDesignsComplete);
  const request = useAppSelector(selectSystemDesignsRequest);
  const creatingFrom = useAppSelector(selectCreatingFrom);
  const createRequest = useOpenCreatedDesign('..');
  useLoadOnce(complete, () => systemDesignsRequested({ load: 'all' }));

  return (
    <ListContent
      request={request}
      empty={designs.length === 0}
      placeholder={
        <div aria-busy="true">
          <Spinner label="Loading the system designs" />
          <ul className={styles.grid}>
            <DesignListPlaceholder count={4} />
          </ul>
        </div>
      }
      errorTitle="We could not load the system designs"
      onRetry={() => dispatch(systemDesignsRequested({ load: 'all' }))}
    >
      <ul className={styles.grid} aria-label="System designs">
        {designs.map((design) => (
          <li key={design.id} className={styles.item}>
            <DesignCard
              kind="sendgrid-designs"
              design={design}
              actions={(describedBy) => (
                <>
                  <Button
                    size="sm"
                    variant="primary"
                    aria-describedby={describedBy}
                    loading={creatingFrom?.kind === 'system' && creatingFrom.id === design.id}
                    disabled={isInFlight(createRequest)}
                    onClick={() => dispatch(designCreateRequested({ name: design.name, source: { kind: 'system', id: design.id } }))}
                  >
                    Use this design
                  </Button>
                  <ButtonLink size="sm" variant="tertiary" to={`${design.id}/preview`} aria-describedby={describedBy}>
                    Preview
                  </ButtonLink>
                </>
              )}
            />
          </li>
        ))}
      </ul>
    </ListContent>
  );
}

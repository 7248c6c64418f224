import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListContent } from '@/shared/ui/ListContent';
import { Spinner } from '@/shared/ui/Spinner';
import { DESIGNS_PAGE_SIZE } from '../limits';
import { designCount } from '../messages';
import { selectAllDesigns, selectDesignsComplete, selectDesignsRequest, selectDesignsTotal } from '../selectors';
import { designsRequested } from '../slice';
import { DesignCard } from './DesignCard';
import styles from './DesignLibrary.module.css';
import { DesignListPlaceholder } from './DesignListPlaceholder';

/** /design-library/your-designs: your designs, a page at a time, with their actions; dialogs open over it. */
export function YourDesignsTab() {
  const dispatch = useAppDispatch();
  const designs = useAppSelector(selectAllDesigns);
  const complete = useAppSelector(selectDesignsComplete);
  const request = useAppSelector(selectDesignsRequest);
  const total = useAppSelector(selectDesignsTotal);
  // "Load more" was pressed with this many designs shown: their placeholders show until the page comes.
  const [moreAskedAt, setMoreAskedAt] = useState<number | null>(null);
  const loadingMore = isInFlight(request) && moreAskedAt === designs.length;
  const remaining = total === null ? DESIGNS_PAGE_SIZE : total - designs.length;

  // Every visit refreshes (a design saved in the editor moves up), keeping as many designs as were shown.
  useEffect(() => {
    dispatch(designsRequested({ load: 'refresh' }));
  }, [dispatch]);

  const create = (
    <ButtonLink to="../selector/new" variant="primary">
      Create a Design
    </ButtonLink>
  );

  return (
    <>
      <ListContent
        request={request}
        empty={designs.length === 0}
        placeholder={
          <div aria-busy="true">
            <Spinner label="Loading your designs" />
            <ul className={styles.grid}>
              <DesignListPlaceholder count={Math.min(DESIGNS_PAGE_SIZE, remaining)} />
            </ul>
          </div>
        }
        errorTitle="We could not load your designs"
        onRetry={() => dispatch(designsRequested({ load: 'refresh' }))}
        emptyState={
          <EmptyState title="Create your first design" action={create}>
            <p>
              A design is an email you can reuse: start from a blank canvas or one of the system designs, make it yours in the
              design editor or in code, and use it for your single sends and automations.
            </p>
          </EmptyState>
        }
      >
        <ul className={styles.grid} aria-label="Your designs" aria-busy={loadingMore}>
          {designs.map((design) => (
            <li key={design.id} className={styles.item}>
              <DesignCard
                kind="your-designs"
                design={design}
                actions={(describedBy) => (
                  <>
                    <ButtonLink size="sm" variant="primary" to={`${design.id}/editor`} aria-describedby={describedBy}>
                      Edit
                    </ButtonLink>
                    <ButtonLink size="sm" variant="tertiary" to={`${design.id}/preview`} aria-describedby={describedBy}>
                      Preview
                    </ButtonLink>
                    <ButtonLink size="sm" variant="tertiary" to={`${design.id}/duplicate`} aria-describedby={describedBy}>
                      Duplicate
                    </ButtonLink>
                    <ButtonLink size="sm" variant="tertiary" to={`${design.id}/rename`} aria-describedby={describedBy}>
                      Rename
                    </ButtonLink>
                    <ButtonLink size="sm" variant="tertiary" to={`${design.id}/delete`} aria-describedby={describedBy}>
                      Delete
                    </ButtonLink>
                  </>
                )}
              />
            </li>
          ))}
          {loadingMore && <DesignListPlaceholder count={Math.max(0, Math.min(DESIGNS_PAGE_SIZE, remaining))} />}
        </ul>
        <div className={styles.footer}>
          <p role="status" className={styles.status}>
            {complete
              ? `All ${designCount(designs.length)} are shown. You have reached the end of the list.`
              : `Showing ${designs.length} of ${designCount(total ?? designs.length)}.`}
          </p>
          {!complete && (
            <Button
              loading={loadingMore}
              onClick={() => {
                setMoreAskedAt(designs.length);
                dispatch(designsRequested({ load: 'next' }));
              }}
            >
              Load more designs
            </Button>
          )}
        </div>
      </ListContent>
      <Outlet />
    </>
  );
}

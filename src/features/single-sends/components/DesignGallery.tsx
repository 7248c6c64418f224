import {
  selectAllDesigns,
  selectAllSystemDesigns,
  selectDesignsComplete,
  selectDesignsRequest,
  designThumbnailSource,
  selectSystemDesignsComplete,
  selectSystemDesignsRequest,
} from '@/features/design-library/selectors';
import { designsRequested, systemDesignsRequested } from '@/features/design-library/slice';
import type { DesignKind, DesignSummary } from '@/features/design-library/types';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListContent } from '@/shared/ui/ListContent';
import { Spinner } from '@/shared/ui/Spinner';
import { StoredEmailThumbnail } from '@/shared/thumbnails/StoredEmailThumbnail';
import styles from './Creation.module.css';

interface Props {
  kind: DesignKind;
  /** The template route of a design: where "Use this design" leads. */
  templatePath(designId: string): string;
}

const NAMES: Record<DesignKind, string> = { 'your-designs': 'your designs', 'sendgrid-designs': 'the system designs' };

/** Your designs or the system designs (the design library's lists), each a way to start a single send. */
export function DesignGallery({ kind, templatePath }: Props) {
  const dispatch = useAppDispatch();
  const yours = kind === 'your-designs';
  const designs = useAppSelector(yours ? selectAllDesigns : selectAllSystemDesigns);
  const request = useAppSelector(yours ? selectDesignsRequest : selectSystemDesignsRequest);
  const complete = useAppSelector(yours ? selectDesignsComplete : selectSystemDesignsComplete);
  const load = (which: 'first' | 'next') => (yours ? designsRequested({ load: which }) : systemDesignsRequested({ load: which }));
  useLoadOnce(complete, () => load('first'));

  return (
    <ListContent
      request={request}
      empty={designs.length === 0}
      placeholder={<Spinner label={`Loading ${NAMES[kind]}`} />}
      errorTitle={`We could not load ${NAMES[kind]}`}
      onRetry={() => dispatch(load('first'))}
      emptyState={<EmptyState title="No designs yet">Designs you save in the Design Library show here.</EmptyState>}
    >
      <ul className={styles.grid} aria-label={yours ? 'Your designs' : 'System designs'}>
        {designs.map((design) => (
          <li key={design.id} className={styles.card}>
            <GalleryThumbnail kind={kind} design={design} />
            <h3>{design.name}</h3>
            {design.categories.length > 0 && <p className={styles.meta}>{design.categories.join(', ')}</p>}
            <div className={styles.cardActions}>
              <ButtonLink size="sm" variant="primary" to={templatePath(design.id)} state={{ system: !yours }} aria-label={`Use ${design.name}`}>
                Use this design
              </ButtonLink>
              <ButtonLink size="sm" variant="tertiary" to={`/design-library/${kind}/${encodeURIComponent(design.id)}/preview`} aria-label={`Preview ${design.name}`}>
                Preview
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
      {!complete && (
        <div className={styles.footer}>
          <Button loading={isInFlight(request)} onClick={() => dispatch(load('next'))}>
            Load more designs
          </Button>
        </div>
      )}
    </ListContent>
  );
}

/** The design's email, read from the design library when its card comes into view. */
function GalleryThumbnail({ kind, design }: { kind: DesignKind; design: DesignSummary }) {
  return <StoredEmailThumbnail className={styles.thumbnail} {...designThumbnailSource(kind, design)} />;
}

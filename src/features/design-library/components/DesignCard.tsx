import { useId, type ReactNode } from 'react';
import { formatDate } from '@/shared/format/display-format';
import { Badge } from '@/shared/ui/Badge';
import type { DesignSummary } from '../types';
import styles from './DesignLibrary.module.css';

/** Thumbnails come from the API: only https (or scheme-relative, as SendGrid's are) images are shown. */
const isImageUrl = (url: string | null): url is string => url !== null && /^(https:)?\/\/[^/]/i.test(url);

interface Props {
  design: DesignSummary;
  /** The card's actions; each is described by the design's name (`describedBy`). */
  actions(describedBy: string): ReactNode;
}

/** One design on a list: its thumbnail (or a sketch of one), name, categories and last update. */
export function DesignCard({ design, actions }: Props) {
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.thumbnail}>
        {isImageUrl(design.thumbnailUrl) ? (
          <img src={design.thumbnailUrl} alt="" loading="lazy" referrerPolicy="no-referrer" />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <span />
            <span />
            <span />
            <span />
          </div>
        )}
      </div>
      <div className={styles.body}>
        <h2 id={nameId} className={styles.name}>
          {design.name}
        </h2>
        <p className={styles.meta}>
          Updated <time dateTime={design.updated}>{formatDate(design.updated)}</time>
          {design.editor === 'code' ? ' · Code editor' : ''}
        </p>
        {design.categories.length > 0 && (
          <ul className={styles.categories} aria-label="Categories">
            {design.categories.map((category) => (
              <li key={category}>
                <Badge tone="neutral">{category}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>{actions(nameId)}</div>
      </div>
    </article>
  );
}

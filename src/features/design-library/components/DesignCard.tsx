import { useId, type ReactNode } from 'react';
import { formatDate } from '@/shared/format/display-format';
import { StoredEmailThumbnail } from '@/shared/thumbnails/StoredEmailThumbnail';
import { Badge } from '@/shared/ui/Badge';
import { designThumbnailSource } from '../selectors';
import type { DesignKind, DesignSummary } from '../types';
import styles from './DesignLibrary.module.css';

interface Props {
  kind: DesignKind;
  design: DesignSummary;
  /** The card's actions; each is described by the design's name (`describedBy`). */
  actions(describedBy: string): ReactNode;
}

/** One design on a list: its thumbnail, name, categories and last update. */
export function DesignCard({ kind, design, actions }: Props) {
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <StoredEmailThumbnail className={styles.thumbnail} {...designThumbnailSource(kind, design)} />
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

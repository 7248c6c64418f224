import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './PanelBesideEditor.module.css';

interface Props {
  /** The host's settings, on the left (above on a narrow screen). */
  panel: ReactNode;
  panelWidth: 'narrow' | 'wide';
  /** The editor and what goes above it. */
  children: ReactNode;
}

/** An email editor hosted by a single send or an automation's email, its host's settings beside it. */
export function PanelBesideEditor({ panel, panelWidth, children }: Props) {
  return (
    <div className={cx(styles.layout, panelWidth === 'wide' ? styles.wide : styles.narrow)}>
      {panel}
      <div className={styles.editor}>{children}</div>
    </div>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import styles from './PanelBesideEditor.module.css';

interface Props {
  /** The host's settings, on the left (above on a narrower screen). */
  panel: ReactNode;
  panelWidth: 'narrow' | 'wide';
  /** Names the panel's toggle: "Hide {panelName}" / "Show {panelName}". */
  panelName?: string;
  /** The editor and what goes above it. */
  children: ReactNode;
}

/**
 * An email editor hosted by a single send or an automation's email, its host's settings beside it
 * (above it where the window is too narrow for both), with a toggle that folds the settings away so
 * the email has the room.
 */
export function PanelBesideEditor({ panel, panelWidth, panelName = 'settings', children }: Props) {
  const [shown, setShown] = useState(true);
  const panelId = useId();
  return (
    <div className={cx(styles.layout, shown ? (panelWidth === 'wide' ? styles.wide : styles.narrow) : undefined)}>
      <Button size="sm" variant="tertiary" className={styles.toggle} aria-expanded={shown} aria-controls={panelId} onClick={() => setShown(!shown)}>
        {shown ? `Hide ${panelName}` : `Show ${panelName}`}
      </Button>
      <div id={panelId} className={styles.panel} hidden={!shown}>
        {panel}
      </div>
      <div className={styles.editor}>{children}</div>
    </div>
  );
}

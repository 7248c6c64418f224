import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { HostPanelSlot } from './host-panel-slot';
import styles from './PanelBesideEditor.module.css';
import { useMediaQuery } from './use-media-query';

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
 * Where a column of settings beside the editor would squeeze the email below 600 px but the window is wide
 * enough for the email and one sidebar (1280 to 1680 px), the settings go into the editor's own sidebar, as
 * a tab; the same range as the stacking rule in PanelBesideEditor.module.css.
 */
const SHARED_SIDEBAR_QUERY = '(min-width: 80rem) and (max-width: 105rem)';

/**
 * An email editor hosted by a single send or an automation's email, its host's settings beside it (in the
 * editor's sidebar where that leaves the email its width, above it where the window is too narrow for
 * both), with a toggle that folds the settings away so the email has the room.
 */
export function PanelBesideEditor({ panel, panelWidth, panelName = 'settings', children }: Props) {
  const [shown, setShown] = useState(true);
  const [claimed, setClaimed] = useState(false);
  const panelId = useId();
  const sharing = useMediaQuery(SHARED_SIDEBAR_QUERY);
  const claim = useCallback(() => {
    setClaimed(true);
    return () => setClaimed(false);
  }, []);
  const slot = useMemo(() => (sharing ? { panel, claim } : null), [sharing, panel, claim]);
  // An editor without a sidebar (the code editor) leaves the settings here, above it.
  const inSidebar = sharing && claimed;
  return (
    <HostPanelSlot.Provider value={slot}>
      <div className={cx(styles.layout, shown && !inSidebar ? (panelWidth === 'wide' ? styles.wide : styles.narrow) : undefined)}>
        {!inSidebar && (
          <>
            <Button size="sm" variant="tertiary" className={styles.toggle} aria-expanded={shown} aria-controls={panelId} onClick={() => setShown(!shown)}>
              {shown ? `Hide ${panelName}` : `Show ${panelName}`}
            </Button>
            <div id={panelId} className={styles.panel} hidden={!shown}>
              {panel}
            </div>
          </>
        )}
        <div className={styles.editor}>{children}</div>
      </div>
    </HostPanelSlot.Provider>
  );
}

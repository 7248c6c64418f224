import { useId, useState, type RefObject } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { useHostPanel } from '@/shared/ui/host-panel-slot';
import { Tabs } from '@/shared/ui/Tabs';
import type { DesignSettings, ModuleType } from '../../document/types';
import { selectSelectedModule } from '../../selectors';
import { useDesignEditing } from './design-editing';
import styles from './DesignSidebar.module.css';
import { MODULE_TYPE_LABELS } from './module-labels';
import { ModuleLibrary } from './ModuleLibrary';
import { DesignSettingsPanel } from './settings/DesignSettingsPanel';
import { ModuleSettingsPanel } from './settings/ModuleSettingsPanel';

/**
 * Beside the canvas: the module library, then the selected module's settings, or the design's when none is.
 * A host that has no room for its own column (a single send at 1280 to 1680 px) puts its settings here, in a
 * "Settings" tab before this "Build" one, as SendGrid's editor does; selecting a module opens "Build".
 */
interface DesignSidebarProps {
  id: string;
  /** Folded away by the editor's toggle, so the canvas has the room. */
  hidden: boolean;
  settings: DesignSettings;
  onAdd(type: ModuleType): void;
  /** The settings heading, focused by "Edit" on a module. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function DesignSidebar({ id, hidden, settings, onAdd, headingRef }: DesignSidebarProps) {
  const { sessionKey, select } = useDesignEditing();
  const selected = useAppSelector((state) => selectSelectedModule(state, sessionKey));
  const titleId = useId();
  const hostPanel = useHostPanel();
  const [tab, setTab] = useState('settings');
  const [shownModule, setShownModule] = useState(selected?.id);
  if (selected?.id !== shownModule) {
    setShownModule(selected?.id);
    if (selected) setTab('build');
  }
  const build = (
    <>
      <ModuleLibrary onAdd={onAdd} />
      <section aria-labelledby={titleId} className={styles.section}>
        <div className={styles.sectionHeader}>
          <h2 ref={headingRef} id={titleId} className={styles.sectionTitle} tabIndex={-1}>
            {selected ? `${MODULE_TYPE_LABELS[selected.type]} settings` : 'Design settings'}
          </h2>
          {selected && (
            <Button size="sm" variant="tertiary" onClick={() => select(null)}>
              Back to design settings
            </Button>
          )}
        </div>
        <div className={styles.fields}>{selected ? <ModuleSettingsPanel module={selected} /> : <DesignSettingsPanel settings={settings} />}</div>
      </section>
    </>
  );
  return (
    <aside id={id} hidden={hidden} aria-label="Modules and settings" className={styles.sidebar} data-hosting={hostPanel ? '' : undefined}>
      {hostPanel ? (
        <Tabs
          label="Sidebar"
          selectedId={tab}
          onSelect={setTab}
          className={styles.tabs}
          tabs={[
            { id: 'settings', label: 'Settings', content: hostPanel },
            { id: 'build', label: 'Build', content: build },
          ]}
        />
      ) : (
        build
      )}
    </aside>
  );
}

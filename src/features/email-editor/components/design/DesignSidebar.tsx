import { useId, type RefObject } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import type { DesignSettings, ModuleType } from '../../document/types';
import { selectSelectedModule } from '../../selectors';
import { useDesignEditing } from './design-editing';
import styles from './DesignSidebar.module.css';
import { MODULE_TYPE_LABELS } from './module-labels';
import { ModuleLibrary } from './ModuleLibrary';
import { DesignSettingsPanel } from './settings/DesignSettingsPanel';
import { ModuleSettingsPanel } from './settings/ModuleSettingsPanel';

/** Beside the canvas: the module library, then the selected module's settings, or the design's when none is. */
interface DesignSidebarProps {
  settings: DesignSettings;
  onAdd(type: ModuleType): void;
  /** The settings heading, focused by "Edit" on a module. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function DesignSidebar({ settings, onAdd, headingRef }: DesignSidebarProps) {
  const { sessionKey, select } = useDesignEditing();
  const selected = useAppSelector((state) => selectSelectedModule(state, sessionKey));
  const titleId = useId();
  return (
    <aside aria-label="Modules and settings" className={styles.sidebar}>
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
    </aside>
  );
}

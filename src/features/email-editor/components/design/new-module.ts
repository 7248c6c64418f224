import { createColumnsModule, createModule } from '../../document/module-factories';
import type { ModuleType, Row } from '../../document/types';

/** A module added from the library, with its defaults (columns start as two equal columns). */
export const newModule = (type: ModuleType): Row => (type === 'columns' ? createColumnsModule('1-1') : createModule(type));

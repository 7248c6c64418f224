import { useCallback } from 'react';
import { updateModuleSettings, type EditableSettings } from '../../../document/operations';
import type { ModuleType } from '../../../document/types';
import { useDesignEditing } from '../design-editing';

/**
 * Changes settings of one module. Edits of the same field one after another (typing in it) undo as
 * one step.
 */
export function useModuleUpdate<T extends ModuleType>(id: string, type: T) {
  const { edit } = useDesignEditing();
  return useCallback(
    (patch: Partial<EditableSettings<T>>, field: string) => edit((document) => updateModuleSettings(document, id, type, patch), `settings:${id}:${field}`),
    [edit, id, type],
  );
}

import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectEditingSend } from '../selectors';
import { settingsEdited } from '../slice';
import type { SettingsDraft } from '../types';

/** The settings on screen and how to change them (each change is autosaved after a pause). */
export function useSettings() {
  const dispatch = useAppDispatch();
  const editing = useAppSelector(selectEditingSend);
  const id = editing.id ?? '';
  const edit = useCallback((changes: Partial<SettingsDraft>) => dispatch(settingsEdited({ id, changes })), [dispatch, id]);
  return { editing, draft: editing.draft, send: editing.send, edit };
}

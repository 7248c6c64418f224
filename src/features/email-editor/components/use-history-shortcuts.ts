import { useEffect, type RefObject } from 'react';
import { useAppDispatch } from '@/shared/store/hooks';
import { redoRequested, undoRequested } from '../slice';

/** The history step a key press asks for: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z or Ctrl/Cmd+Y redo; null for any other key. */
export function historyShortcutOf(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  return key === 'y' && !event.shiftKey ? 'redo' : null;
}

/**
 * Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes the editor's history, anywhere in the
 * editor, text fields included (their edits are in that history too). Dialogs keep the keys for their
 * own fields, and an editor that handled the key itself (the code editor) is left alone.
 */
export function useHistoryShortcuts(rootRef: RefObject<HTMLElement | null>, sessionKey: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target instanceof Element ? event.target : null;
      if (event.defaultPrevented || !target || !rootRef.current?.contains(target) || target.closest('dialog')) return;
      const step = historyShortcutOf(event);
      if (!step) return;
      event.preventDefault();
      dispatch(step === 'redo' ? redoRequested({ key: sessionKey }) : undoRequested({ key: sessionKey }));
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch, rootRef, sessionKey]);
}

import { createContext, useContext } from 'react';

/**
 * The conflict's "Reload" from anywhere in the editor (a sub-screen's save problem too): the editor lets
 * its unsaved-changes guard go first, so the browser does not ask again before the page reloads.
 */
export const EditorReloadContext = createContext<(() => void) | null>(null);

export function useEditorReload(): () => void {
  const reload = useContext(EditorReloadContext);
  if (!reload) throw new Error('useEditorReload needs the <EmailEditor> around it.');
  return reload;
}

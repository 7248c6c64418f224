import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** A host's settings offered to the editor's own sidebar; `claim` says the sidebar shows them and returns its release. */
export interface HostPanelSlotValue {
  panel: ReactNode;
  claim(): () => void;
}

export const HostPanelSlot = createContext<HostPanelSlotValue | null>(null);

/**
 * The host's settings when its layout asks the editor's sidebar to show them (null otherwise). Claiming them
 * tells the host not to render them itself: a form mounted twice would hold two states.
 */
export function useHostPanel(): ReactNode | null {
  const slot = useContext(HostPanelSlot);
  const claim = slot?.claim;
  useEffect(() => claim?.(), [claim]);
  return slot ? slot.panel : null;
}

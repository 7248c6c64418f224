import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

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
  // A layout effect: the host drops its own copy in the same commit, so no page ever shows the settings twice
  // (a passive effect left both on the page until it ran: "Single Send Settings" twice, seen by e2e).
  useLayoutEffect(() => claim?.(), [claim]);
  return slot ? slot.panel : null;
}

import { createContext, useContext, type ComponentType } from 'react';

/**
 * "Export" on the all-contacts, list and segment screens is the exports feature's; the composition root
 * provides its button through this context (like list-choice.ts). Without a provider the screens show none.
 */
export type ExportTarget = { kind: 'all' } | { kind: 'list'; id: string; name: string } | { kind: 'segment'; id: string; name: string };

export interface ExportActionProps {
  target: ExportTarget;
}

export const ExportActionContext = createContext<ComponentType<ExportActionProps> | null>(null);

export const useExportAction = (): ComponentType<ExportActionProps> | null => useContext(ExportActionContext);

import type { RouteObject } from 'react-router-dom';
import { AutomationsGate } from './AutomationsGate';

/**
 * One route table of the automations area (src/app/features.ts): its routes under /automations (and, as a
 * /legacy twin, /legacy/automations), behind the Advanced plan gate. Every automations table is made
 * with this, so no screen of the area shows without the gate.
 */
export const automationsAreaTable = (children: RouteObject[]): RouteObject[] => [{ path: 'automations', Component: AutomationsGate, children }];

import type { RouteObject } from 'react-router-dom';

/**
 * One route table of the single-sends area (src/app/features.ts): its routes under /single-sends (and, as a
 * /legacy twin, /legacy/single-sends). Each table is its own chunk, loaded when a path of its section is
 * first opened. `layout` wraps the table's screens (the SMS editor's audience seams); the index needs none,
 * which keeps the list page's first load small.
 */
export const singleSendsAreaTable = (children: RouteObject[], layout?: RouteObject['Component']): RouteObject[] => [
  { path: 'single-sends', ...(layout ? { Component: layout } : {}), children },
];

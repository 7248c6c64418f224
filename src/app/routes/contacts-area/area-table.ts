import type { RouteObject } from 'react-router-dom';
import { ContactsAreaLayout } from './ContactsAreaLayout';

/**
 * One section's route table of the contacts area (src/app/features.ts): its routes under /contacts in the
 * area's layout. Each section's table is its own chunk, loaded when a path of the section is first
 * opened; the router matches a path against every table loaded so far, so sections never overlap.
 */
export const contactsAreaTable = (children: RouteObject[]): RouteObject[] => [{ path: 'contacts', Component: ContactsAreaLayout, children }];

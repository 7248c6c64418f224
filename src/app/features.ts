import type { RouteObject } from 'react-router-dom';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AreaKey } from './routes/areas';

export interface Feature {
  /** The slice name: every action of the feature has a type starting with "<actionPrefix>/". */
  actionPrefix: string;
  /**
   * The area whose screens the feature holds, and its route objects with relative paths, in their own
   * chunk: loaded when a path of the area is first opened, then mounted at / and under the area's
   * /legacy twin (routes/feature-routes.ts). An area may be split into several tables: one with
   * `sections` holds the paths whose first segment under the area's root is one of them (`segments` of
   * /contacts/segments/…), and the area's table without `sections` holds the rest; only the table of the
   * path opened is loaded.
   */
  routes?: { area: AreaKey; load(): Promise<RouteObject[]>; sections?: readonly string[] };
  /** The feature's epics, in their own chunk: loaded with the feature's pages, not with the app. */
  loadEpics(): Promise<readonly AppEpic[]>;
}

/** Every feature of the app. A new feature adds one entry here and its reducer in root-reducer.ts. */
export const FEATURES: readonly Feature[] = [
  {
    actionPrefix: 'senders',
    routes: { area: 'senders', load: () => import('@/features/senders/routes').then((module) => module.sendersRoutes) },
    loadEpics: () => import('@/features/senders/epics').then((module) => module.sendersEpics as AppEpic[]),
  },
  {
    actionPrefix: 'unsubscribeGroups',
    routes: { area: 'unsubscribe-groups', load: () => import('@/features/unsubscribe-groups/routes').then((module) => module.unsubscribeGroupsRoutes) },
    loadEpics: () => import('@/features/unsubscribe-groups/epics').then((module) => module.unsubscribeGroupsEpics as AppEpic[]),
  },
  {
    actionPrefix: 'customFields',
    routes: { area: 'custom-fields', load: () => import('@/features/custom-fields/routes').then((module) => module.customFieldsRoutes) },
    loadEpics: () => import('@/features/custom-fields/epics').then((module) => module.customFieldsEpics as AppEpic[]),
  },
  {
    actionPrefix: 'integrations',
    routes: { area: 'integrations', load: () => import('@/features/integrations/routes').then((module) => module.integrationsRoutes) },
    loadEpics: () => import('@/features/integrations/epics').then((module) => module.integrationsEpics as AppEpic[]),
  },
  {
    actionPrefix: 'notificationRecipients',
    routes: { area: 'notifications', load: () => import('@/features/notifications/routes').then((module) => module.notificationsRoutes) },
    loadEpics: () => import('@/features/notifications/epics').then((module) => module.notificationRecipientsEpics as AppEpic[]),
  },
  {
    // The contacts area's screens come from six features, composed in src/app/routes/contacts-area, in
    // one route table per section so that each page's first load carries only its own section's routes.
    actionPrefix: 'contacts',
    routes: { area: 'contacts', load: () => import('./routes/contacts-area/contacts-routes').then((module) => module.contactsSectionRoutes) },
    loadEpics: () => import('@/features/contacts/epics').then((module) => module.contactsEpics as AppEpic[]),
  },
  {
    actionPrefix: 'contactProfile',
    routes: {
      area: 'contacts',
      sections: ['profile', 'new'],
      load: () => import('./routes/contacts-area/contact-profile-routes').then((module) => module.contactProfileSectionRoutes),
    },
    loadEpics: () => import('@/features/contact-profile/epics').then((module) => module.contactProfileEpics as AppEpic[]),
  },
  {
    actionPrefix: 'lists',
    routes: {
      area: 'contacts',
      sections: ['lists', 'new_list', 'edit'],
      load: () => import('./routes/contacts-area/lists-routes').then((module) => module.listsSectionRoutes),
    },
    loadEpics: () => import('@/features/lists/epics').then((module) => module.listsEpics as AppEpic[]),
  },
  {
    actionPrefix: 'segments',
    routes: { area: 'contacts', sections: ['segments'], load: () => import('./routes/contacts-area/segments-routes').then((module) => module.segmentsSectionRoutes) },
    loadEpics: () => import('@/features/segments/epics').then((module) => module.segmentsEpics as AppEpic[]),
  },
  {
    actionPrefix: 'contactImport',
    routes: { area: 'contacts', sections: ['import'], load: () => import('./routes/contacts-area/import-routes').then((module) => module.importSectionRoutes) },
    loadEpics: () => import('@/features/contact-import/epics').then((module) => module.contactImportEpics as AppEpic[]),
  },
  {
    actionPrefix: 'contactExports',
    routes: { area: 'contacts', sections: ['exports'], load: () => import('./routes/contacts-area/exports-routes').then((module) => module.exportsSectionRoutes) },
    loadEpics: () => import('@/features/contact-exports/epics').then((module) => module.contactExportsEpics as AppEpic[]),
  },
  {
    // The email editor has no screens of its own: its hosts (the design library, …) compose it.
    actionPrefix: 'emailEditor',
    loadEpics: () => import('@/features/email-editor/epics').then((module) => module.emailEditorEpics as AppEpic[]),
  },
  {
    // Composed with the email editor (its editor route and image library) in src/app/routes/design-library.
    actionPrefix: 'designLibrary',
    routes: { area: 'design-library', load: () => import('./routes/design-library/design-library-routes').then((module) => module.composedDesignLibraryRoutes) },
    loadEpics: () => import('./routes/design-library/design-library-epics').then((module) => module.designLibraryEpics),
  },
];

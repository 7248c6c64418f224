import type { RouteObject } from 'react-router-dom';
import type { AreaKey } from './routes/areas';

export interface Feature {
  /** The slice name: every action of the feature has a type starting with "<actionPrefix>/". */
  actionPrefix: string;
  /**
   * The area whose screens the feature holds, and its route objects with relative paths, in their own
   * chunk: loaded when a path of the area is first opened, then mounted at / and under the area's
   * /legacy twin (routes/feature-routes.ts). An area may be split into several tables: one with
   * `sections` holds the paths whose first segment under the area's root is one of them (`segments` of
   * /contacts/segments/…) or, for a section written `*\/review`, whose second segment is (`review` of
   * /single-sends/:id/review), and the area's table without `sections` holds the rest; only the table of the
   * path opened is loaded.
   */
  routes?: { area: AreaKey; load(): Promise<RouteObject[]>; sections?: readonly string[] };
}

/**
 * Every feature with screens of its own. A new feature adds one entry here, its epics' loader in
 * feature-epics.ts and its reducer in root-reducer.ts.
 */
export const FEATURES: readonly Feature[] = [
  {
    actionPrefix: 'senders',
    routes: { area: 'senders', load: () => import('@/features/senders/routes').then((module) => module.sendersRoutes) },
  },
  {
    actionPrefix: 'unsubscribeGroups',
    routes: { area: 'unsubscribe-groups', load: () => import('@/features/unsubscribe-groups/routes').then((module) => module.unsubscribeGroupsRoutes) },
  },
  {
    actionPrefix: 'customFields',
    routes: { area: 'custom-fields', load: () => import('@/features/custom-fields/routes').then((module) => module.customFieldsRoutes) },
  },
  {
    actionPrefix: 'integrations',
    routes: { area: 'integrations', load: () => import('@/features/integrations/routes').then((module) => module.integrationsRoutes) },
  },
  {
    actionPrefix: 'notificationRecipients',
    routes: { area: 'notifications', load: () => import('@/features/notifications/routes').then((module) => module.notificationsRoutes) },
  },
  {
    // The contacts area's screens come from six features, composed in src/app/routes/contacts-area, in
    // one route table per section so that each page's first load carries only its own section's routes.
    actionPrefix: 'contacts',
    routes: { area: 'contacts', load: () => import('./routes/contacts-area/contacts-routes').then((module) => module.contactsSectionRoutes) },
  },
  {
    actionPrefix: 'contactProfile',
    routes: {
      area: 'contacts',
      sections: ['profile', 'new'],
      load: () => import('./routes/contacts-area/contact-profile-routes').then((module) => module.contactProfileSectionRoutes),
    },
  },
  {
    actionPrefix: 'lists',
    routes: {
      area: 'contacts',
      sections: ['lists', 'new_list', 'edit'],
      load: () => import('./routes/contacts-area/lists-routes').then((module) => module.listsSectionRoutes),
    },
  },
  {
    actionPrefix: 'segments',
    routes: { area: 'contacts', sections: ['segments'], load: () => import('./routes/contacts-area/segments-routes').then((module) => module.segmentsSectionRoutes) },
  },
  {
    actionPrefix: 'contactImport',
    routes: { area: 'contacts', sections: ['import'], load: () => import('./routes/contacts-area/import-routes').then((module) => module.importSectionRoutes) },
  },
  {
    actionPrefix: 'contactExports',
    routes: { area: 'contacts', sections: ['exports'], load: () => import('./routes/contacts-area/exports-routes').then((module) => module.exportsSectionRoutes) },
  },
  {
    actionPrefix: 'ads',
    routes: { area: 'ads', load: () => import('@/features/ads/routes').then((module) => module.adsRoutes) },
  },
  {
    // Composed with the email editor (its editor route and image library) in src/app/routes/design-library.
    actionPrefix: 'designLibrary',
    routes: { area: 'design-library', load: () => import('./routes/design-library/design-library-routes').then((module) => module.composedDesignLibraryRoutes) },
  },
  {
    // /design-library/legacy-templates: the legacy templates, read-only, and their copy into a dynamic template.
    actionPrefix: 'legacyTemplates',
    routes: { area: 'design-library', sections: ['legacy-templates'], load: () => import('@/features/legacy-templates/routes').then((module) => module.legacyTemplatesRoutes) },
  },
  {
    // The hosted page (/hosted/forms/:id, router.tsx) dispatches this feature's actions too: its epics load on the first one.
    actionPrefix: 'signupForms',
    routes: { area: 'signup-forms', load: () => import('./routes/signup-forms/signup-forms-routes').then((module) => module.signupFormsRoutes) },
  },
  {
    // Composed with the email editor (the version editor and its legacy-tag screens) in src/app/routes/dynamic-templates.
    actionPrefix: 'dynamicTemplates',
    routes: { area: 'dynamic-templates', load: () => import('./routes/dynamic-templates/dynamic-templates-routes').then((module) => module.composedDynamicTemplatesRoutes) },
  },
  {
    // /single-sends/:id/editor: the email editor hosted by a single send with its settings, composed in src/app/routes/single-send-editor.
    actionPrefix: 'singleSendEditor',
    routes: { area: 'single-sends', sections: ['*/editor'], load: () => import('./routes/single-send-editor/single-send-editor-routes').then((module) => module.singleSendEditorRoutes) },
  },
  {
    // /single-sends/:id/review, composed with the email editor's test send and email testing in src/app/routes/single-send-review.
    actionPrefix: 'singleSendReview',
    routes: { area: 'single-sends', sections: ['*/review'], load: () => import('./routes/single-send-review/review-routes').then((module) => module.reviewRoutes) },
  },
  {
    // /single-sends/:id/stats and stats/preview; the chart library loads with the stats page only.
    actionPrefix: 'singleSendStats',
    routes: { area: 'single-sends', sections: ['*/stats'], load: () => import('./routes/single-send-review/stats-routes').then((module) => module.statsRoutes) },
  },
  {
    // The single-sends area's table without sections (index, creation, delete, preview), composed in src/app/routes/single-sends-area.
    actionPrefix: 'singleSends',
    routes: { area: 'single-sends', load: () => import('./routes/single-sends-area/single-sends-routes').then((module) => module.singleSendsAreaRoutes) },
  },
  {
    // /single-sends/sms/:id/editor, composed with the image library and the inline list create in src/app/routes/single-sends-area.
    actionPrefix: 'smsSingleSend',
    routes: { area: 'single-sends', sections: ['sms'], load: () => import('./routes/single-sends-area/sms-editor-routes').then((module) => module.smsSectionRoutes) },
  },
  {
    // The automations area's table without sections (index, bulk_delete, selector, choose, :id/delete), behind the Advanced plan gate.
    actionPrefix: 'automations',
    routes: { area: 'automations', load: () => import('./routes/automations-area/automations-routes').then((module) => module.automationsAreaRoutes) },
  },
  {
    // /automations/:id/preview. The messages' editor and content chooser routes (message-detail-routes.ts) are mounted lazily in the detail table.
    actionPrefix: 'automationMessages',
    routes: { area: 'automations', sections: ['*/preview'], load: () => import('./routes/automation-messages/preview-routes').then((module) => module.automationPreviewRoutes) },
  },
  {
    // /automations/:id/stats; the chart library loads with the stats page only.
    actionPrefix: 'automationStats',
    routes: { area: 'automations', sections: ['*/stats'], load: () => import('./routes/automation-stats/automation-stats-routes').then((module) => module.automationStatsRoutes) },
  },
  {
    // /automations/:id/detail: the form and timeline, with the contact list and the messages' editor and choosers mounted in its table.
    actionPrefix: 'automationDetail',
    routes: { area: 'automations', sections: ['*/detail'], load: () => import('./routes/automation-detail/automation-detail-routes').then((module) => module.automationDetailRoutes) },
  },
];

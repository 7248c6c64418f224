import { lazyDomainHandler, preloadDomains, type LazyDomain } from './lazy-domain';

/** The scenario overrides: first in the list, they see every request. */
const scenarioDomain: LazyDomain = { prefixes: ['/'], load: async () => [(await import('../scenarios/handler')).scenarioHandler] };

const apiDomains: readonly LazyDomain[] = [
  { prefixes: ['/public/tokens'], load: async () => (await import('./auth')).authHandlers },
  {
    prefixes: ['/user', '/marketing/credits', '/marketing/compatibility_testing/credits', '/feature_toggles', '/scopes', '/accounts'],
    load: async () => (await import('./account')).accountHandlers,
  },
  {
    prefixes: ['/marketing/contacts', '/mock-downloads/contact-exports'],
    load: async () => {
      const [imports, contacts, exports] = await Promise.all([import('./contact-imports'), import('./contacts'), import('./contact-exports')]);
      return [...imports.contactImportHandlers, ...contacts.contactHandlers, ...exports.contactExportHandlers];
    },
  },
  { prefixes: ['/marketing/lists'], load: async () => (await import('./lists')).listHandlers },
  { prefixes: ['/marketing/segments'], load: async () => (await import('./segments')).segmentHandlers },
  { prefixes: ['/marketing/senders'], load: async () => (await import('./senders')).senderHandlers },
  { prefixes: ['/marketing/field_definitions', '/contactdb'], load: async () => (await import('./custom-fields')).customFieldHandlers },
  { prefixes: ['/marketing/integrations'], load: async () => (await import('./integrations')).integrationHandlers },
  { prefixes: ['/marketing/sms'], load: async () => (await import('./sms')).smsHandlers },
  { prefixes: ['/marketing/notifications'], load: async () => (await import('./notification-recipients')).notificationRecipientHandlers },
  {
    prefixes: ['/asm', '/suppression', '/download/asm', '/mock-downloads'],
    load: async () => (await import('./unsubscribe-groups')).unsubscribeGroupHandlers,
  },
  { prefixes: ['/designs'], load: async () => (await import('./designs')).designHandlers },
  { prefixes: ['/marketing/test'], load: async () => (await import('./test-send')).testSendHandlers },
  { prefixes: ['/images', '/mock-images'], load: async () => (await import('./images')).imageHandlers },
  { prefixes: ['/marketing/compatibility_testing'], load: async () => (await import('./email-testing')).emailTestingHandlers },
  {
    prefixes: ['/marketing/singlesends'],
    load: async () => {
      const [crud, schedule, sms] = await Promise.all([import('./single-sends'), import('./single-sends-schedule'), import('./single-sends-sms')]);
      return [...crud.singleSendCrudHandlers, ...schedule.singleSendScheduleHandlers, ...sms.singleSendSmsHandlers];
    },
  },
  { prefixes: ['/marketing/stats/singlesends'], load: async () => (await import('./marketing-stats')).marketingStatsHandlers },
  { prefixes: ['/marketing/ads'], load: async () => (await import('./ads')).adsHandlers },
  {
    prefixes: ['/marketing/signup_forms'],
    load: async () => {
      const [forms, submissions] = await Promise.all([import('./signup-forms'), import('./signup-form-submissions')]);
      return [...forms.signupFormHandlers, ...submissions.signupFormSubmissionHandlers];
    },
  },
  {
    prefixes: ['/templates', '/mock-template-thumbnails'],
    load: async () => {
      const [templates, versions] = await Promise.all([import('./templates'), import('./templates-versions')]);
      return [...templates.templateHandlers, ...versions.templateVersionHandlers];
    },
  },
  {
    prefixes: ['/marketing/automations'],
    load: async () => {
      const [automations, steps, contacts] = await Promise.all([import('./automations'), import('./automations-steps'), import('./automations-contacts')]);
      return [...automations.automationHandlers, ...steps.automationStepHandlers, ...contacts.automationContactHandlers];
    },
  },
  { prefixes: ['/marketing/stats/automations'], load: async () => (await import('./marketing-stats-automations')).automationStatsHandlers },
];

/**
 * The API's domains in the order their handlers were always listed (the scenario overrides first). Each
 * loads with its first request, so the mock backend starts without them; all-handlers.test.ts checks that
 * every handler's path lies under its domain's prefixes.
 */
export const domains: readonly LazyDomain[] = [scenarioDomain, ...apiDomains];

/** The scenario overrides, which each tab runs itself before the leader answers (mocks/browser.ts). */
export const scenarioHandler = lazyDomainHandler(scenarioDomain);

/** Every domain but the scenario overrides: what the leader tab answers with. */
export const apiHandlers = apiDomains.map(lazyDomainHandler);

/** The one handler list of setupWorker (browser.ts) and setupServer (node.ts). */
export const handlers = [scenarioHandler, ...apiHandlers];

/**
 * Starts loading the handlers that will answer `pathname` (see preloadDomains): the scenario overrides in
 * the tab that made the request, the API's domain in the leader tab.
 */
export const preloadHandlersFor = (pathname: string, where: 'tab' | 'leader'): void =>
  preloadDomains(where === 'tab' ? [scenarioDomain] : apiDomains, pathname);

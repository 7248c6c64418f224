import { seedAdCampaigns, seedAdSettings } from './ads-seed';
import type { AutomationContactRecord } from './automation-contacts';
import { seedAutomationActivity } from './automation-simulator-seed';
import { seedAutomations } from './seed-automations';
import { emptyDump, type DbSnapshot } from './database';
import { seedCustomFields } from './seed-custom-fields';
import { seedDesigns } from './seed-designs';
import { seedEmailTestingCredits, seedEmailTests } from './seed-email-testing';
import { seedImages } from './seed-images';
import { seedIntegrations } from './seed-integrations';
import { seedNotificationRecipients } from './seed-notification-recipients';
import { seedSegments } from './seed-segments';
import { seedSenders } from './seed-senders';
import { seedSignupForms } from './seed-signup-forms';
import { seedTemplates } from './seed-templates';
import { seedSingleSends } from './seed-single-sends';
import { seedMessagingServices, seedSmsAccounts } from './seed-sms';
import { seedUnsubscribeGroups } from './seed-unsubscribe-groups';

/**
 * The demo data set: identical on every reset. Loaded lazily in the browser (Faker is large).
 * Seed rows for every table except sessions (tokens are issued at sign-in).
 */
export function buildSeed(): Omit<DbSnapshot, 'sessions'> {
  return {
    senders: seedSenders(),
    fieldDefinitions: seedCustomFields(),
    ...seedUnsubscribeGroups(),
    integrations: seedIntegrations(),
    smsAccounts: seedSmsAccounts(),
    smsMessagingServices: seedMessagingServices(),
    notificationRecipients: seedNotificationRecipients(),
    scopeRequests: emptyDump(),
    contactExports: emptyDump(),
    segments: seedSegments(),
    designs: seedDesigns(),
    images: seedImages(),
    emailTestingCredits: seedEmailTestingCredits(),
    emailTests: seedEmailTests(),
    ...seedSingleSends(),
    adSettings: seedAdSettings(),
    adCampaigns: seedAdCampaigns(),
    signupForms: seedSignupForms(),
    ...seedTemplates(),
    ...automationsWithActivity(),
  };
}

/** The seeded automations, and the activity the simulator plays forward for the live ones (automation-simulator-seed.ts). */
function automationsWithActivity() {
  const automations = seedAutomations();
  return { automations, automationContacts: emptyDump<AutomationContactRecord>(), automationActivitySeeds: seedAutomationActivity(automations.rows) };
}

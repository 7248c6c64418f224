import { scenarioHandler } from '../scenarios/handler';
import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { contactExportHandlers } from './contact-exports';
import { contactImportHandlers } from './contact-imports';
import { contactHandlers } from './contacts';
import { customFieldHandlers } from './custom-fields';
import { designHandlers } from './designs';
import { emailTestingHandlers } from './email-testing';
import { imageHandlers } from './images';
import { integrationHandlers } from './integrations';
import { listHandlers } from './lists';
import { notificationRecipientHandlers } from './notification-recipients';
import { segmentHandlers } from './segments';
import { senderHandlers } from './senders';
import { smsHandlers } from './sms';
import { testSendHandlers } from './test-send';
import { unsubscribeGroupHandlers } from './unsubscribe-groups';

/** The one handler list of setupWorker (browser.ts) and setupServer (node.ts). Scenarios go first. */
export const handlers = [scenarioHandler, ...authHandlers, ...accountHandlers, ...contactImportHandlers, ...contactHandlers, ...contactExportHandlers, ...listHandlers, ...segmentHandlers, ...senderHandlers, ...customFieldHandlers, ...integrationHandlers, ...smsHandlers, ...notificationRecipientHandlers, ...unsubscribeGroupHandlers, ...designHandlers, ...testSendHandlers, ...imageHandlers, ...emailTestingHandlers];

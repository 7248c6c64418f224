import { scenarioHandler } from '../scenarios/handler';
import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { customFieldHandlers } from './custom-fields';
import { integrationHandlers } from './integrations';
import { notificationRecipientHandlers } from './notification-recipients';
import { senderHandlers } from './senders';
import { smsHandlers } from './sms';
import { unsubscribeGroupHandlers } from './unsubscribe-groups';

/** The one handler list of setupWorker (browser.ts) and setupServer (node.ts). Scenarios go first. */
export const handlers = [scenarioHandler, ...authHandlers, ...accountHandlers, ...senderHandlers, ...customFieldHandlers, ...integrationHandlers, ...smsHandlers, ...notificationRecipientHandlers, ...unsubscribeGroupHandlers];

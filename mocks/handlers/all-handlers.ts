import { scenarioHandler } from '../scenarios/handler';
import { authHandlers } from './auth';
import { senderHandlers } from './senders';

/** The one handler list of setupWorker (browser.ts) and setupServer (node.ts). Scenarios go first. */
export const handlers = [scenarioHandler, ...authHandlers, ...senderHandlers];

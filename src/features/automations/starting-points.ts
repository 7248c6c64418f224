import type { AutomationTemplateKey } from '@/shared/sending/automation-limits';

/**
 * What each starting point holds, as the choose page outlines it: the mock (and the designed API) build
 * exactly these messages (mocks/README.md "Automations").
 */
export const STARTING_POINT_OUTLINES: Record<AutomationTemplateKey, string[]> = {
  blank: ['No emails yet: add your own'],
  welcome: ['Email 1: at once after entry', 'Email 2: 2 days after the previous email', 'Email 3: 4 days after the previous email'],
  reengagement: [
    'Email 1: at once after entry',
    'Branching step: opened email 1 or not',
    'Opened: a follow-up email',
    'Did not open: another try',
  ],
};

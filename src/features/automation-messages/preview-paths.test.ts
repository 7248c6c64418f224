import { describe, expect, it } from 'vitest';
import type { AutomationMessageDto, StepSequenceDto } from '@/shared/sending/automation';
import { recipientsByMessage } from './preview-paths';
import { parseAutomationMessageSessionKey, automationMessageSessionKey } from './types';

const message = (number: number): AutomationMessageDto => ({
  id: `m${number}`,
  number,
  delay: { amount: 1, unit: 'days', after: 'previous' },
  sender_id: null,
  subject: '',
  preheader: '',
  html_content: '',
  plain_content: '',
  editor: 'design',
  updated_at: '2026-01-01T00:00:00Z',
});
const sequence = (id: string, numbers: number[], branch: StepSequenceDto['branch'] = null): StepSequenceDto => ({ id, messages: numbers.map(message), branch });

describe('who each email goes to', () => {
  it('names the main path and each arm of nested branching steps', () => {
    const inner = { id: 'b2', condition: 'clicked' as const, yes: sequence('y2', [4]), no: sequence('n2', []) };
    const steps = sequence('root', [1, 2], { id: 'b1', condition: 'opened', yes: sequence('y1', [3], inner), no: sequence('n1', [5]) });
    expect(Object.fromEntries(recipientsByMessage(steps))).toEqual({
      1: 'Every contact',
      2: 'Every contact',
      3: 'Contacts who opened Email 2',
      4: 'Contacts who opened Email 2, then contacts who clicked in Email 3',
      5: 'Contacts who did not open Email 2',
    });
  });

  it('splits an empty arm’s nested branch on the email before the arm', () => {
    const steps = sequence('root', [1], { id: 'b1', condition: 'opened', yes: sequence('y1', [], { id: 'b2', condition: 'opened', yes: sequence('y2', [2]), no: sequence('n2', []) }), no: sequence('n1', []) });
    expect(recipientsByMessage(steps).get(2)).toBe('Contacts who opened Email 1, then contacts who opened Email 1');
  });
});

describe('the editor session key', () => {
  it('reads back the automation and number, and no other host’s key', () => {
    expect(parseAutomationMessageSessionKey(automationMessageSessionKey('a-1', 12))).toEqual({ automationId: 'a-1', number: 12 });
    expect(parseAutomationMessageSessionKey('design:a-1')).toBeUndefined();
    expect(parseAutomationMessageSessionKey('single-send:a-1:2')).toBeUndefined();
  });
});

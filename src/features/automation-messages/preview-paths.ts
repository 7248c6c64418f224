import type { AutomationMessageDto, BranchCondition, StepSequenceDto } from '@/shared/sending/automation';

const verbs: Record<BranchCondition, { yes: string; no: string }> = {
  opened: { yes: 'opened', no: 'did not open' },
  clicked: { yes: 'clicked in', no: 'did not click in' },
};

/**
 * Which contacts each message goes to, by message number: "Every contact" on the main path; on a branch's
 * arm, who opened (or clicked in) the email the branch splits on and who did not, nested arms joined.
 */
export function recipientsByMessage(steps: StepSequenceDto): Map<number, string> {
  const paths = new Map<number, string>();
  const walk = (sequence: StepSequenceDto, path: string | null, before: AutomationMessageDto | undefined) => {
    sequence.messages.forEach((message) => paths.set(message.number, path ?? 'Every contact'));
    const { branch } = sequence;
    if (!branch) return;
    const splitOn = sequence.messages.at(-1) ?? before;
    const email = splitOn ? `Email ${splitOn.number}` : 'the email before';
    const arm = (which: 'yes' | 'no') => `Contacts who ${verbs[branch.condition][which]} ${email}`;
    const within = (text: string) => (path ? `${path}, then ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text);
    walk(branch.yes, within(arm('yes')), splitOn);
    walk(branch.no, within(arm('no')), splitOn);
  };
  walk(steps, null, undefined);
  return paths;
}

import { sendProblems, type SendProblemField } from '@/shared/sending/readiness';
import type { SingleSendDto } from '@/shared/sending/single-send';
import { variationsToStore } from './draft';
import { messages } from './messages';
import type { SettingsDraft } from './types';

const numberOrNull = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/** The send as it would be with the settings on screen (the typed custom link included, valid or not). */
export function sendOfDraft(send: SingleSendDto, draft: SettingsDraft): SingleSendDto {
  const custom = draft.unsubscribeMode === 'custom';
  return {
    ...send,
    name: draft.name,
    categories: draft.categories,
    send_to: draft.sendTo,
    exclude: draft.exclude,
    email_config: {
      ...send.email_config,
      subject: draft.subject,
      preheader: draft.preheader,
      sender_id: numberOrNull(draft.senderId),
      suppression_group_id: custom ? null : numberOrNull(draft.groupId),
      custom_unsubscribe_url: custom ? draft.customUnsubscribeUrl : null,
    },
    abtest: draft.abtest
      ? {
          type: draft.abtest.type,
          winner_criteria: draft.abtest.winnerCriteria,
          test_percentage: draft.abtest.testPercentage,
          duration: draft.abtest.duration,
          winning_template_id: null,
          winner_selected_at: null,
          expiration_date: null,
        }
      : null,
    ab_variations: variationsToStore(draft, send),
  };
}

export type DraftProblems = Partial<Record<SendProblemField | 'name', string[]>>;

/**
 * What still stops the send, by the settings field that fixes it: the shared pre-send rules
 * (src/shared/sending/readiness.ts, the review page's too) on the settings on screen, and the name.
 * The schedule is the review page's.
 */
export function draftProblems(send: SingleSendDto, draft: SettingsDraft, segmentsValid?: (id: string) => boolean): DraftProblems {
  const problems: DraftProblems = {};
  const add = (field: SendProblemField | 'name', message: string) => (problems[field] ??= []).push(message);
  if (draft.name.trim() === '') add('name', messages.nameRequired);
  for (const problem of sendProblems(sendOfDraft(send, draft), { now: new Date(0), handlebarsIssues: 0, segmentsValid })) {
    if (problem.field !== 'schedule' && problem.field !== 'content') add(problem.field, problem.message);
  }
  return problems;
}

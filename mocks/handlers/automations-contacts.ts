import { http, HttpResponse } from 'msw';
import { AUTOMATIONS_PATH } from '@/shared/sending/automation';
import { contactsOfAutomation, isContactState, summarize, toAutomationContactDto, type AutomationContactRecord } from '../db/automation-contacts';
import { compareNewestFirst, type RowKey } from '../db/newest-first';
import { api } from './api-path';
import { authenticated } from './auth';
import { automationErrors, withAutomation } from './automations-shared';
import { newestFirstPage } from './newest-first-page';

/**
 * Who is in an automation and where (mocks/README.md "Automations"): the simulator's rows, caught up
 * with the clock first (`withAutomation`). Newest entry first; `state` (one or several, comma-separated) and
 * `message_number` (the email a waiting contact waits for, or the last one sent) filter.
 */
const PAGING = { defaultSize: 50, maxSize: 100 };

type IdParams = { id: string };

const keyOf = (row: AutomationContactRecord): RowKey => [row.entered_at, row.contact_id];

export const automationContactHandlers = [
  http.get(
    api(`${AUTOMATIONS_PATH}/:id/contacts`),
    authenticated<IdParams>(({ request, params, account }) =>
      withAutomation(account, 'read', params.id, (automation) => {
        const url = new URL(request.url);
        const states = (url.searchParams.get('state') ?? '').split(',').map((state) => state.trim()).filter(Boolean);
        if (!states.every(isContactState)) return automationErrors(400, [{ field: 'state', message: 'must be waiting, completed, exited, reached_goal or removed' }]);
        const rawNumber = url.searchParams.get('message_number');
        const number = rawNumber === null ? undefined : /^\d{1,4}$/.test(rawNumber) ? Number(rawNumber) : Number.NaN;
        if (Number.isNaN(number)) return automationErrors(400, [{ field: 'message_number', message: 'must be a message number' }]);
        const rows = contactsOfAutomation(automation.id)
          .map((row) => ({ row, dto: toAutomationContactDto(row) }))
          .filter(({ dto }) => (states.length === 0 || states.includes(dto.state)) && (number === undefined || dto.message_number === number))
          .map(({ row }) => row)
          .sort((a, b) => compareNewestFirst(keyOf(a), keyOf(b)));
        const answer = newestFirstPage(request, rows, keyOf, PAGING);
        return answer.ok ? HttpResponse.json({ result: answer.page.map(toAutomationContactDto), _metadata: answer.metadata }) : answer.response;
      }),
    ),
  ),

  http.get(
    api(`${AUTOMATIONS_PATH}/:id/contacts/summary`),
    authenticated<IdParams>(({ params, account }) =>
      withAutomation(account, 'read', params.id, (automation) => HttpResponse.json(summarize(automation, contactsOfAutomation(automation.id)))),
    ),
  ),
];

import { map, type Observable } from 'rxjs';
import type { ApiClient } from '@/shared/api/client';
import { pageQuery, tokenPage, type PageMetadata } from '@/shared/paging/page-token';
import type { Page, PageRequest } from '@/shared/paging/paged-collection';
import { automationPath, type AutomationContactDto, type AutomationContactsSummaryDto } from '@/shared/sending/automation';
import type { ContactListFilters } from './types';

interface ContactsPageDto {
  result: AutomationContactDto[];
  _metadata?: PageMetadata;
}

/** One page of who is in the automation and where (designed: mocks/README.md "Automations"), filtered by state and message. */
export const fetchAutomationContactsPage = (api: ApiClient, id: string, filters: ContactListFilters, page: PageRequest): Observable<Page<AutomationContactDto>> =>
  api
    .get<ContactsPageDto>(`${automationPath(id)}/contacts`, {
      query: {
        ...pageQuery(page),
        state: filters.state === '' ? undefined : filters.state,
        message_number: filters.messageNumber ?? undefined,
      },
    })
    .pipe(map((answer) => tokenPage(answer.result, answer._metadata)));

/** How many contacts are in each state, and per message how many wait for it and got it. */
export const fetchAutomationContactsSummary = (api: ApiClient, id: string): Observable<AutomationContactsSummaryDto> =>
  api.get<AutomationContactsSummaryDto>(`${automationPath(id)}/contacts/summary`);

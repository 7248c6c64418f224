import { map, type Observable } from 'rxjs';
import type { ApiClient } from '@/shared/api/client';
import { pageQuery, tokenPage, type PageMetadata } from '@/shared/paging/page-token';
import type { Page, PageRequest } from '@/shared/paging/paged-collection';
import { AUTOMATIONS_PATH, type AutomationShortDto } from '@/shared/sending/automation';
import { toAutomationRow, type AutomationFilters, type AutomationRow } from './types';

interface AutomationPageDto {
  result: AutomationShortDto[];
  _metadata?: PageMetadata;
}

/** One page of the index (the designed list, mocks/README.md "Automations"), newest update first. */
export function fetchAutomationsPage(api: ApiClient, filters: AutomationFilters, page: PageRequest): Observable<Page<AutomationRow>> {
  const name = filters.name.trim();
  return api
    .get<AutomationPageDto>(AUTOMATIONS_PATH, { query: { ...pageQuery(page), ...(name === '' ? {} : { name }) } })
    .pipe(map((answer) => tokenPage(answer.result.map(toAutomationRow), answer._metadata)));
}

/** Deletes 1 to 50 automations at once (live ones are stopped first). */
export const deleteAutomations = (api: ApiClient, ids: readonly string[]): Observable<unknown> =>
  api.delete(AUTOMATIONS_PATH, { query: { ids: ids.join(',') } });

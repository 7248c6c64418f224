import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { pageQuery, tokenPage } from '@/shared/paging/page-token';
import type { Page, PageRequest } from '@/shared/paging/paged-collection';
import { toEmailTestRun, type EmailTestClient, type EmailTestRun, type EmailTestRunDto, type EmailTestRunPayload, type EmailTestRunsPageDto } from './types';

/** Designed here in the style of ENDPOINTS.md §13 (mocks/README.md "Email testing"). */
const TESTING = '/marketing/compatibility_testing';
const TESTS = `${TESTING}/tests`;

export const fetchEmailTestClients = (api: ApiClient) =>
  api.get<{ result: EmailTestClient[] }>(`${TESTING}/clients`).pipe(map((dto) => dto.result));

/** Starts a run; the server charges its credits at once. */
export const startEmailTest = (api: ApiClient, payload: EmailTestRunPayload) => api.post<EmailTestRunDto>(TESTS, payload).pipe(map(toEmailTestRun));

/** A run as it stands: its results fill in over time. */
export const fetchEmailTest = (api: ApiClient, id: string) => api.get<EmailTestRunDto>(`${TESTS}/${encodeURIComponent(id)}`).pipe(map(toEmailTestRun));

/** Runs, newest first. */
export const fetchEmailTestsPage = (api: ApiClient, page: PageRequest): Observable<Page<EmailTestRun>> =>
  api.get<EmailTestRunsPageDto>(TESTS, { query: pageQuery(page) }).pipe(map((dto) => tokenPage(dto.result.map(toEmailTestRun), dto._metadata)));

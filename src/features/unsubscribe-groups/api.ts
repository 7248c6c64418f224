import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { offsetOf, offsetPage } from '@/shared/paging/offset-cursor';
import type { Page, PageRequest } from '@/shared/paging/paged-collection';
import {
  toUnsubscribeGroup,
  toUnsubscribeGroupUpdate,
  type SuppressionExportDto,
  type UnsubscribeGroup,
  type UnsubscribeGroupDto,
  type UnsubscribeGroupPayload,
} from './types';

const GROUPS = '/asm/groups';
const groupPath = (id: string) => `${GROUPS}/${encodeURIComponent(id)}`;

/**
 * One page of groups. The published API answers every group as a bare array; `limit` and `offset` are
 * the mock's paging (mocks/README.md), which the real API ignores: the caller then gets everything, and
 * the page says it is the last. The cursor is the offset (shared/paging/offset-cursor.ts).
 */
export const fetchGroupsPage = (api: ApiClient, { cursor, size }: PageRequest): Observable<Page<UnsubscribeGroup>> => {
  const offset = offsetOf(cursor);
  return api
    .get<UnsubscribeGroupDto[]>(GROUPS, { query: { limit: size, offset } })
    .pipe(map((groups) => offsetPage(groups.map(toUnsubscribeGroup), { offset, limit: size })));
};

export const fetchGroup = (api: ApiClient, id: string) => api.get<UnsubscribeGroupDto>(groupPath(id)).pipe(map(toUnsubscribeGroup));

export const createGroup = (api: ApiClient, payload: UnsubscribeGroupPayload) =>
  api.post<UnsubscribeGroupDto>(GROUPS, payload).pipe(map(toUnsubscribeGroup));

/** Sends only the changed fields (a group has no version to check), so a field changed elsewhere is not written back. */
export const updateGroup = (api: ApiClient, id: string, payload: Partial<UnsubscribeGroupPayload>) =>
  api.patch<UnsubscribeGroupDto>(groupPath(id), payload).pipe(map(toUnsubscribeGroupUpdate));

export const deleteGroup = (api: ApiClient, id: string) => api.delete<void>(groupPath(id));

export const addSuppressions = (api: ApiClient, groupId: string, emails: readonly string[]) =>
  api.post<{ recipient_emails: string[] }>(`${groupPath(groupId)}/suppressions`, { recipient_emails: emails });

/** Starts an export of the group's unsubscribes; the answer names where to download the CSV. */
export const requestSuppressionsExport = (api: ApiClient, groupId: string) =>
  api.post<SuppressionExportDto | undefined>(`/download${groupPath(groupId)}/suppressions`, undefined, {
    headers: { Accept: 'text/csv' },
  });

import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import {
  toUnsubscribeGroup,
  toUnsubscribeGroupUpdate,
  type SuppressionExportDto,
  type UnsubscribeGroupDto,
  type UnsubscribeGroupPayload,
} from './types';

const GROUPS = '/asm/groups';
const groupPath = (id: string) => `${GROUPS}/${encodeURIComponent(id)}`;

/**
 * One page of groups. The published API answers every group as a bare array; `limit` and `offset` are
 * the mock's paging (mocks/README.md), which the real API ignores: the caller then gets everything.
 */
export const fetchGroupsPage = (api: ApiClient, page: { offset: number; limit: number }) =>
  api
    .get<UnsubscribeGroupDto[]>(GROUPS, { query: { limit: page.limit, offset: page.offset } })
    .pipe(map((groups) => groups.map(toUnsubscribeGroup)));

export const fetchGroup = (api: ApiClient, id: string) => api.get<UnsubscribeGroupDto>(groupPath(id)).pipe(map(toUnsubscribeGroup));

export const createGroup = (api: ApiClient, payload: UnsubscribeGroupPayload) =>
  api.post<UnsubscribeGroupDto>(GROUPS, payload).pipe(map(toUnsubscribeGroup));

export const updateGroup = (api: ApiClient, id: string, payload: UnsubscribeGroupPayload) =>
  api.patch<UnsubscribeGroupDto>(groupPath(id), payload).pipe(map(toUnsubscribeGroupUpdate));

export const deleteGroup = (api: ApiClient, id: string) => api.delete<void>(groupPath(id));

export const addSuppressions = (api: ApiClient, groupId: string, emails: readonly string[]) =>
  api.post<{ recipient_emails: string[] }>(`${groupPath(groupId)}/suppressions`, { recipient_emails: emails });

/** Starts an export of the group's unsubscribes; the answer names where to download the CSV. */
export const requestSuppressionsExport = (api: ApiClient, groupId: string) =>
  api.post<SuppressionExportDto | undefined>(`/download${groupPath(groupId)}/suppressions`, undefined, {
    headers: { Accept: 'text/csv' },
  });

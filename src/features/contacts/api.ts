import type { ApiClient } from '@/shared/api/client';
import type { JobIdDto } from '@/shared/audience/contact';

/** Removes at most CONTACT_IDS_PER_REQUEST contacts from a list (ENDPOINTS.md §2): 202 { job_id }. */
export const removeContactsFromList = (api: ApiClient, listId: string, contactIds: readonly string[]) =>
  api.delete<JobIdDto>(`/marketing/lists/${encodeURIComponent(listId)}/contacts`, { query: { contact_ids: contactIds.join(',') } });

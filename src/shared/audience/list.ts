/** A list as the API answers it (ENDPOINTS.md §2); shared by the audience features that name lists. */
export interface ListDto {
  id: string;
  name: string;
  contact_count: number;
  _metadata?: { self?: string };
}

export const LIST_NAME_MAX_LENGTH = 100;
export const MAX_LISTS = 1000;

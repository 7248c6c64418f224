import type { ListDto } from '@/shared/audience/list';

/** A list as the screens show it. */
export interface List {
  id: string;
  name: string;
  contactCount: number;
}

export const toList = (dto: ListDto): List => ({ id: dto.id, name: dto.name, contactCount: dto.contact_count });

/** `GET /marketing/lists/{id}/contacts/count`. */
export interface ListContactCountDto {
  contact_count: number;
  billable_count: number;
}

/** Something that uses a list, by id and name. */
export interface ListUser {
  id: string;
  name: string;
}

/**
 * `GET /marketing/lists/{id}/usage` (the mock's designed extension, mocks/README.md "Lists"): what uses
 * the list and keeps it from being deleted: its segments and the single sends still to go out to it.
 * Automations are answered empty until that feature exists; the screens already name them.
 */
export interface ListUsageDto {
  segments: ListUser[];
  single_sends?: ListUser[];
  automations?: ListUser[];
}

export interface ListUsage {
  segments: ListUser[];
  singleSends: ListUser[];
  automations: ListUser[];
}

export const toListUsage = (dto: ListUsageDto): ListUsage => ({
  segments: dto.segments,
  singleSends: dto.single_sends ?? [],
  automations: dto.automations ?? [],
});

export const isListInUse = (usage: ListUsage) => usage.segments.length + usage.singleSends.length + usage.automations.length > 0;

export interface ListFormValues {
  name: string;
}

/** Where the server's 400 field messages land in the form. */
export const listServerFields: Record<string, keyof ListFormValues> = { name: 'name' };

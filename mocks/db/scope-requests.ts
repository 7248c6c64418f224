import { createTable } from './table';
import type { User } from './users';

/** A pending request to an account administrator for access to a scope group (POST /scopes/requests). */
export interface ScopeRequestRecord {
  id: number;
  /** Username of the account asking (the on-behalf-of subuser when an administrator acts for one). */
  owner: string;
  scope_group_name: string;
  /** Unix seconds. */
  created_at: number;
}

export const scopeRequestsTable = createTable<ScopeRequestRecord>();

/** Compared case-insensitively: "Marketing" and "marketing" are the same group. */
export function findPendingScopeRequest(owner: User, scopeGroupName: string): ScopeRequestRecord | undefined {
  const wanted = scopeGroupName.trim().toLowerCase();
  return scopeRequestsTable.find(
    (request) => request.owner === owner.username && request.scope_group_name.toLowerCase() === wanted,
  );
}

export function createScopeRequest(owner: User, scopeGroupName: string, now: number): ScopeRequestRecord {
  return scopeRequestsTable.insert({
    id: scopeRequestsTable.nextId(),
    owner: owner.username,
    scope_group_name: scopeGroupName.trim(),
    created_at: now,
  });
}

import { findUser, type User } from './users';
import { createTable } from './table';

/** An issued bearer token. The token itself is the row id. */
export interface Session {
  id: string;
  username: string;
  issuedAt: number;
}

export const sessionsTable = createTable<Session>();

export function issueToken(username: string): string {
  const token = `mock_${crypto.randomUUID()}`;
  sessionsTable.insert({ id: token, username, issuedAt: Math.floor(Date.now() / 1000) });
  return token;
}

export function sessionUser(token: string): User | undefined {
  const session = sessionsTable.get(token);
  return session === undefined ? undefined : findUser(session.username);
}

export function revokeToken(token: string): void {
  sessionsTable.remove(token);
}

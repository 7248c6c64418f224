import { findUser, type User } from './users';
import { createTable } from './table';

/** An issued bearer token. The token itself is the row id. */
export interface Session {
  id: string;
  username: string;
  issuedAt: number;
}

export const sessionsTable = createTable<Session>();

const TOKEN_PREFIX = 'mock_';
const UUID_LENGTH = 36;

let tokensOutliveTheData = false;

/**
 * For a browser that cannot store the demo data (a private window refusing IndexedDB): the sessions
 * table is lost with the page, so the sign-in page's token would be unknown on the page it opens. From
 * now on a token not in the table is accepted for the user it names, and the session is recorded again.
 */
export function acceptTokensAfterDataLoss(): void {
  tokensOutliveTheData = true;
}

/** `mock_<uuid>_<username>`: the holder's name makes the token readable after the data is lost. */
export function issueToken(username: string): string {
  const token = `${TOKEN_PREFIX}${crypto.randomUUID()}_${encodeURIComponent(username)}`;
  sessionsTable.insert({ id: token, username, issuedAt: Math.floor(Date.now() / 1000) });
  return token;
}

function holderNamedIn(token: string): string | undefined {
  if (!token.startsWith(TOKEN_PREFIX) || token[TOKEN_PREFIX.length + UUID_LENGTH] !== '_') return undefined;
  try {
    return decodeURIComponent(token.slice(TOKEN_PREFIX.length + UUID_LENGTH + 1));
  } catch {
    return undefined;
  }
}

export function sessionUser(token: string): User | undefined {
  const session = sessionsTable.get(token);
  if (session !== undefined) return findUser(session.username);
  if (!tokensOutliveTheData) return undefined;
  const username = holderNamedIn(token);
  const user = username === undefined ? undefined : findUser(username);
  if (user !== undefined) sessionsTable.insert({ id: token, username: user.username, issuedAt: Math.floor(Date.now() / 1000) });
  return user;
}

export function revokeToken(token: string): void {
  sessionsTable.remove(token);
}

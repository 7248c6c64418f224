import { describe, expect, it } from 'vitest';
import { USERS } from './users';
import { dumpDb } from './database';
import { resetDb } from './reset';
import { sendersOf } from './senders';
import { issueToken, sessionUser } from './sessions';

describe('seed', () => {
  it('is the same data on every reset', () => {
    resetDb();
    const first = dumpDb();
    resetDb();
    expect(dumpDb()).toEqual(first);
  });

  it('gives each account its senders, with verified, unverified and locked ones', () => {
    resetDb();
    const counts = Object.fromEntries(USERS.map((user) => [user.username, sendersOf(user).length]));
    expect(counts).toEqual({ avery: 8, frankie: 2, 'elena-eu': 2, 'marketing-sub': 3, meridian: 0, 'ada-admin': 0 });
    const avery = sendersOf(USERS[0]!);
    expect(avery.filter((sender) => sender.locked).length).toBeGreaterThan(0);
    expect(avery.filter((sender) => !sender.verified).length).toBeGreaterThan(0);
  });

  it('keeps issued tokens only when asked to', () => {
    const token = issueToken('avery');
    resetDb({ keepSessions: true });
    expect(sessionUser(token)?.username).toBe('avery');
    resetDb();
    expect(sessionUser(token)).toBeUndefined();
  });
});

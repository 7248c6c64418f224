import { describe, expect, it } from 'vitest';
import { resetDb } from './reset';
import { acceptTokensAfterDataLoss, issueToken, revokeToken, sessionUser } from './sessions';

// The module flag is one-way, so the order matters: stored sessions first, then a browser without storage.
describe('sessions', () => {
  it('knows only the tokens it issued while the data can be stored', () => {
    resetDb();
    const token = issueToken('avery');
    expect(sessionUser(token)?.username).toBe('avery');
    revokeToken(token);
    expect(sessionUser(token)).toBeUndefined();
    resetDb();
    expect(sessionUser(issueToken('frankie').replace('frankie', 'avery'))).toBeUndefined();
  });

  it('keeps a sign-in across a reload in a browser that cannot store the data', () => {
    resetDb();
    const token = issueToken('frankie');
    resetDb(); // the page the sign-in opens starts from the seed: the sessions table is empty
    expect(sessionUser(token)).toBeUndefined();
    acceptTokensAfterDataLoss();
    expect(sessionUser(token)?.username).toBe('frankie');
    expect(sessionUser('mock_not-a-token')).toBeUndefined();
    expect(sessionUser(`mock_${crypto.randomUUID()}_nobody`)).toBeUndefined();
  });
});

import Cookies from 'js-cookie';
import { filter, firstValueFrom, takeUntil, timer, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '@mocks/node';
import { createApiClient } from '../api/client';
import { AUTH_TOKEN_COOKIE } from '../session/cookie-names';
import { readAuthToken, readImpersonatedUser } from '../session/session-cookies';
import { createBroadcastChannelBroadcaster, type Broadcaster } from './broadcaster';
import { announceWrite, DATA_CHANGED_CHANNEL, isDataChangedMessage, isUnder, THIS_TAB, type DataChangedMessage } from './data-changes';

/** One "tab": its own BroadcastChannel broadcaster and an api client (against MSW) that announces its writes, as the app wires it. */
function openTab() {
  const broadcast = createBroadcastChannelBroadcaster();
  const api = createApiClient({
    baseUrl: '/v3',
    requestSource: 'marketing-console',
    origin: 'http://localhost:3000',
    getToken: readAuthToken,
    getImpersonatedUser: readImpersonatedUser,
    onWriteAccepted: (path) => announceWrite(broadcast, path),
  });
  return { broadcast, api };
}

/** What a listener of `paths` in `tab` receives in the 1.5 s from when `act` starts. */
async function heardBy(tab: { broadcast: Broadcaster }, paths: readonly string[], act: () => Promise<unknown>): Promise<DataChangedMessage[]> {
  const heard = firstValueFrom(
    tab.broadcast.messages$(DATA_CHANGED_CHANNEL).pipe(
      filter(isDataChangedMessage),
      filter((message) => isUnder(message.path, paths)),
      takeUntil(timer(1500)),
      toArray(),
    ),
  );
  await act();
  return heard;
}

describe('live updates between tabs (data-changes)', () => {
  afterEach(() => Cookies.remove(AUTH_TOKEN_COOKIE, { path: '/' }));

  it('announces a write one tab made to the listeners of its path in another tab, and not to listeners of other paths', async () => {
    Cookies.set(AUTH_TOKEN_COOKIE, signInAs('owner-advanced').token, { path: '/' });
    const tabA = openTab();
    const tabB = openTab();
    const create = () => firstValueFrom(tabA.api.post('/marketing/lists', { name: 'Spring launch' }));

    const [listsListener, designsListener] = await Promise.all([
      heardBy(tabB, ['/marketing/lists'], create),
      heardBy(tabB, ['/designs', '/marketing/listsx'], () => Promise.resolve()),
    ]);

    expect(listsListener).toEqual([{ type: 'data-changed', path: '/marketing/lists', origin: THIS_TAB }]);
    expect(designsListener).toEqual([]);
  });

  it('announces nothing for a read, a refused write or a POST that only searches', async () => {
    Cookies.set(AUTH_TOKEN_COOKIE, signInAs('owner-advanced').token, { path: '/' });
    const tabA = openTab();
    const tabB = openTab();
    const heard = await heardBy(tabB, ['/marketing/lists', '/marketing/contacts'], async () => {
      await firstValueFrom(tabA.api.get('/marketing/lists'));
      await firstValueFrom(tabA.api.post('/marketing/lists', { name: '' })).catch(() => undefined);
      await firstValueFrom(tabA.api.post('/marketing/contacts/search', { query: "email LIKE 'a%'" }));
    });
    expect(heard).toEqual([]);
  });

  it('matches a path and what is under it, not a longer name that starts the same', () => {
    expect(isUnder('/marketing/lists', ['/marketing/lists'])).toBe(true);
    expect(isUnder('/marketing/lists/12/contacts', ['/marketing/lists'])).toBe(true);
    expect(isUnder('/marketing/lists_archive', ['/marketing/lists'])).toBe(false);
    expect(isUnder('/marketing/contacts/imports/job-1', ['/designs', '/marketing/contacts'])).toBe(true);
  });

  it('ignores what is not a data-changed message', () => {
    expect(isDataChangedMessage({ type: 'data-changed', path: '/designs', origin: 'tab-2' })).toBe(true);
    expect(isDataChangedMessage({ type: 'data-changed', path: '/designs' })).toBe(false);
    expect(isDataChangedMessage({ type: 'group-created', path: '/asm/groups', origin: 'tab-2' })).toBe(false);
    expect(isDataChangedMessage('data-changed')).toBe(false);
  });
});

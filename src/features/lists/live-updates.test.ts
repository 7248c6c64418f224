import { configureStore, type Action } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { describe, expect, it, vi } from 'vitest';
import { contactStore } from '@mocks/db/contacts/contact-store-provider';
import { server, signInAs } from '@mocks/node';
import { appReducer } from '@/app/root-reducer';
import { DATA_CHANGED_CHANNEL, THIS_TAB } from '@/shared/broadcast/data-changes';
import { SETTLE_MS } from '@/shared/broadcast/refresh-on-data-changed';
import type { Dependencies } from '@/shared/dependencies';
import { AUTH_TOKEN_COOKIE } from '@/shared/session/cookie-names';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { createTestDependencies } from '@test/test-dependencies';
import { listsEpics } from './epics';
import { selectAllLists, selectListsRequest } from './selectors';
import { listsRequested } from './slice';

/**
 * This tab, signed in against the mock backend, with the lists' epics and (unless `read` is false) the lists
 * it read; another tab is played through the broadcaster.
 */
async function openListsTab({ read = true } = {}) {
  Cookies.set(AUTH_TOKEN_COOKIE, signInAs('owner-advanced').token, { path: '/' });
  const dependencies = createTestDependencies();
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies });
  const store = configureStore({ reducer: appReducer, middleware: (getDefault) => getDefault({ thunk: false }).concat(epicMiddleware) });
  epicMiddleware.run(combineEpics(...(listsEpics as AppEpic[])));
  const listReads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/v3/marketing/lists') listReads.push(request.url);
  });
  if (read) {
    store.dispatch(listsRequested({ load: 'all' }));
    await vi.waitFor(() => expect(selectListsRequest(store.getState()).status).toBe('Complete'));
    listReads.length = 0;
  }
  const names = () => selectAllLists(store.getState()).map((list) => list.name);
  const anotherTabWrote = (path: string, origin = 'another-tab') =>
    dependencies.broadcast.receive(DATA_CHANGED_CHANNEL, { type: 'data-changed', path, origin });
  /** Long enough for a refresh to have been asked for and answered. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 300));
  return { store, names, listReads, anotherTabWrote, settle };
}

describe('the lists’ live updates', () => {
  it('reads the lists again, once, when another tab wrote lists, and holds the list that tab created', async () => {
    const tab = await openListsTab();
    expect(tab.names()).not.toContain('Spring launch');

    await contactStore().createList('avery', 'Spring launch');
    tab.anotherTabWrote('/marketing/lists');
    tab.anotherTabWrote('/marketing/lists/123');
    await vi.waitFor(() => expect(tab.names()).toContain('Spring launch'));
    await tab.settle();

    expect(tab.listReads).toHaveLength(1);
  });

  it('reads nothing again for a write elsewhere, or for a message this tab sent itself', async () => {
    const tab = await openListsTab();
    tab.anotherTabWrote('/designs');
    tab.anotherTabWrote('/marketing/lists_archive');
    tab.anotherTabWrote('/marketing/lists', THIS_TAB);
    await tab.settle();
    expect(tab.listReads).toEqual([]);
  });

  it('reads nothing while this tab never read its lists', async () => {
    const tab = await openListsTab({ read: false });
    tab.anotherTabWrote('/marketing/lists');
    await tab.settle();
    expect(tab.listReads).toEqual([]);
    expect(tab.names()).toEqual([]);
  });
});

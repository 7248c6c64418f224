import { describe, expect, it } from 'vitest';
import { offsetPage } from '@/shared/paging/offset-cursor';
import { groupDeleted, groupsPageLoaded, unsubscribeGroupsReducer } from './slice';
import type { UnsubscribeGroup } from './types';

const group = (id: number): UnsubscribeGroup => ({
  id: String(id),
  name: `G${id}`,
  description: '',
  unsubscribes: 0,
  isDisplayedOnPreferencesPage: false,
  lastEmailSentAt: null,
});
const groups = (from: number, count: number) => Array.from({ length: count }, (_, index) => group(from + index));
const initial = unsubscribeGroupsReducer(undefined, { type: 'init' });
/** The page GET /asm/groups?limit=25&offset=… answers with `items`, as the groups fetcher hands it on. */
const page = (items: UnsubscribeGroup[], offset: number) =>
  groupsPageLoaded({ ...offsetPage(items, { offset, limit: 25 }), replace: offset === 0, done: true });

describe('paging', () => {
  it('appends pages and knows the end from a short page', () => {
    let state = unsubscribeGroupsReducer(initial, page(groups(1, 25), 0));
    expect(state.groups.next).toEqual({ at: 'page', token: '25' });
    state = unsubscribeGroupsReducer(state, page(groups(26, 7), 25));
    expect(state.groups.next).toEqual({ at: 'end' });
    expect(state.groups.ids).toHaveLength(32);
  });

  it('treats a server that ignores paging (everything, or the same page again) as the end', () => {
    expect(unsubscribeGroupsReducer(initial, page(groups(1, 40), 0)).groups.next).toEqual({ at: 'end' });
    const first = unsubscribeGroupsReducer(initial, page(groups(1, 25), 0));
    expect(unsubscribeGroupsReducer(first, page(groups(1, 25), 25)).groups.next).toEqual({ at: 'end' });
  });

  it('moves the next page back by one after a delete, so no group is skipped', () => {
    const first = unsubscribeGroupsReducer(initial, page(groups(1, 25), 0));
    expect(unsubscribeGroupsReducer(first, groupDeleted({ id: '3' })).groups.next).toEqual({ at: 'page', token: '24' });
  });
});

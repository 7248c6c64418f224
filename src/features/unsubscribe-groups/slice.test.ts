import { describe, expect, it } from 'vitest';
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

describe('paging', () => {
  it('appends pages and knows the end from a short page', () => {
    let state = unsubscribeGroupsReducer(initial, groupsPageLoaded({ groups: groups(1, 25), limit: 25, replace: true }));
    expect(state.paging).toEqual({ nextOffset: 25, complete: false });
    state = unsubscribeGroupsReducer(state, groupsPageLoaded({ groups: groups(26, 7), limit: 25, replace: false }));
    expect(state.paging).toEqual({ nextOffset: 32, complete: true });
    expect(state.ids).toHaveLength(32);
  });

  it('treats a server that ignores paging (everything, or the same page again) as the end', () => {
    expect(unsubscribeGroupsReducer(initial, groupsPageLoaded({ groups: groups(1, 40), limit: 25, replace: true })).paging.complete).toBe(true);
    const first = unsubscribeGroupsReducer(initial, groupsPageLoaded({ groups: groups(1, 25), limit: 25, replace: true }));
    expect(unsubscribeGroupsReducer(first, groupsPageLoaded({ groups: groups(1, 25), limit: 25, replace: false })).paging.complete).toBe(true);
  });

  it('moves the next page back by one after a delete, so no group is skipped', () => {
    const first = unsubscribeGroupsReducer(initial, groupsPageLoaded({ groups: groups(1, 25), limit: 25, replace: true }));
    expect(unsubscribeGroupsReducer(first, groupDeleted({ id: '3' })).paging.nextOffset).toBe(24);
  });
});

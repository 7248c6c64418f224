import type { Action } from '@reduxjs/toolkit';
import { accountResourceRefreshRequested } from '@/shared/account/account-slice';
import { refreshOnDataChangedEpic } from '@/shared/broadcast/refresh-on-data-changed';
import type { AppState } from '@/shared/store/app-state';
import { selectContactsState, tableRefreshRequested } from './slice';
import type { TableKey } from './types';

/** The account's contact count and every contact table on screen, read again after their contacts changed. */
export function contactViewsRefresh(state: AppState): Action[] {
  const keys = Object.keys(selectContactsState(state).tables) as TableKey[];
  return [accountResourceRefreshRequested('contactCounts'), ...keys.map((key) => tableRefreshRequested({ key }))];
}

/**
 * Contacts written in another tab (by hand, by an import's job, by a hosted signup form, or with a
 * list deleted with its contacts) show here without a reload.
 */
export const contactsLiveUpdatesEpic = refreshOnDataChangedEpic({
  paths: ['/marketing/contacts', '/marketing/lists', '/marketing/signup_forms'],
  refresh: contactViewsRefresh,
});

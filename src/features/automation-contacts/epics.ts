import { EMPTY, merge, of, timer } from 'rxjs';
import { filter, map, switchMap, takeUntil } from 'rxjs/operators';
import { catchFailure } from '@/shared/epics/catch-failure';
import { pagedCollectionEpic } from '@/shared/paging/paged-collection-epic';
import { fetchAutomation } from '@/shared/sending/automations-api';
import type { AppEpic } from '@/shared/store/app-epic';
import { fetchAutomationContactsPage, fetchAutomationContactsSummary } from './api';
import {
  contactFiltersChanged,
  contactListAutomationFailed,
  contactListAutomationLoaded,
  contactListClosed,
  contactListOpened,
  contactListRefreshed,
  contactsLoadFailed,
  contactsPageLoaded,
  contactsRequested,
  contactsSummaryFailed,
  contactsSummaryLoaded,
  selectAutomationContactsState,
} from './slice';

const PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;
/** How often the list of a live automation is read again: contacts move through it on their own. */
export const CONTACTS_REFRESH_MS = 5000;

/** Opening reads the automation, the summary and the first page together; a refresh reads them again, quietly. */
const openEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter((action) => contactListOpened.match(action) || contactListRefreshed.match(action)),
    filter((action) => action.payload.id === selectAutomationContactsState(state$.value).id),
    switchMap((action) => {
      const { id } = action.payload;
      const opening = contactListOpened.match(action);
      return merge(
        fetchAutomation(api, id).pipe(map(contactListAutomationLoaded), catchFailure(contactListAutomationFailed, () => undefined)),
        fetchAutomationContactsSummary(api, id).pipe(
          map(contactsSummaryLoaded),
          catchFailure(contactsSummaryFailed, opening ? 'We could not load the summary of the contacts.' : () => undefined),
        ),
        of(contactsRequested({ load: opening ? 'first' : 'refresh' })),
      );
    }),
  );

const contactsEpic: AppEpic = (action$, state$, dependencies) =>
  pagedCollectionEpic({
    requested: contactsRequested,
    pageLoaded: contactsPageLoaded,
    failed: contactsLoadFailed,
    selectCollection: (state) => selectAutomationContactsState(state).contacts,
    selectId: (contact) => contact.contact_id,
    fetchPage: ({ api }, page) => {
      const { id, filters } = selectAutomationContactsState(state$.value);
      return fetchAutomationContactsPage(api, id ?? '', filters, page);
    },
    pageSize: PAGE_SIZE,
    maxPageSize: MAX_PAGE_SIZE,
    failureMessage: 'We could not load the contacts of this automation.',
  })(action$, state$, dependencies);

const filtersEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(contactFiltersChanged.match),
    map(() => contactsRequested({ load: 'first' })),
  );

/**
 * While the automation is live, the list is read again CONTACTS_REFRESH_MS after each read of the
 * automation, until the screen is left or the automation stops being live.
 */
const refreshEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter((action) => contactListAutomationLoaded.match(action) || contactListAutomationFailed.match(action)),
    switchMap(() => {
      const { id, automation } = selectAutomationContactsState(state$.value);
      if (id === null || automation?.status !== 'live') return EMPTY;
      return timer(CONTACTS_REFRESH_MS).pipe(
        takeUntil(action$.pipe(filter((action) => contactListClosed.match(action) || contactListOpened.match(action)))),
        map(() => contactListRefreshed({ id })),
      );
    }),
  );

export const automationContactsEpics = [openEpic, contactsEpic, filtersEpic, refreshEpic];

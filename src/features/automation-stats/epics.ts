import { of } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { catchFailure, catchSubmitFailure } from '@/shared/epics/catch-failure';
import { downloadCsv, statsFileName } from '@/shared/marketing-stats/csv-download';
import { fetchAutomation } from '@/shared/sending/automations-api';
import type { AppEpic } from '@/shared/store/app-epic';
import { exportStatsCsv, fetchDailyStats, fetchLinkStats, fetchStepTotals } from './api';
import {
  automationStatsExported,
  automationStatsExportFailed,
  automationStatsExportRequested,
  automationStatsOpened,
  dailyStatsFailed,
  dailyStatsLoaded,
  linkStatsFailed,
  linkStatsLoaded,
  selectAutomationStatsState,
  statsAutomationFailed,
  statsAutomationLoaded,
  statsRangeChosen,
  statsStepChosen,
  stepTotalsFailed,
  stepTotalsLoaded,
} from './slice';

const automationEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(automationStatsOpened.match),
    switchMap(({ payload: { id } }) => fetchAutomation(api, id).pipe(map(statsAutomationLoaded), catchFailure(statsAutomationFailed, () => undefined))),
  );

/** Each email's totals: read on opening and for another range (the step and range come from the state). */
const totalsEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter((action) => automationStatsOpened.match(action) || statsRangeChosen.match(action)),
    switchMap(({ payload: { id, timezone } }) =>
      fetchStepTotals(api, id, selectAutomationStatsState(state$.value).range, timezone).pipe(
        map(stepTotalsLoaded),
        catchFailure(stepTotalsFailed, 'We could not load the statistics.'),
      ),
    ),
  );

const dailyEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter((action) => automationStatsOpened.match(action) || statsRangeChosen.match(action) || statsStepChosen.match(action)),
    switchMap(({ payload: { id, timezone } }) => {
      const { step, range } = selectAutomationStatsState(state$.value);
      return fetchDailyStats(api, id, step, range, timezone).pipe(map(dailyStatsLoaded), catchFailure(dailyStatsFailed, 'We could not load the figures per day.'));
    }),
  );

const linksEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter((action) => automationStatsOpened.match(action) || statsStepChosen.match(action)),
    switchMap(({ payload: { id } }) =>
      fetchLinkStats(api, id, selectAutomationStatsState(state$.value).step).pipe(map(linkStatsLoaded), catchFailure(linkStatsFailed, 'We could not load the link clicks.')),
    ),
  );

/** The CSV export, downloaded as a file: exhaustMap, so clicks while it is on its way start no second one. */
const exportEpic: AppEpic = (action$, _state$, { api, location }) =>
  action$.pipe(
    filter(automationStatsExportRequested.match),
    exhaustMap(({ payload: { id, name, timezone } }) =>
      exportStatsCsv(api, id, timezone).pipe(
        mergeMap((csv) => {
          downloadCsv(location, csv, statsFileName(name, 'automation'));
          return of(automationStatsExported(), successAlert(`The statistics of ${name} were exported.`));
        }),
        catchSubmitFailure(automationStatsExportFailed, (error) => `We could not export the statistics. ${error.message}`),
      ),
    ),
  );

export const automationStatsEpics = [automationEpic, totalsEpic, dailyEpic, linksEpic, exportEpic];

import { forkJoin, merge, of } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { catchFailure, catchSubmitFailure } from '@/shared/epics/catch-failure';
import { downloadCsv, statsFileName } from '@/shared/marketing-stats/csv-download';
import type { AppEpic } from '@/shared/store/app-epic';
import { fetchSingleSend } from '@/shared/sending/single-sends-api';
import { exportStatsCsv, fetchBatchStats, fetchLinkStats, fetchVariantStats, pickWinner } from './api';
import {
  linksFailed,
  linksLoaded,
  linksRequested,
  statsExported,
  statsExportFailed,
  statsExportRequested,
  statsFailed,
  statsLoaded,
  statsOpened,
  statsSendFailed,
  statsSendLoaded,
  variationChosen,
  winnerPicked,
  winnerPickFailed,
  winnerPickRequested,
} from './slice';
import { ALL_VARIATIONS } from './types';

/**
 * Opening the stats reads the send, its totals in the batch form, its per-day figures in the A/B variant
 * form (every send has at least the one "all" variation) and its link clicks, together.
 */
const openStatsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(statsOpened.match),
    switchMap(({ payload: { id, timezone } }) =>
      merge(
        fetchSingleSend(api, id).pipe(map(statsSendLoaded), catchFailure(statsSendFailed, () => undefined)),
        forkJoin({ batch: fetchBatchStats(api, [id]), variants: fetchVariantStats(api, id, 'total', timezone), days: fetchVariantStats(api, id, 'day', timezone) }).pipe(
          map(({ batch, variants, days }) => statsLoaded({ totals: variants.results.length > 0 ? variants.results : batch.results, daily: days.results })),
          catchFailure(statsFailed, 'We could not load the statistics.'),
        ),
        of(linksRequested({ id, variation: ALL_VARIATIONS })),
      ),
    ),
  );

const linksEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter((action) => linksRequested.match(action) || variationChosen.match(action)),
    map((action) => action.payload as { id: string; variation: string }),
    switchMap(({ id, variation }) =>
      fetchLinkStats(api, id, variation === ALL_VARIATIONS ? undefined : variation).pipe(
        map(linksLoaded),
        catchFailure(linksFailed, 'We could not load the link clicks.'),
      ),
    ),
  );

/** Picking the winner: exhaustMap, one request however often it is clicked; it cannot be changed after. */
const pickWinnerEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(winnerPickRequested.match),
    exhaustMap(({ payload: { id, variationId } }) =>
      pickWinner(api, id, variationId).pipe(
        mergeMap((send) => {
          const name = send.ab_variations.find((variation) => variation.id === variationId)?.name ?? 'The variation';
          return of(winnerPicked(send), successAlert(`Variation ${name} is the winner. It goes to the rest of the recipients.`));
        }),
        catchSubmitFailure(winnerPickFailed, (error) => `We could not pick the winner. ${error.message}`),
      ),
    ),
  );

/** The CSV export, downloaded as a file: exhaustMap, so clicks while it is on its way start no second one. */
const exportStatsEpic: AppEpic = (action$, _state$, { api, location }) =>
  action$.pipe(
    filter(statsExportRequested.match),
    exhaustMap(({ payload: { id, name, timezone } }) =>
      exportStatsCsv(api, id, timezone).pipe(
        mergeMap((csv) => {
          downloadCsv(location, csv, statsFileName(name, 'single-send'));
          return of(statsExported(), successAlert(`The statistics of ${name} were exported.`));
        }),
        catchSubmitFailure(statsExportFailed, (error) => `We could not export the statistics. ${error.message}`),
      ),
    ),
  );

export const singleSendStatsEpics = [openStatsEpic, linksEpic, pickWinnerEpic, exportStatsEpic];

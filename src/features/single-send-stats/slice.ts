import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { failed, ready, started, succeeded } from '@/shared/request-state/request-state';
import type { SingleSendDto } from '@/shared/sending/single-send';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { ALL_VARIATIONS, type LinkStatsDto, type StatsRowDto } from './types';

const initialState = {
  id: null as string | null,
  send: null as SingleSendDto | null,
  load: ready(),
  totals: [] as StatsRowDto[],
  daily: [] as StatsRowDto[],
  stats: ready(),
  links: null as LinkStatsDto | null,
  linksRequest: ready(),
  /** The variant picker: every variation, or one variation's id. */
  variation: ALL_VARIATIONS as string,
  pickWinner: ready(),
  exportCsv: ready(),
};

export type SingleSendStatsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    singleSendStats: SingleSendStatsState;
  }
}

const singleSendStatsSlice = createSlice({
  name: 'singleSendStats',
  initialState,
  reducers: {
    statsOpened(state, { payload }: PayloadAction<{ id: string; timezone: string }>) {
      if (state.id !== payload.id) return { ...initialState, id: payload.id, load: started(ready()), stats: started(ready()) };
      state.load = started(state.load);
      state.stats = started(state.stats);
    },
    statsSendLoaded(state, { payload }: PayloadAction<SingleSendDto>) {
      if (payload.id !== state.id) return;
      state.send = payload;
      state.load = succeeded(state.load);
    },
    statsSendFailed(state, { payload }: PayloadAction<ApiError>) {
      state.load = failed(state.load, payload);
    },
    statsLoaded(state, { payload }: PayloadAction<{ totals: StatsRowDto[]; daily: StatsRowDto[] }>) {
      state.totals = payload.totals;
      state.daily = payload.daily;
      state.stats = succeeded(state.stats);
    },
    statsFailed(state, { payload }: PayloadAction<ApiError>) {
      state.stats = failed(state.stats, payload);
    },
    variationChosen(state, { payload }: PayloadAction<{ id: string; variation: string }>) {
      state.variation = payload.variation;
      state.linksRequest = started(state.linksRequest);
    },
    linksRequested(state, _action: PayloadAction<{ id: string; variation: string }>) {
      state.linksRequest = started(state.linksRequest);
    },
    linksLoaded(state, { payload }: PayloadAction<LinkStatsDto>) {
      state.links = payload;
      state.linksRequest = succeeded(state.linksRequest);
    },
    linksFailed(state, { payload }: PayloadAction<ApiError>) {
      state.linksRequest = failed(state.linksRequest, payload);
    },
    winnerPickRequested(state, _action: PayloadAction<{ id: string; variationId: string }>) {
      state.pickWinner = started(state.pickWinner);
    },
    winnerPicked(state, { payload }: PayloadAction<SingleSendDto>) {
      state.pickWinner = succeeded(state.pickWinner);
      if (payload.id === state.id) state.send = payload;
    },
    winnerPickFailed(state, { payload }: PayloadAction<ApiError>) {
      state.pickWinner = failed(state.pickWinner, payload);
    },
    statsExportRequested(state, _action: PayloadAction<{ id: string; name: string; timezone: string }>) {
      state.exportCsv = started(state.exportCsv);
    },
    statsExported(state) {
      state.exportCsv = succeeded(state.exportCsv);
    },
    statsExportFailed(state, { payload }: PayloadAction<ApiError>) {
      state.exportCsv = failed(state.exportCsv, payload);
    },
  },
}).injectInto(rootReducer);

export const selectSingleSendStatsState = (state: AppState): SingleSendStatsState => singleSendStatsSlice.selectSlice(state);

export const {
  statsOpened,
  statsSendLoaded,
  statsSendFailed,
  statsLoaded,
  statsFailed,
  variationChosen,
  linksRequested,
  linksLoaded,
  linksFailed,
  winnerPickRequested,
  winnerPicked,
  winnerPickFailed,
  statsExportRequested,
  statsExported,
  statsExportFailed,
} = singleSendStatsSlice.actions;

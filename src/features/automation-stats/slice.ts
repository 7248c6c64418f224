import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { failed, ready, started, succeeded } from '@/shared/request-state/request-state';
import type { AutomationDto } from '@/shared/sending/automation';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { ALL_STEPS, ALL_TIME, type AutomationLinkStatsDto, type AutomationStatsRowDto, type StatsRange } from './types';

const initialState = {
  id: null as string | null,
  automation: null as AutomationDto | null,
  load: ready(),
  /** Each email's totals over the range. */
  totals: [] as AutomationStatsRowDto[],
  totalsRequest: ready(),
  /** The chosen email's (or every email's) figures per day over the range. */
  daily: [] as AutomationStatsRowDto[],
  dailyRequest: ready(),
  links: null as AutomationLinkStatsDto | null,
  linksRequest: ready(),
  /** The email picker: every email, or one message's id. */
  step: ALL_STEPS as string,
  range: ALL_TIME,
  exportCsv: ready(),
};

export type AutomationStatsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    automationStats: AutomationStatsState;
  }
}

/** What every stats request of the page carries: the epics read the step and range from the state. */
export interface StatsRequest {
  id: string;
  timezone: string;
}

const automationStatsSlice = createSlice({
  name: 'automationStats',
  initialState,
  reducers: {
    automationStatsOpened(state, { payload }: PayloadAction<StatsRequest>) {
      const fresh = state.id === payload.id ? state : { ...initialState, id: payload.id };
      return {
        ...fresh,
        load: started(fresh.load),
        totalsRequest: started(fresh.totalsRequest),
        dailyRequest: started(fresh.dailyRequest),
        linksRequest: started(fresh.linksRequest),
      };
    },
    statsAutomationLoaded(state, { payload }: PayloadAction<AutomationDto>) {
      if (payload.id !== state.id) return;
      state.automation = payload;
      state.load = succeeded(state.load);
    },
    statsAutomationFailed(state, { payload }: PayloadAction<ApiError>) {
      state.load = failed(state.load, payload);
    },
    stepTotalsLoaded(state, { payload }: PayloadAction<AutomationStatsRowDto[]>) {
      state.totals = payload;
      state.totalsRequest = succeeded(state.totalsRequest);
    },
    stepTotalsFailed(state, { payload }: PayloadAction<ApiError>) {
      state.totalsRequest = failed(state.totalsRequest, payload);
    },
    dailyStatsLoaded(state, { payload }: PayloadAction<AutomationStatsRowDto[]>) {
      state.daily = payload;
      state.dailyRequest = succeeded(state.dailyRequest);
    },
    dailyStatsFailed(state, { payload }: PayloadAction<ApiError>) {
      state.dailyRequest = failed(state.dailyRequest, payload);
    },
    linkStatsLoaded(state, { payload }: PayloadAction<AutomationLinkStatsDto>) {
      state.links = payload;
      state.linksRequest = succeeded(state.linksRequest);
    },
    linkStatsFailed(state, { payload }: PayloadAction<ApiError>) {
      state.linksRequest = failed(state.linksRequest, payload);
    },
    /** Another email (or all): its figures per day and its link clicks are read. */
    statsStepChosen(state, { payload }: PayloadAction<StatsRequest & { step: string }>) {
      state.step = payload.step;
      state.dailyRequest = started(state.dailyRequest);
      state.linksRequest = started(state.linksRequest);
    },
    /** Another range: the totals and the figures per day are read for it. */
    statsRangeChosen(state, { payload }: PayloadAction<StatsRequest & { range: StatsRange }>) {
      state.range = payload.range;
      state.totalsRequest = started(state.totalsRequest);
      state.dailyRequest = started(state.dailyRequest);
    },
    automationStatsExportRequested(state, _action: PayloadAction<StatsRequest & { name: string }>) {
      state.exportCsv = started(state.exportCsv);
    },
    automationStatsExported(state) {
      state.exportCsv = succeeded(state.exportCsv);
    },
    automationStatsExportFailed(state, { payload }: PayloadAction<ApiError>) {
      state.exportCsv = failed(state.exportCsv, payload);
    },
  },
}).injectInto(rootReducer);

export const selectAutomationStatsState = (state: AppState): AutomationStatsState => automationStatsSlice.selectSlice(state);

export const {
  automationStatsOpened,
  statsAutomationLoaded,
  statsAutomationFailed,
  stepTotalsLoaded,
  stepTotalsFailed,
  dailyStatsLoaded,
  dailyStatsFailed,
  linkStatsLoaded,
  linkStatsFailed,
  statsStepChosen,
  statsRangeChosen,
  automationStatsExportRequested,
  automationStatsExported,
  automationStatsExportFailed,
} = automationStatsSlice.actions;

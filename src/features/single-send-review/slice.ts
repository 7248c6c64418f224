import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { failed, ready, started, succeeded } from '@/shared/request-state/request-state';
import type { SingleSendDto, SingleSendRequestDto } from '@/shared/sending/single-send';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import type { PlanLimitRefusal, RecipientsEstimateDto, ReviewNames, ReviewOutcome, ScheduleAnswerDto, SendTiming } from './types';

const initialState = {
  /** The send under review; another id opened starts over. */
  id: null as string | null,
  send: null as SingleSendDto | null,
  load: ready(),
  names: null as ReviewNames | null,
  estimate: null as RecipientsEstimateDto | null,
  estimateRequest: ready(),
  schedule: ready(),
  planLimit: null as PlanLimitRefusal | null,
  unschedule: ready(),
  /** A change made from the review (an inline create chosen for the send). */
  patch: ready(),
  outcome: null as ReviewOutcome | null,
};

export type SingleSendReviewState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    singleSendReview: SingleSendReviewState;
  }
}

const afterSchedule = (send: SingleSendDto, answer: ScheduleAnswerDto): SingleSendDto => ({ ...send, status: answer.status, send_at: answer.send_at });

const singleSendReviewSlice = createSlice({
  name: 'singleSendReview',
  initialState,
  reducers: {
    reviewOpened(state, { payload }: PayloadAction<{ id: string }>) {
      if (state.id !== payload.id) return { ...initialState, id: payload.id, load: started(ready()) };
      state.load = started(state.load);
    },
    reviewSendLoaded(state, { payload }: PayloadAction<SingleSendDto>) {
      if (payload.id !== state.id) return;
      // A send past its undo window (or handed on) can no longer be taken back: its alert goes.
      if ((state.outcome?.kind === 'sent' || state.outcome?.kind === 'scheduled') && payload.status !== 'scheduled') state.outcome = null;
      state.send = payload;
      state.load = succeeded(state.load);
    },
    reviewLoadFailed(state, { payload }: PayloadAction<ApiError>) {
      state.load = failed(state.load, payload);
    },
    reviewNamesLoaded(state, { payload }: PayloadAction<ReviewNames>) {
      state.names = payload;
    },
    estimateRequested(state, _action: PayloadAction<{ id: string }>) {
      state.estimateRequest = started(state.estimateRequest);
    },
    estimateLoaded(state, { payload }: PayloadAction<RecipientsEstimateDto>) {
      state.estimate = payload;
      state.estimateRequest = succeeded(state.estimateRequest);
    },
    estimateFailed(state, { payload }: PayloadAction<ApiError>) {
      state.estimateRequest = failed(state.estimateRequest, payload);
    },

    scheduleRequested(state, _action: PayloadAction<{ id: string; timing: SendTiming; acceptOverage: boolean }>) {
      state.schedule = started(state.schedule);
      state.planLimit = null;
    },
    scheduleSucceeded(state, { payload }: PayloadAction<{ answer: ScheduleAnswerDto & { id: string }; timing: SendTiming }>) {
      state.schedule = succeeded(state.schedule);
      if (!state.send) return;
      state.send = afterSchedule(state.send, payload.answer);
      const kind = payload.timing.kind === 'now' ? 'sent' : 'scheduled';
      state.outcome = { kind, name: state.send.name, sendAt: payload.answer.send_at ?? '' };
    },
    scheduleFailed(state, { payload }: PayloadAction<{ error: ApiError; planLimit: PlanLimitRefusal | null }>) {
      state.schedule = failed(state.schedule, payload.error);
      state.planLimit = payload.planLimit;
    },
    scheduleReset(state) {
      state.schedule = ready();
      state.planLimit = null;
    },

    /** `sending`: the send went out "now" and is in its undo window (Undo send), else it was scheduled (Unschedule). */
    unscheduleRequested(state, _action: PayloadAction<{ id: string; sending: boolean }>) {
      state.unschedule = started(state.unschedule);
    },
    unscheduleSucceeded(state, { payload }: PayloadAction<{ answer: ScheduleAnswerDto; sending: boolean }>) {
      state.unschedule = succeeded(state.unschedule);
      if (!state.send) return;
      state.outcome = { kind: payload.sending ? 'unsent' : 'unscheduled', name: state.send.name };
      state.send = afterSchedule(state.send, payload.answer);
      state.schedule = ready();
    },
    unscheduleFailed(state, { payload }: PayloadAction<ApiError>) {
      state.unschedule = failed(state.unschedule, payload);
    },

    reviewPatchRequested(state, _action: PayloadAction<{ id: string; body: Partial<SingleSendRequestDto> }>) {
      state.patch = started(state.patch);
    },
    reviewPatched(state, { payload }: PayloadAction<SingleSendDto>) {
      state.patch = succeeded(state.patch);
      if (payload.id === state.id) state.send = payload;
    },
    reviewPatchFailed(state, { payload }: PayloadAction<ApiError>) {
      state.patch = failed(state.patch, payload);
    },

    outcomeDismissed(state) {
      state.outcome = null;
    },
  },
}).injectInto(rootReducer);

export const selectSingleSendReviewState = (state: AppState): SingleSendReviewState => singleSendReviewSlice.selectSlice(state);

export const {
  reviewOpened,
  reviewSendLoaded,
  reviewLoadFailed,
  reviewNamesLoaded,
  estimateRequested,
  estimateLoaded,
  estimateFailed,
  scheduleRequested,
  scheduleSucceeded,
  scheduleFailed,
  scheduleReset,
  unscheduleRequested,
  unscheduleSucceeded,
  unscheduleFailed,
  reviewPatchRequested,
  reviewPatched,
  reviewPatchFailed,
  outcomeDismissed,
} = singleSendReviewSlice.actions;

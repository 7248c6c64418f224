import { pagedCollectionSelectors } from '@/shared/paging/paged-collection';
import { ready } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { selectEmailTestingState, runsAdapter } from './email-testing-slice';
import { emailTestCost } from './limits';
import type { EmailTestRun } from './types';

const runs = pagedCollectionSelectors(runsAdapter, (state: AppState) => selectEmailTestingState(state).runs);

export const selectAllRuns = runs.selectAll;
export const selectRunsRequest = runs.selectRequest;
export const selectRunsComplete = runs.selectReachedEnd;

/** The latest copy of a run: the one followed on its own, else the list's. */
export const selectRunById = (state: AppState, id: string): EmailTestRun | undefined =>
  selectEmailTestingState(state).fetched[id] ?? runs.selectById(state, id);

const READY = ready();
export const selectRunFetchRequest = (state: AppState, id: string) => selectEmailTestingState(state).fetches[id] ?? READY;

export const selectTestClients = (state: AppState) => selectEmailTestingState(state).clients;
export const selectTestChoice = (state: AppState) => selectEmailTestingState(state).choice;
export const selectTestRunRequest = (state: AppState) => selectEmailTestingState(state).start;
export const selectStartedRunId = (state: AppState) => selectEmailTestingState(state).startedRunId;

/** The credits the chosen test costs. */
export const selectChosenTestCost = (state: AppState) => {
  const { clientIds, spamTest } = selectTestChoice(state);
  return emailTestCost(clientIds.length, spamTest);
};

import { useMemo } from 'react';
import type { RequestState } from '@/shared/request-state/request-state';
import { saveProblemOf, type SaveProblem } from './save-problem';
import { SaveProblemNotice } from './SaveProblemNotice';

/**
 * The save problem a form's request state stands for. A 400 is not one (its messages sit on the fields,
 * see useRequestForm), nor a 401 (the app signs out, and the kept edits come back after sign-in).
 */
export function saveProblemOfRequest(request: RequestState): SaveProblem | undefined {
  if (request.status !== 'Error' || request.error.status === 400 || request.error.status === 401) return undefined;
  return saveProblemOf(request.error);
}

interface RequestSaveProblemProps {
  /** The form's save request. */
  request: RequestState;
  noun: string;
  onRetry(): void;
  onReload(): void;
  onKeepMine(revision: string | undefined): void;
}

/** SaveProblemNotice for a form whose save is a request state (the user's submit: a failure takes focus). */
export function RequestSaveProblem({ request, ...notice }: RequestSaveProblemProps) {
  // One problem per failed request, so a conflict dialog the user closed stays closed until the next one.
  const problem = useMemo(() => saveProblemOfRequest(request), [request]);
  return <SaveProblemNotice problem={problem} focusOnShow {...notice} />;
}

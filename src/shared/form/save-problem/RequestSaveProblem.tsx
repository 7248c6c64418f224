import { useState } from 'react';
import type { RequestState } from '@/shared/request-state/request-state';
import { SaveConflictDialog } from './SaveConflictDialog';
import { saveProblemOf, type SaveProblem } from './save-problem';
import { SaveProblemAlert } from './SaveProblemAlert';

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
  /** Sends the same edits again. */
  onRetry(): void;
  /** Reads the stored object and drops the local edits. */
  onReload(): void;
  /** Saves the local edits over the stored object, based on the revision the 409 named. */
  onKeepMine(revision: string | undefined): void;
}

/** A form's failed save (SaveProblemAlert) and, for a conflict, the dialog that asks until put off. */
export function RequestSaveProblem({ request, noun, onRetry, onReload, onKeepMine }: RequestSaveProblemProps) {
  const problem = saveProblemOfRequest(request);
  // The error a user closed the dialog for: the alert keeps both choices, the dialog opens again on the next conflict.
  const [putOff, setPutOff] = useState<RequestState>();
  const keepMine = () => onKeepMine(problem?.kind === 'conflict' ? problem.revision : undefined);
  return (
    <>
      <SaveProblemAlert problem={problem} noun={noun} onRetry={onRetry} onReload={onReload} onKeepMine={keepMine} />
      {problem?.kind === 'conflict' && putOff !== request && (
        <SaveConflictDialog noun={noun} onReload={onReload} onKeepMine={keepMine} onClose={() => setPutOff(request)} />
      )}
    </>
  );
}

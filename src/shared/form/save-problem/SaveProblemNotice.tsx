import { useState } from 'react';
import type { SaveProblem } from './save-problem';
import { SaveConflictDialog } from './SaveConflictDialog';
import { SaveProblemAlert } from './SaveProblemAlert';

interface SaveProblemNoticeProps {
  problem: SaveProblem | undefined;
  /** What is edited, in the screen's words ("automation", "single send"). */
  noun: string;
  /** Sends the same edits again. */
  onRetry(): void;
  /** Reads the stored object and drops the local edits. */
  onReload(): void;
  /** Saves the local edits over the stored object, based on the revision the 409 named. */
  onKeepMine(revision: string | undefined): void;
  /** The save was the user's (a Save button, not an autosave): a failure takes focus when it appears. */
  focusOnShow?: boolean;
}

/**
 * A save that did not land, next to its form (SaveProblemAlert) and, for a conflict, also asked in a
 * dialog until the user chooses or puts it off; the next conflict asks again.
 */
export function SaveProblemNotice({ problem, noun, onRetry, onReload, onKeepMine, focusOnShow }: SaveProblemNoticeProps) {
  const [answered, setAnswered] = useState<SaveProblem>();
  const reload = () => {
    setAnswered(problem);
    onReload();
  };
  const keepMine = () => {
    setAnswered(problem);
    onKeepMine(problem?.kind === 'conflict' ? problem.revision : undefined);
  };
  return (
    <>
      <SaveProblemAlert problem={problem} noun={noun} onRetry={onRetry} onReload={reload} onKeepMine={keepMine} focusOnShow={focusOnShow} />
      {problem?.kind === 'conflict' && problem !== answered && (
        <SaveConflictDialog noun={noun} onReload={reload} onKeepMine={keepMine} onClose={() => setAnswered(problem)} />
      )}
    </>
  );
}

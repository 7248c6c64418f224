import { useEffect, useRef, useState } from 'react';
import { errorOf } from '@/shared/request-state/request-state';
import { saveProblemOf } from '@/shared/form/save-problem/save-problem';
import { SaveProblemAlert } from '@/shared/form/save-problem/SaveProblemAlert';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { messages } from '../messages';
import { selectDesignRequest } from '../selectors';
import { designReloadRequested, designRenameRequested } from '../slice';
import type { DesignSummary } from '../types';
import { DesignNameDialog } from './DesignNameDialog';
import { YourDesignDialog } from './YourDesignDialog';

/** /design-library/your-designs/:id/rename: a new name for one of your designs (at most 100 characters). */
export function RenameDesignDialog() {
  return <YourDesignDialog>{({ id, design, close }) => <RenameForm id={id} design={design} close={close} />}</YourDesignDialog>;
}

/**
 * The rename names the revision it started from, so a design saved elsewhere since is a conflict, offered
 * in the dialog: Reload (the stored name replaces the typed one) or Keep mine (renamed over it).
 */
function RenameForm({ id, design, close }: { id: string; design: DesignSummary; close(): void }) {
  const dispatch = useAppDispatch();
  const error = errorOf(useAppSelector((state) => selectDesignRequest(state, 'rename')));
  const problem = error?.status === 409 ? saveProblemOf(error) : undefined;
  const typed = useRef(design.name);
  // Reload remounts the form once the stored design has come back (its revision changed).
  const [reloadingFrom, setReloadingFrom] = useState<string>();
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (reloadingFrom === undefined || design.updated === reloadingFrom) return;
    setReloadingFrom(undefined);
    setGeneration((value) => value + 1);
  }, [design.updated, reloadingFrom]);

  const rename = (name: string, revision: string) => {
    typed.current = name;
    dispatch(designRenameRequested({ id, name, revision }));
  };
  return (
    <DesignNameDialog
      key={generation}
      operation="rename"
      title={`Rename ${design.name}`}
      submitLabel="Save"
      initialName={design.name}
      keepAs={{ kind: 'design-name', id, noun: 'design', revision: design.updated }}
      failureMessage={messages.renameFailed}
      onSubmit={(name) => rename(name, design.updated)}
      onDone={close}
    >
      <SaveProblemAlert
        problem={problem}
        noun="design"
        onRetry={() => rename(typed.current, design.updated)}
        onReload={() => {
          setReloadingFrom(design.updated);
          dispatch(designReloadRequested({ id }));
        }}
        onKeepMine={() => rename(typed.current, problem?.kind === 'conflict' ? (problem.revision ?? design.updated) : design.updated)}
      />
    </DesignNameDialog>
  );
}

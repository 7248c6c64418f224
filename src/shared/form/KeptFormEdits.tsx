import { useFormikContext } from 'formik';
import { KeptEditsNotice } from '../kept-edits/KeptEditsNotice';
import { useKeptEdits } from '../kept-edits/use-kept-edits';

/** What a settings form's unsaved edits are kept under, and what its notice calls the object. */
export interface KeepAs {
  kind: string;
  id: string | undefined;
  noun: string;
  /** The object's `updated_at` on screen, when it has one. */
  revision?: string;
}

/**
 * Keeps the form's unsaved edits in the browser (a 401 during a save, a reload) and offers them back
 * when the form opens again; a save that lands drops them.
 */
export function KeptFormEdits<Values>({ keepAs, saved }: { keepAs: KeepAs; saved: boolean }) {
  const { values, dirty, setValues } = useFormikContext<Values>();
  const kept = useKeptEdits<Values>({ kind: keepAs.kind, id: keepAs.id, values, dirty: dirty && !saved, ready: true, basedOn: keepAs.revision });
  return <KeptEditsNotice kept={kept} noun={keepAs.noun} revision={keepAs.revision} onRestore={(restored) => void setValues(restored)} />;
}

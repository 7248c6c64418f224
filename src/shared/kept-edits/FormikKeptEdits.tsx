import { useFormikContext } from 'formik';
import { KeptEditsNotice } from './KeptEditsNotice';
import { useKeptEdits } from './use-kept-edits';

/** What a form's unsaved edits are kept under, and what its notice calls the object. */
export interface KeepAs {
  /** What is edited ('signup-form', 'segment', 'sender') and its id; none while it loads. */
  kind: string;
  id: string | undefined;
  /** In the screen's words, for the notice. */
  noun: string;
  /** The revision (`updated_at`) the form's values start from, when the object has one. */
  revision?: string;
}

interface FormikKeptEditsProps {
  keepAs: KeepAs;
  /** The save landed and the screen leaves: what was kept is dropped though the form was not reset. */
  saved?: boolean;
}

/**
 * useKeptEdits wired to the Formik form around it: its values are kept while dirty (a 401 during a save,
 * a reload), offered back when the form opens again, and restoring puts them back as unsaved edits.
 */
export function FormikKeptEdits<T>({ keepAs, saved = false }: FormikKeptEditsProps) {
  const { values, dirty, setValues } = useFormikContext<T>();
  const kept = useKeptEdits<T>({ kind: keepAs.kind, id: keepAs.id, values, dirty: dirty && !saved, ready: true, basedOn: keepAs.revision });
  return <KeptEditsNotice kept={kept} noun={keepAs.noun} revision={keepAs.revision} onRestore={(restored) => void setValues(restored)} />;
}

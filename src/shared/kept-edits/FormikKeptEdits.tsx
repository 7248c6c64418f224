import { useFormikContext } from 'formik';
import { KeptEditsNotice } from './KeptEditsNotice';
import { useKeptEdits } from './use-kept-edits';

interface FormikKeptEditsProps {
  /** What is edited ('signup-form', 'segment') and its id ('new' for one not saved yet). */
  kind: string;
  id: string;
  /** In the screen's words, for the notice. */
  noun: string;
  /** The revision (`updated_at`) the form's values start from; none for a new object. */
  revision?: string;
  /** The save landed and the screen leaves: what was kept is dropped though the form was not reset. */
  saved?: boolean;
}

/**
 * useKeptEdits wired to the Formik form around it: its values are kept while dirty, and restoring
 * kept edits puts them back into the form as unsaved edits.
 */
export function FormikKeptEdits<T>({ kind, id, noun, revision, saved = false }: FormikKeptEditsProps) {
  const { values, dirty, setValues } = useFormikContext<T>();
  const kept = useKeptEdits<T>({ kind, id, values, dirty: dirty && !saved, ready: true, basedOn: revision });
  return <KeptEditsNotice kept={kept} noun={noun} revision={revision} onRestore={(restored) => void setValues(restored)} />;
}

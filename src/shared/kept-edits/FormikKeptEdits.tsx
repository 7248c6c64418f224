import { useFormikContext } from 'formik';
import { useImperativeHandle, useMemo, type Ref } from 'react';
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
  /** Fields never written to the browser's storage (a write key, a token): restoring leaves them as they are. */
  leaveOut?: readonly string[];
}

interface FormikKeptEditsProps {
  keepAs: KeepAs;
  /** The save landed and the screen leaves: what was kept is dropped though the form was not reset. */
  saved?: boolean;
  /** Lets the screen drop the kept edits when the user leaves the form on purpose (see KeptEditsState.abandon). */
  ref?: Ref<KeptEditsHandle>;
}

/** What a screen may do with its form's kept edits from outside the form (a dialog's Cancel sits outside Formik). */
export interface KeptEditsHandle {
  abandon(): void;
}

const without = <T,>(values: T, fields: readonly string[] | undefined): T =>
  fields === undefined ? values : (Object.fromEntries(Object.entries(values as object).filter(([name]) => !fields.includes(name))) as T);

/**
 * useKeptEdits wired to the Formik form around it: its values are kept while dirty (a 401 during a save,
 * a reload), offered back when the form opens again, and restoring puts them back as unsaved edits.
 */
export function FormikKeptEdits<T>({ keepAs, saved = false, ref }: FormikKeptEditsProps) {
  const { values, dirty, setValues } = useFormikContext<T>();
  const { leaveOut } = keepAs;
  const keptValues = useMemo(() => without(values, leaveOut), [values, leaveOut]);
  const kept = useKeptEdits<T>({ kind: keepAs.kind, id: keepAs.id, values: keptValues, dirty: dirty && !saved, ready: true, basedOn: keepAs.revision });
  useImperativeHandle(ref, () => ({ abandon: kept.abandon }), [kept.abandon]);
  return <KeptEditsNotice kept={kept} noun={keepAs.noun} revision={keepAs.revision} onRestore={(restored) => void setValues({ ...values, ...restored })} />;
}

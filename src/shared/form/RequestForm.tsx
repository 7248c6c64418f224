import { Form, useFormikContext } from 'formik';
import { useRef, type ComponentProps, type RefObject } from 'react';
import type { To } from 'react-router-dom';
import { FocusFirstError } from './FocusFirstError';
import { FormikKeptEdits, type KeepAs, type KeptEditsHandle } from '../kept-edits/FormikKeptEdits';
import { FormErrorNotice } from './FormErrorNotice';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

type Props = ComponentProps<typeof Form> & {
  /** What the form says above its fields, from useRequestForm. */
  formError?: string;
  /** The failure may land when sent again (a time-out, a 500): the message comes with Retry. */
  retryable?: boolean;
  submitting: boolean;
  /** The request succeeded: the form's own navigation away is not guarded. */
  saved: boolean;
  /** Where the form stays on screen, if wider than its route's path (see useUnsavedChangesGuard). */
  guardScope?: To;
  /** Keeps the unsaved edits in the browser under this object, offered back after a sign-in or a reload. */
  keepAs?: KeepAs;
  /** For a dialog, whose Cancel is outside the form: its Cancel abandons the kept edits through it. */
  keptEdits?: RefObject<KeptEditsHandle | null>;
};

/**
 * The Formik <Form> of a form that submits a request: busy while it is in flight, its failure on top
 * (with Retry, which submits what the form holds now, when sending again may land).
 * While it holds edits, leaving asks Stay or Leave (Cancel included: one rule for every way out).
 */
export function RequestForm({ formError, retryable = false, submitting, saved, guardScope, keepAs, keptEdits, children, ...props }: Props) {
  const { dirty, submitForm } = useFormikContext();
  const ownKeptEdits = useRef<KeptEditsHandle>(null);
  const kept = keptEdits ?? ownKeptEdits;
  // Leave (Cancel included) gives the edits up: they are not offered again. A reload or a sign-in keeps them.
  useUnsavedChangesGuard(dirty && !saved, { scope: guardScope, onLeave: () => kept.current?.abandon() });
  return (
    <Form noValidate aria-busy={submitting} {...props}>
      <FocusFirstError />
      {keepAs && <FormikKeptEdits ref={kept} keepAs={keepAs} saved={saved} />}
      {formError && <FormErrorNotice message={formError} retryable={retryable} onRetry={() => void submitForm()} />}
      {children}
    </Form>
  );
}

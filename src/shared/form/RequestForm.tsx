import { Form, useFormikContext } from 'formik';
import type { ComponentProps } from 'react';
import type { To } from 'react-router-dom';
import { InlineAlert } from '../ui/InlineAlert';
import { FocusFirstError } from './FocusFirstError';
import { FormikKeptEdits, type KeepAs } from '../kept-edits/FormikKeptEdits';
import { SaveProblemAlert } from './save-problem/SaveProblemAlert';
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
};

const noConflict = () => undefined;

/**
 * The Formik <Form> of a form that submits a request: busy while it is in flight, its failure on top
 * (with Retry, which submits what the form holds now, when sending again may land).
 * While it holds edits, leaving asks Stay or Leave (Cancel included: one rule for every way out).
 */
export function RequestForm({ formError, retryable = false, submitting, saved, guardScope, keepAs, children, ...props }: Props) {
  const { dirty, submitForm } = useFormikContext();
  useUnsavedChangesGuard(dirty && !saved, { scope: guardScope });
  return (
    <Form noValidate aria-busy={submitting} {...props}>
      <FocusFirstError />
      {keepAs && <FormikKeptEdits keepAs={keepAs} saved={saved} />}
      {formError &&
        (retryable ? (
          <SaveProblemAlert problem={{ kind: 'failed', message: formError }} noun={keepAs?.noun ?? ''} onRetry={() => void submitForm()} onReload={noConflict} onKeepMine={noConflict} />
        ) : (
          <InlineAlert tone="danger">{formError}</InlineAlert>
        ))}
      {children}
    </Form>
  );
}

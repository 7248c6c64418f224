import { Form, useFormikContext } from 'formik';
import type { ComponentProps } from 'react';
import type { To } from 'react-router-dom';
import { InlineAlert } from '../ui/InlineAlert';
import { FocusFirstError } from './FocusFirstError';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

type Props = ComponentProps<typeof Form> & {
  /** What the form says above its fields, from useRequestForm. */
  formError?: string;
  submitting: boolean;
  /** The request succeeded: the form's own navigation away is not guarded. */
  saved: boolean;
  /** Where the form stays on screen, if wider than its route's path (see useUnsavedChangesGuard). */
  guardScope?: To;
};

/**
 * The Formik <Form> of a form that submits a request: busy while it is in flight, its failure on top.
 * While it holds edits, leaving asks Stay or Leave (Cancel included: one rule for every way out).
 */
export function RequestForm({ formError, submitting, saved, guardScope, children, ...props }: Props) {
  const { dirty } = useFormikContext();
  useUnsavedChangesGuard(dirty && !saved, { scope: guardScope });
  return (
    <Form noValidate aria-busy={submitting} {...props}>
      <FocusFirstError />
      {formError && <InlineAlert tone="danger">{formError}</InlineAlert>}
      {children}
    </Form>
  );
}

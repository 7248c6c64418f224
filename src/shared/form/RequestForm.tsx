import { Form } from 'formik';
import type { ComponentProps } from 'react';
import { InlineAlert } from '../ui/InlineAlert';
import { FocusFirstError } from './FocusFirstError';

type Props = ComponentProps<typeof Form> & {
  /** What the form says above its fields, from useRequestForm. */
  formError?: string;
  submitting: boolean;
};

/** The Formik <Form> of a form that submits a request: busy while it is in flight, its failure on top. */
export function RequestForm({ formError, submitting, children, ...props }: Props) {
  return (
    <Form noValidate aria-busy={submitting} {...props}>
      <FocusFirstError />
      {formError && <InlineAlert tone="danger">{formError}</InlineAlert>}
      {children}
    </Form>
  );
}

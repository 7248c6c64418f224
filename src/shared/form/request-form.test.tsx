import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/errors';
import type { RequestState } from '../request-state/request-state';
import { CancelAndSubmit } from './CancelAndSubmit';
import { FormikTextField } from './FormikTextField';
import { RequestForm } from './RequestForm';
import { useRequestForm } from './use-request-form';

interface Values {
  email: string;
}

const SERVER_FIELDS: Record<string, keyof Values> = { 'from.email': 'email' };

interface HarnessProps {
  request: RequestState;
  onSubmit?(values: Values): void;
  onSaved?(): void;
  formErrorFor?(error: ApiError, shownByFields: boolean): string | undefined;
}

function Harness({ request, onSubmit = vi.fn(), onSaved = vi.fn(), formErrorFor }: HarnessProps) {
  const form = useRequestForm(request, { serverFields: SERVER_FIELDS, onSubmit, onSaved, formErrorFor });
  return (
    <MemoryRouter>
      <Formik<Values> initialValues={{ email: 'ada@example.com' }} onSubmit={form.onSubmit}>
        <RequestForm aria-label="Sender" formError={form.formError} submitting={form.submitting}>
          <FormikTextField name="email" label="Email" />
          <CancelAndSubmit cancelTo="/senders" submitLabel="Save" submitting={form.submitting} />
        </RequestForm>
      </Formik>
    </MemoryRouter>
  );
}

const failed = (status: number, message: string, fieldErrors: Record<string, string> = {}): RequestState => ({
  status: 'Error',
  error: { status, message, fieldErrors },
});

/** Renders the harness, submits it and lets the request fly; `settle` then moves the request on. */
async function submitted(props: Omit<HarnessProps, 'request'> = {}) {
  const user = userEvent.setup();
  const view = render(<Harness {...props} request={{ status: 'Ready' }} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  view.rerender(<Harness {...props} request={{ status: 'InFlight' }} />);
  const settle = (request: RequestState) => view.rerender(<Harness {...props} request={request} />);
  return { user, settle };
}

describe('useRequestForm with RequestForm and CancelAndSubmit', () => {
  it('sends the values, is busy while the request flies and calls onSaved once it completes', async () => {
    const onSubmit = vi.fn();
    const onSaved = vi.fn();
    const { settle } = await submitted({ onSubmit, onSaved });
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(screen.getByRole('form', { name: 'Sender' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('form', { name: 'Sender' })).toHaveAttribute('novalidate');
    expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/senders');

    settle({ status: 'Complete' });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('form', { name: 'Sender' })).toHaveAttribute('aria-busy', 'false');
  });

  it("puts a 400's field messages on their fields and says nothing above them", async () => {
    const { settle } = await submitted();
    settle(failed(400, 'is already in use', { 'from.email': 'is already in use' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('is already in use');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a 400 no field can show above the form, and clears it on the next submit', async () => {
    const { user, settle } = await submitted();
    settle(failed(400, 'The request was invalid.', { unknown: 'is wrong' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The request was invalid.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves any other failure to the alert stack', async () => {
    const { settle } = await submitted();
    settle(failed(500, 'Something went wrong.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what formErrorFor words, told whether the fields show the messages', async () => {
    const formErrorFor = vi.fn((error: ApiError) => `Not saved: ${error.message}`);
    const { settle } = await submitted({ formErrorFor });
    settle(failed(403, 'Limit reached.', { 'from.email': 'is not allowed' }));
    expect(formErrorFor).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }), true);
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: Limit reached.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('is not allowed');
  });
});

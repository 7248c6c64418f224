import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { createContext, useContext } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api/errors';
import type { RequestState } from '../request-state/request-state';
import { CancelAndSubmit } from './CancelAndSubmit';
import { FormikTextField } from './FormikTextField';
import { RequestForm } from './RequestForm';
import { SAVE_MESSAGES } from './save-problem/save-messages';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
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

const HarnessPropsContext = createContext<HarnessProps>({ request: { status: 'Ready' } });

function Harness() {
  const { request, onSubmit = vi.fn(), onSaved = vi.fn(), formErrorFor } = useContext(HarnessPropsContext);
  const form = useRequestForm(request, { serverFields: SERVER_FIELDS, onSubmit, onSaved, formErrorFor });
  return (
    <Formik<Values> initialValues={{ email: 'ada@example.com' }} onSubmit={form.onSubmit}>
      <RequestForm aria-label="Sender" formError={form.formError} submitting={form.submitting} saved={form.saved}>
        <FormikTextField name="email" label="Email" />
        <CancelAndSubmit cancelTo="/senders" submitLabel="Save" submitting={form.submitting} />
      </RequestForm>
    </Formik>
  );
}

/** The harness on /senders/new of a data router (the guard needs one), its props changeable in place. */
function renderHarness(props: HarnessProps) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: '/senders/new', Component: Harness },
          { path: '/senders', element: <h1>Senders</h1> },
        ],
      },
    ],
    { initialEntries: ['/senders/new'] },
  );
  const tree = (current: HarnessProps) => (
    <HarnessPropsContext.Provider value={current}>
      <RouterProvider router={router} />
    </HarnessPropsContext.Provider>
  );
  const view = render(tree(props));
  return { router, rerender: (next: HarnessProps) => view.rerender(tree(next)) };
}

const failed = (status: number, message: string, fieldErrors: Record<string, string> = {}): RequestState => ({
  status: 'Error',
  error: { status, message, fieldErrors },
});

/** Renders the harness, submits it and lets the request fly; `settle` then moves the request on. */
async function submitted(props: Omit<HarnessProps, 'request'> = {}) {
  const user = userEvent.setup();
  const view = renderHarness({ ...props, request: { status: 'Ready' } });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  view.rerender({ ...props, request: { status: 'InFlight' } });
  const settle = (request: RequestState) => view.rerender({ ...props, request });
  return { user, settle, router: view.router };
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

  it('says a server failure next to the form in its own words, not the server\'s, and moves focus to it', async () => {
    const { settle } = await submitted();
    settle(failed(500, 'internal server error'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(SAVE_MESSAGES.serverFailed);
    expect(alert).not.toHaveTextContent('internal server error');
    expect(document.activeElement).toBe(alert);
  });

  it('says any other failure above the form too (no alert stack repeats it), focused', async () => {
    const { settle } = await submitted();
    settle(failed(403, 'Forbidden.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Forbidden.');
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('says nothing above the form on a 401: the app signs in again', async () => {
    const { settle } = await submitted();
    settle(failed(401, 'Unauthorized.'));
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

describe('leaving a RequestForm with edits', () => {
  const leaveDialog = () => screen.findByRole('dialog', { name: 'Leave this page?' });

  async function edited(props: Omit<HarnessProps, 'request'> = {}) {
    const user = userEvent.setup();
    const view = renderHarness({ ...props, request: { status: 'Ready' } });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    return { user, email, ...view };
  }

  it('asks on Cancel too: Stay keeps what was typed, Leave goes', async () => {
    const { user, email, router } = await edited();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent('You have unsaved changes. If you leave, they will be lost.');

    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(email).toHaveValue('grace@example.com');
    expect(router.state.location.pathname).toBe('/senders/new');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Senders' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets an untouched form go without asking', async () => {
    const user = userEvent.setup();
    renderHarness({ request: { status: 'Ready' } });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Senders' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("lets the form's own navigation after a successful save through, but still asks after a failed one", async () => {
    const onSaved = vi.fn(() => void view.router.navigate('/senders'));
    const view = await edited({ onSaved });
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    view.rerender({ onSaved, request: { status: 'InFlight' } });
    view.rerender({ onSaved, request: failed(500, 'Something went wrong.') });
    await view.user.click(screen.getByRole('link', { name: 'Cancel' }));
    await view.user.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));

    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    view.rerender({ onSaved, request: { status: 'InFlight' } });
    view.rerender({ onSaved, request: { status: 'Complete' } });
    expect(await screen.findByRole('heading', { name: 'Senders' })).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

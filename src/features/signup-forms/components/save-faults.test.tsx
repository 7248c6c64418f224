import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { signupFormsTable, updateSignupForm } from '@mocks/db/signup-forms';
import { server } from '@mocks/node';
import { timedOutMessage } from '@/shared/api/errors';
import { recordRequests } from '@test/record-requests';
import { selectSignupFormById } from '../selectors';
import { signupFormRequested } from '../slice';
import { renderApp } from '@test/render-app';

// The demo data's "Newsletter footer" form (mocks/db/signup-forms.ts).
const NEWSLETTER_ID = '5f0e6a2c-1b7d-4c3e-9a10-000000000001';
// Long enough to see the save in flight, short enough for a test.
const TIMEOUT_MS = 1000;

async function openEditor(writeTimeoutMs?: number) {
  const view = renderApp(`/forms/signup/${NEWSLETTER_ID}/editor`, { writeTimeoutMs });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /List/ })).toHaveValue(signupFormsTable.get(NEWSLETTER_ID)!.list_id), { timeout: 10_000 });
  return view;
}

async function typeName(user: ReturnType<typeof renderApp>['user'], name: string) {
  const field = screen.getByRole('textbox', { name: /Form Name/ });
  await user.clear(field);
  await user.type(field, name);
}

describe('saving the signup form editor when the save goes wrong', () => {
  it('says a save that never answers was not saved, keeps the typed name, and Retry sends it again', async () => {
    server.use(http.patch('*/v3/marketing/signup_forms/:id', () => new Promise<never>(() => undefined), { once: true }));
    const requests = recordRequests();
    const { user } = await openEditor(TIMEOUT_MS);
    await typeName(user, 'Autumn footer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();

    const editor = screen.getByRole('form', { name: 'Signup form editor' });
    expect(await within(editor).findByText(timedOutMessage(TIMEOUT_MS))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Form Name/ })).toHaveValue('Autumn footer');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(signupFormsTable.get(NEWSLETTER_ID)!.name).toBe('Autumn footer'));
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(2);
    await waitFor(() => expect(within(editor).queryByText(timedOutMessage(TIMEOUT_MS))).not.toBeInTheDocument());
  });

  it('offers the unsaved name back when the editor opens again with a fresh store', async () => {
    const first = await openEditor();
    await typeName(first.user, 'Kept footer');
    await waitFor(() => expect(Object.keys(localStorage).some((key) => key.startsWith('kept-edits:'))).toBe(true));
    first.unmount();

    const { user } = await openEditor();
    expect(await screen.findByText('You have changes that were not saved')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Form Name/ })).toHaveValue('Newsletter footer');
    await user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByRole('textbox', { name: /Form Name/ })).toHaveValue('Kept footer');
  });

  it('shows a save over a newer version as a conflict; Keep mine saves over it, based on the newer revision', async () => {
    const requests = recordRequests();
    const { user } = await openEditor();
    const opened = signupFormsTable.get(NEWSLETTER_ID)!.updated_at;
    const elsewhere = updateSignupForm(signupFormsTable.get(NEWSLETTER_ID)!, { intro: 'Changed in another tab' }, new Date(Date.now() + 60_000));
    await typeName(user, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'This signup form was saved elsewhere' })).toBeInTheDocument();
    expect(signupFormsTable.get(NEWSLETTER_ID)!.name).toBe('Newsletter footer');
    expect(screen.getByRole('textbox', { name: /Form Name/ })).toHaveValue('Mine');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(signupFormsTable.get(NEWSLETTER_ID)!.name).toBe('Mine'));
    const patches = requests.filter((request) => request.method === 'PATCH');
    expect(patches.map((patch) => patch.headers.get('If-Match'))).toEqual([`"${opened}"`, `"${elsewhere.updated_at}"`]);
  });

  it('Reload drops the local edits and shows the version saved elsewhere', async () => {
    const { user, dependencies } = await openEditor();
    // Saved elsewhere through the API, as another tab does: a PATCH of the name alone.
    const answer = await lastValueFrom(dependencies.api.patch<{ fields: unknown[] }>(`/marketing/signup_forms/${NEWSLETTER_ID}`, { name: 'Renamed elsewhere' }));
    expect(answer.fields.length).toBeGreaterThan(0);
    await typeName(user, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'This signup form was saved elsewhere' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: /Form Name/ })).toHaveValue('Renamed elsewhere'));
    expect(signupFormsTable.get(NEWSLETTER_ID)!.name).toBe('Renamed elsewhere');
    expect(screen.queryByText('This signup form was saved elsewhere')).not.toBeInTheDocument();
  });

  it('keeps the typed name when a newer version arrives meanwhile (another tab saved), and its save is a conflict, not an overwrite', async () => {
    const { user, store, dependencies } = await openEditor();
    await typeName(user, 'Typed here');
    await lastValueFrom(dependencies.api.patch(`/marketing/signup_forms/${NEWSLETTER_ID}`, { intro: 'Changed in another tab' }));
    // What a list page's refresh after another tab's write does: the newer version reaches the store.
    store.dispatch(signupFormRequested({ id: NEWSLETTER_ID }));
    await waitFor(() => expect(selectSignupFormById(store.getState(), NEWSLETTER_ID)?.intro).toBe('Changed in another tab'));

    expect(screen.getByRole('textbox', { name: /Form Name/ })).toHaveValue('Typed here');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'This signup form was saved elsewhere' })).toBeInTheDocument();
    expect(signupFormsTable.get(NEWSLETTER_ID)!.name).toBe('Newsletter footer');
    expect(signupFormsTable.get(NEWSLETTER_ID)!.intro).toBe('Changed in another tab');
  });

  it('starts again from its own landed save, then follows a newer version while nothing is typed', async () => {
    const { user, store, dependencies } = await openEditor();
    await typeName(user, 'Saved here');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(signupFormsTable.get(NEWSLETTER_ID)!.name).toBe('Saved here'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());

    await lastValueFrom(dependencies.api.patch(`/marketing/signup_forms/${NEWSLETTER_ID}`, { name: 'Renamed in another tab' }));
    store.dispatch(signupFormRequested({ id: NEWSLETTER_ID }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Form Name/ })).toHaveValue('Renamed in another tab'));
  });
});

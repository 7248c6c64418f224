import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { signInAs, type PersonaId } from '@mocks/node';
import { createTestDependencies } from '@test/test-dependencies';
import { UnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { useUnsavedChangesGuard } from '../form/use-unsaved-changes-guard';
import { AUTH_TOKEN_COOKIE } from '../session/cookie-names';
import { KeptEditsNotice } from './KeptEditsNotice';
import { useKeptEdits } from './use-kept-edits';

const SAVED_NAME = 'Spring newsletter';

/** A form over a saved name: typing makes it dirty, Save makes it clean again. */
function NameForm({ id }: { id: string }) {
  const [saved, setSaved] = useState(SAVED_NAME);
  const [name, setName] = useState(SAVED_NAME);
  const kept = useKeptEdits({ kind: 'test-form', id, values: { name }, dirty: name !== saved, ready: true, basedOn: 'rev-1' });
  return (
    <>
      <KeptEditsNotice kept={kept} noun="form" revision="rev-1" onRestore={(values) => setName(values.name)} />
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={() => setSaved(name)}>
        Save
      </button>
      <button type="button" onClick={kept.abandon}>
        Leave
      </button>
    </>
  );
}

/** A fresh store and form, as after a reload or a sign-in. */
function open(persona: PersonaId = 'owner-advanced', id = 'form-1') {
  Cookies.set(AUTH_TOKEN_COOKIE, signInAs(persona).token, { path: '/' });
  const store = createAppStore(createTestDependencies());
  return render(
    <Provider store={store}>
      <NameForm id={id} />
    </Provider>,
  );
}

/** An editor wired as any screen may be: kept edits and a guard, with no onLeave of its own. */
function GuardedNameForm() {
  const [name, setName] = useState(SAVED_NAME);
  const dirty = name !== SAVED_NAME;
  const kept = useKeptEdits({ kind: 'test-form', id: 'form-1', values: { name }, dirty, ready: true, basedOn: 'rev-1' });
  useUnsavedChangesGuard(dirty);
  return (
    <>
      <KeptEditsNotice kept={kept} noun="form" revision="rev-1" onRestore={(values) => setName(values.name)} />
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

/** The guarded form on /form inside the app's one guard, and a page elsewhere: a fresh store each time, as after a reload. */
function openGuarded() {
  Cookies.set(AUTH_TOKEN_COOKIE, signInAs('owner-advanced').token, { path: '/' });
  const store = createAppStore(createTestDependencies());
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: '/form', element: <GuardedNameForm /> },
          { path: '/elsewhere', element: <Link to="/form">Back to the form</Link> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  return render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const typeIntoName = async (words: string) => {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: 'Name' });
  await user.clear(field);
  await user.type(field, words);
};

const keptCount = () => Object.keys(localStorage).filter((key) => key.startsWith('kept-edits:')).length;

describe('kept edits', () => {
  it('keeps typed words across a reload and offers them back; Restore puts them in the form', async () => {
    const first = open();
    await typeIntoName('Summer sale');
    await waitFor(() => expect(keptCount()).toBe(1));
    first.unmount();

    // Reloaded twice before answering: the offer is still there.
    const second = open();
    expect(await screen.findByText('You have changes that were not saved')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    second.unmount();
    expect(keptCount()).toBe(1);

    open();
    expect(await screen.findByText('You have changes that were not saved')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(SAVED_NAME);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Summer sale');
    expect(screen.queryByText('You have changes that were not saved')).not.toBeInTheDocument();
  });

  it('drops what was kept when the user leaves on purpose, and writes nothing more as the form goes', async () => {
    const first = open();
    await typeIntoName('Given up');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leave' }));
    first.unmount();
    expect(keptCount()).toBe(0);

    // Gone without Leave (a sign-in redirect after a 401, a closed tab): the words are still kept.
    const second = open();
    await typeIntoName('Kept through a sign-in');
    second.unmount();
    expect(keptCount()).toBe(1);
  });

  it('drops what was kept when Leave lets a navigation through, with no wiring in the form; Stay or a reload keeps it', async () => {
    const user = userEvent.setup();
    const first = openGuarded();
    await typeIntoName('Given up');
    await waitFor(() => expect(keptCount()).toBe(1));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(keptCount()).toBe(1);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await user.click(await screen.findByRole('link', { name: 'Back to the form' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue(SAVED_NAME);
    expect(screen.queryByText('You have changes that were not saved')).not.toBeInTheDocument();
    expect(keptCount()).toBe(0);
    first.unmount();

    // A reload (or a sign-in) in the middle of typing is no Leave: the words are offered back.
    const second = openGuarded();
    await typeIntoName('Kept through a reload');
    second.unmount();
    openGuarded();
    expect(await screen.findByText('You have changes that were not saved')).toBeInTheDocument();
  });

  it('writes the last words when the page is left before the next keep', async () => {
    const first = open();
    await typeIntoName('Summer');
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(Object.keys(localStorage)[0] ?? '') ?? '{}')).toMatchObject({ values: { name: 'Summer' }, basedOn: 'rev-1' });
    first.unmount();
  });

  it('drops what was kept once it is saved, and on Discard', async () => {
    const first = open();
    await typeIntoName('Saved now');
    await waitFor(() => expect(keptCount()).toBe(1));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(keptCount()).toBe(0));
    first.unmount();

    const second = open();
    await typeIntoName('Thrown away');
    await waitFor(() => expect(keptCount()).toBe(1));
    second.unmount();
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Discard them' }));
    expect(keptCount()).toBe(0);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(SAVED_NAME);
  });

  it('offers one user’s edits to nobody else, and one object’s to no other object', async () => {
    const first = open('owner-advanced', 'form-1');
    await typeIntoName('Mine only');
    await waitFor(() => expect(keptCount()).toBe(1));
    first.unmount();

    const otherObject = open('owner-advanced', 'form-2');
    await screen.findByRole('textbox', { name: 'Name' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('You have changes that were not saved')).not.toBeInTheDocument();
    otherObject.unmount();

    open('owner-free');
    await screen.findByRole('textbox', { name: 'Name' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('You have changes that were not saved')).not.toBeInTheDocument();
  });
});

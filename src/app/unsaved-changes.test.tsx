import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { fillSenderForm } from '@test/fill-sender-form';
import { renderApp } from '@test/render-app';

const leaveDialog = () => screen.findByRole('dialog', { name: 'Leave this page?' });
const navLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

/** Fires the event the browser sends before a reload or close; true when the page asked to stay. */
function beforeUnloadCancelled(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}


/** The unsubscribe groups list, with a two-address upload to Ambassador Program held in flight until `finishUpload()`. */
async function renderRunningUpload() {
  let finishUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => (finishUpload = resolve));
  server.use(
    http.post('*/v3/asm/groups/:id/suppressions', async ({ request }) => {
      await uploadHeld;
      return HttpResponse.json(await request.json(), { status: 201 });
    }),
  );
  const rendered = renderApp('/unsubscribe-groups');
  const { user } = rendered;
  const card = (await screen.findByText('Ambassador Program', { selector: 'h2' }, { timeout: 5000 })).closest('li')!;
  await user.click(within(card).getByRole('link', { name: 'Upload CSV' }));
  await user.upload(await screen.findByLabelText('CSV file', {}, { timeout: 5000 }), new File(['a@example.com\nb@example.com'], 'two.csv'));
  await user.click(await screen.findByRole('button', { name: 'Upload 2 addresses' }));
  await screen.findByRole('progressbar', { name: 'Uploading addresses to Ambassador Program' });
  return { ...rendered, finishUpload };
}

describe('Unsaved changes', () => {
  it('asks Stay or Leave when a navigation link would drop a half-filled form', async () => {
    const { user, router } = renderApp('/senders/new');
    await user.type(await screen.findByLabelText('From Name'), 'Spring Sale Team');

    await user.click(navLink('Custom Fields'));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent('You have unsaved changes. If you leave, they will be lost.');
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/senders/new');
    expect(screen.getByLabelText('From Name')).toHaveValue('Spring Sale Team');

    await user.click(navLink('Custom Fields'));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom Fields' })).toBeInTheDocument();
  });

  it("has the browser ask on reload or close while the form holds edits, and lets the form's own save leave", async () => {
    const { user, router } = renderApp('/senders/new');
    await screen.findByLabelText('From Name');
    expect(beforeUnloadCancelled()).toBe(false);

    await fillSenderForm(user, 'Spring sale');
    expect(beforeUnloadCancelled()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Spring sale was created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/senders'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('lets an expired session log out without the browser asking to stay', async () => {
    server.use(http.post('*/v3/marketing/senders', () => HttpResponse.json({ errors: [{ message: 'expired' }] }, { status: 401 })));
    const { user, location } = renderApp('/senders/new');
    await screen.findByLabelText('From Name');
    await fillSenderForm(user, 'Spring sale');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/login?redirect_to=%2Fsenders%2Fnew'));
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it("does not ask for the form's own preview tabs and delete dialog, nor after the group is deleted", async () => {
    // Ambassador Program holds no addresses: its delete asks a plain confirmation.
    const { user, router } = renderApp('/unsubscribe-groups/20/edit/preview/unsubscribe');
    const name = await screen.findByLabelText('Group Name');
    const typed = `${(name as HTMLInputElement).value} renamed`;
    await user.type(name, ' renamed');

    await user.click(screen.getByRole('tab', { name: 'Preferences page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups/20/edit/preview/preferences'));
    await user.click(screen.getByRole('link', { name: 'Delete Group' }));
    await user.click(within(await screen.findByRole('dialog', { name: /^Delete / })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Group Name')).toHaveValue(typed);

    await user.click(screen.getByRole('link', { name: 'Delete Group' }));
    await user.click(within(await screen.findByRole('dialog', { name: /^Delete / })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks while a CSV upload is running, saying it goes on, and lets its own return to the list through', async () => {
    const { user, router, finishUpload } = await renderRunningUpload();
    const uploadPath = router.state.location.pathname;
    expect(beforeUnloadCancelled()).toBe(true);

    await user.click(navLink('Senders'));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent('Your upload is still running. It goes on if you open another page of the app');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(uploadPath);

    finishUpload();
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('keeps asking before a reload on any page while the upload runs on, and stops once it has finished', async () => {
    const { user, finishUpload } = await renderRunningUpload();

    await user.click(navLink('Senders'));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Senders' })).toBeInTheDocument();
    expect(beforeUnloadCancelled()).toBe(true);
    // Another page of the app is no loss: only the upload page asked.
    await user.click(navLink('Custom Fields'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom Fields' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    finishUpload();
    expect(await screen.findByText(/Upload complete/)).toBeInTheDocument();
    expect(beforeUnloadCancelled()).toBe(false);
  });
});

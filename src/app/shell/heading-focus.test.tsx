import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render-app';

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main' });

describe('focus after navigation', () => {
  it('leaves focus alone on the first load, then moves it to the new page heading after a link is followed', async () => {
    const { user } = renderApp('/');
    const home = await screen.findByRole('heading', { level: 1, name: 'Marketing Campaigns' });
    await within(mainNavigation()).findByRole('link', { name: 'Senders' });
    expect(home).not.toHaveFocus();

    await user.click(within(mainNavigation()).getByRole('link', { name: 'Senders' }));
    const senders = await screen.findByRole('heading', { level: 1, name: 'Senders' });
    await waitFor(() => expect(senders).toHaveFocus());
  });

  it('does not move focus to a heading on the redirect of a first load', async () => {
    renderApp('/templates');
    const heading = await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading).not.toHaveFocus();
  });

  it('leaves focus with a delete dialog opened over the list, and with the link that opened it afterwards', async () => {
    const { user, router } = renderApp('/');
    await user.click(await within(mainNavigation()).findByRole('link', { name: 'Senders' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Senders' });
    await screen.findByRole('table', { name: 'Senders' });

    const remove = screen.getAllByRole('link', { name: 'Delete' })[0]!;
    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(heading).not.toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/senders'));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(heading).toBeInTheDocument();
  });

  it('does not take focus when only the search or the hash changes', async () => {
    const { user, router } = renderApp('/');
    await user.click(await within(mainNavigation()).findByRole('link', { name: 'Senders' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Senders' });
    await waitFor(() => expect(heading).toHaveFocus());
    const create = screen.getAllByRole('link', { name: 'Create New Sender' })[0]!;
    create.focus();
    await router.navigate('/senders?sort=nickname#top');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).toHaveFocus();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render-app';

describe('Ads settings', () => {
  it('connects a partner through its sign-in, then links to creating the first campaign', async () => {
    const { user, router } = renderApp('/ads/settings', { persona: 'owner-free' });
    await user.click(await screen.findByRole('button', { name: 'Connect Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Facebook' });
    await user.click(within(dialog).getByRole('button', { name: 'Allow and connect' }));
    expect(within(dialog).getByRole('textbox', { name: 'Facebook email or username' })).toHaveAccessibleDescription(/is a required field/);

    await user.type(within(dialog).getByRole('textbox', { name: 'Facebook email or username' }), 'frankie@bakehouse.example');
    await user.click(within(dialog).getByRole('button', { name: 'Allow and connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Facebook is connected')).toBeInTheDocument();
    expect(screen.getByText(/Connected as frankie since/)).toBeInTheDocument();
    const first = screen.getByRole('link', { name: 'Create your first ad campaign' });
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ads/campaigns/new/quickstart'));
  });

  it('chooses the one ad account, and disconnects a partner after confirming', async () => {
    const { user, router } = renderApp('/ads/settings', { persona: 'admin-impersonating' });
    await user.click(await screen.findByRole('link', { name: 'Choose ad account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an ad account' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose an ad account.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Lumen Outfitters Marketing (agency account) (USD)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lumen Outfitters Marketing (agency account) (USD) is billed for every campaign.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ads/settings');

    await user.click(screen.getByRole('link', { name: 'Disconnect Facebook' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect Facebook?' });
    expect(router.state.location.pathname).toBe('/ads/settings/disconnect/facebook');
    await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect Facebook' })).toBeInTheDocument();
    expect(screen.getByText('Connect Facebook to choose the ad account your campaigns are billed to.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ads/settings');
  });
});

describe('Ad campaigns list', () => {
  it('shows each campaign with its status, spend and results', async () => {
    renderApp('/ads/campaigns');
    const table = await screen.findByRole('table', { name: 'Ad campaigns' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    for (const header of ['Name', 'Status', 'Spend', 'Results (link clicks)']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(row('Summer sale retargeting')).getByText('Completed')).toBeInTheDocument();
    expect(within(row('Summer sale retargeting')).getByText(/^\$1,[12]\d\d\.\d\d$/)).toBeInTheDocument();
    expect(within(row('Spring 2027 launch teaser')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Spring 2027 launch teaser')).getByText('$0.00')).toBeInTheDocument();
    expect(within(row('Loyalty double points')).getByText('Paused')).toBeInTheDocument();
  });
});

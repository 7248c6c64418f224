import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const table = () => screen.findByRole('table', { name: 'Ad campaigns' });

describe('deleting an ad campaign', () => {
  it('asks first, says a running campaign’s ads stop, then deletes it and takes its row away', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/ads/campaigns');
    const rows = await table();
    const row = within(rows).getByRole('row', { name: /Fall trail shoes/ });
    await user.click(within(row).getByRole('link', { name: 'Delete Fall trail shoes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Fall trail shoes?' });
    expect(within(dialog).getByText(/Its ads stop running on every partner/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Fall trail shoes was deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ads/campaigns'));
    expect(within(await table()).queryByRole('row', { name: /Fall trail shoes/ })).toBeNull();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([expect.stringMatching(/^\/v3\/marketing\/ads\/campaigns\/[\w-]+$/)]);
  });

  it('keeps the campaign and says why inside the dialog when the server refuses, and Cancel leaves it', async () => {
    server.use(http.delete('*/v3/marketing/ads/campaigns/:id', () => HttpResponse.json({ errors: [{ field: null, message: 'internal server error' }] }, { status: 500 })));
    const { user } = renderApp('/ads/campaigns');
    await user.click(within(await table()).getByRole('link', { name: 'Delete Loyalty double points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Loyalty double points?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/internal server error/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await table()).getByRole('row', { name: /Loyalty double points/ })).toBeInTheDocument();
  });

  it('says so for a campaign that does not exist', async () => {
    renderApp('/ads/campaigns/5b0c1d2e-3f40-4a51-8b62-7c83d94ea5f6/delete');
    expect(await screen.findByRole('dialog', { name: 'Campaign not found' })).toBeInTheDocument();
  });
});

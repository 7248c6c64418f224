import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportTiming } from '@mocks/handlers/contact-exports';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const toast = async (text: string | RegExp) => within(await screen.findByRole('region', { name: 'Notifications' })).findByText(text);
const exportRows = () => within(screen.getByRole('table', { name: 'Active exports' })).getAllByRole('row').slice(1);

beforeEach(() => {
  exportTiming.pendingMs = 0;
});

afterEach(() => {
  exportTiming.pendingMs = 1500;
});

describe('Contact exports', () => {
  it('starts an export of every contact, follows it, and offers its file for about 12 hours', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/contacts/exports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exports' })).toBeInTheDocument();
    expect(await screen.findByText('No active exports')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New export' });
    await user.click(within(form).getByRole('radio', { name: /JSON/ }));
    await user.click(within(form).getByRole('checkbox', { name: 'Email me when the export is ready' }));
    await user.click(within(form).getByRole('button', { name: 'Export' }));

    expect(await toast(/Your export has started/)).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST' && request.path === '/v3/marketing/contacts/exports');
    expect(post?.body).toEqual({ file_type: 'json', notifications: { email: true } });

    expect(await toast('Your contact export is ready to download in Active Exports.', )).toBeInTheDocument();
    const [row] = exportRows();
    await waitFor(() => expect(within(row!).getByText('Ready for download')).toBeInTheDocument());
    expect(within(row!).getByText('All contacts')).toBeInTheDocument();
    expect(within(row!).getByText('4,210 contacts')).toBeInTheDocument();
    expect(within(row!).getByText(/^11 h 59 min left$|^12 h 0 min left$/)).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'Download JSON' })).toHaveAttribute('href', expect.stringContaining('/contact-exports/'));
  }, 15_000);

  it('asks which segment when a segment is to be exported, and says so next to the field', async () => {
    const { user } = renderApp('/contacts/exports');
    const form = await screen.findByRole('form', { name: 'New export' });
    await user.click(within(form).getByRole('radio', { name: 'A segment' }));
    await user.click(within(form).getByRole('button', { name: 'Export' }));
    expect(await within(form).findByText('Choose the segment to export.')).toBeInTheDocument();
  });

  it('shows a failed export with its message and restarts it', async () => {
    scenarios.apply('contact-exports-fail');
    const requests = recordRequests();
    const { user } = renderApp('/contacts/exports');
    const form = await screen.findByRole('form', { name: 'New export' });
    await user.click(within(form).getByRole('button', { name: 'Export' }));
    expect(await toast('A contact export failed. You can restart it from Active Exports.')).toBeInTheDocument();
    await waitFor(() => expect(within(exportRows()[0]!).getByText('Failed')).toBeInTheDocument());
    expect(within(exportRows()[0]!).getByText(/could not be completed/)).toBeInTheDocument();

    scenarios.clear();
    await user.click(within(exportRows()[0]!).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST' && request.path === '/v3/marketing/contacts/exports')).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByText('Ready for download')).toHaveLength(1), { timeout: 8000 });
  }, 20_000);

  it('deletes an export after confirmation and says so', async () => {
    const { user } = renderApp('/contacts/exports');
    const form = await screen.findByRole('form', { name: 'New export' });
    await user.click(within(form).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(exportRows()).toHaveLength(1));
    await user.click(within(exportRows()[0]!).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the export of all contacts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast('All contacts export was deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Active exports' })).toBeNull());
    expect(screen.getByText('No active exports')).toBeInTheDocument();
  });
});

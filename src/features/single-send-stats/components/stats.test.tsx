import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { singleSendsOf } from '@mocks/db/single-sends';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

// uPlot draws on a canvas, which jsdom does not have: the chart is a stand-in here (the e2e spec draws the real one).
vi.mock('@/shared/marketing-stats/StatsChart', () => ({ default: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const sendWith = (predicate: (send: ReturnType<typeof singleSendsOf>[number]) => boolean) => {
  const send = singleSendsOf('avery').find(predicate);
  if (!send) throw new Error('no such seeded single send');
  return send;
};

/** jsdom's Blob has no text(): its FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('Single send stats', () => {
  it('shows the figures with rates, the figures per day as a table, and the clicks per link', async () => {
    const send = sendWith((candidate) => candidate.status === 'triggered' && candidate.abtest === null && candidate.channel === 'email');
    const requests = recordRequests();
    const { user } = renderApp(`/single-sends/${send.id}/stats`);
    expect(await screen.findByRole('heading', { level: 1, name: `Stats: ${send.name}` })).toBeInTheDocument();
    await waitFor(() => expect(within(figure('Delivered')).getByText(/% of requests/)).toBeInTheDocument());
    for (const label of ['Requests', 'Unique opens', 'Total opens', 'Unique clicks', 'Total clicks', 'Bounces', 'Unsubscribes', 'Spam reports']) {
      expect(figure(label)).toBeInTheDocument();
    }
    // Fetched in the batch form and in the A/B variant form.
    expect(requests.some((request) => request.path === '/v3/marketing/stats/singlesends' && request.search.includes(`singlesend_ids=${send.id}`))).toBe(true);
    expect(requests.some((request) => request.path === `/v3/marketing/stats/singlesends/${send.id}` && request.search.includes('group_by=ab_variation%2Cab_phase'))).toBe(true);

    expect(await screen.findByRole('img', { name: /^Chart of delivered, unique opens and unique clicks per day/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    const table = screen.getByRole('table', { name: 'Delivered, unique opens and unique clicks per day' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    const links = await screen.findByRole('table', { name: 'Clicks per link' });
    expect(within(links).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('exports the figures as a CSV file named after the send', async () => {
    const send = sendWith((candidate) => candidate.status === 'triggered' && candidate.abtest === null && candidate.channel === 'email');
    const requests = recordRequests();
    // jsdom has no object URLs: these stand in for the browser's.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:stats');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const { user, location } = renderApp(`/single-sends/${send.id}/stats`);
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    await user.click(exportButton);
    await waitFor(() => expect(location.download).toHaveBeenCalledTimes(1));
    const slug = send.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').toLowerCase();
    expect(location.download).toHaveBeenCalledWith('blob:stats', `${slug}-stats.csv`);
    const csv = await textOf(createObjectURL.mock.calls[0]![0]);
    expect(csv.split('\r\n')[0]).toContain('Single Send Name');
    expect(csv).toContain(send.id);
    expect(requests.filter((request) => request.path === '/v3/marketing/stats/singlesends/export').map((request) => request.search)).toEqual([expect.stringContaining(`ids=${send.id}`)]);
    expect(await screen.findByText(`The statistics of ${send.name} were exported.`)).toBeInTheDocument();
  });

  it('shows one variation’s figures and link clicks through the variant picker, then picks the winner once', async () => {
    const send = sendWith((candidate) => candidate.status === 'pick-winner');
    const requests = recordRequests();
    const { user } = renderApp(`/single-sends/${send.id}/stats`);
    const picker = await screen.findByRole('combobox', { name: 'Variation' });
    const variationB = send.ab_variations[1]!;
    await user.selectOptions(picker, variationB.id);
    expect(await screen.findByRole('heading', { name: 'Figures of variation B' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path.endsWith('/links') && request.search.includes(`ab_variation_id=${variationB.id}`))).toBe(true));

    expect(screen.getByText(/Pick the winner by/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Variation B/ }));
    await user.click(screen.getByRole('button', { name: 'Pick the winner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick the winner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, pick it' }));
    expect(await screen.findByText(/Variation B won/)).toBeInTheDocument();
    const picks = requests.filter((request) => request.method === 'POST' && request.path.endsWith('/abtest/winner'));
    expect(picks).toHaveLength(1);
    await waitFor(() => expect(picks[0]?.body).toEqual({ variation_id: variationB.id }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByText('Variation B is the winner. It goes to the rest of the recipients.')).toBeInTheDocument();
  });

  it('says an expired A/B test can no longer get a winner', async () => {
    const send = sendWith((candidate) => candidate.status === 'expired');
    renderApp(`/single-sends/${send.id}/stats`);
    expect(await screen.findByText(/The A\/B test expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick the winner' })).not.toBeInTheDocument();
  });

  it('previews the email as sent in a sandboxed frame', async () => {
    const send = sendWith((candidate) => candidate.status === 'triggered' && candidate.channel === 'email');
    renderApp(`/single-sends/${send.id}/stats/preview`);
    const dialog = await screen.findByRole('dialog', { name: `Preview: ${send.name}` });
    expect(within(dialog).getByTitle(`The email ${send.name}`)).toHaveAttribute('sandbox', '');
  });
});

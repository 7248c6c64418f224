import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { automationsOf, type AutomationRecord } from '@mocks/db/automations';
import { scenarios } from '@mocks/scenarios/registry';
import { AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { allMessages } from '@/shared/sending/automation-tree';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

// uPlot draws on a canvas, which jsdom does not have: the chart is a stand-in here (the e2e spec draws the real one).
vi.mock('@/shared/marketing-stats/StatsChart', () => ({ default: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const automationOf = (predicate: (automation: AutomationRecord) => boolean) => {
  const automation = automationsOf('avery').find(predicate);
  if (!automation) throw new Error('no such seeded automation');
  return automation;
};
const welcomeSeries = () => automationOf((automation) => automation.name === 'Welcome series');

/** jsdom's Blob has no text(): its FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
const STATS = '/v3/marketing/stats/automations';

describe('Automation stats', () => {
  it('shows the figures of all emails with rates, each email side by side, the figures per day and the clicks per link', async () => {
    const automation = welcomeSeries();
    const requests = recordRequests();
    const { user } = renderApp(`/automations/${automation.id}/stats`);
    expect(await screen.findByRole('heading', { level: 1, name: `Stats: ${automation.name}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Figures of all emails' })).toBeInTheDocument();
    await waitFor(() => expect(within(figure('Delivered')).getByText(/% of requests/)).toBeInTheDocument());
    for (const label of ['Requests', 'Unique opens', 'Total opens', 'Unique clicks', 'Total clicks', 'Bounces', 'Unsubscribes', 'Spam reports']) {
      expect(figure(label)).toBeInTheDocument();
    }
    const perEmail = screen.getByRole('table', { name: 'Figures per email' });
    const messages = allMessages(automation.steps);
    expect(within(perEmail).getAllByRole('row')).toHaveLength(messages.length + 1);
    expect(within(perEmail).getByRole('cell', { name: `Email ${messages[0]!.number}: ${messages[0]!.subject}` })).toBeInTheDocument();
    expect(requests.some((request) => request.path === `${STATS}/${automation.id}` && request.search.includes('group_by=step_id') && request.search.includes('aggregated_by=total'))).toBe(true);

    expect(await screen.findByRole('img', { name: /^Chart of delivered, unique opens and unique clicks per day/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    expect(within(screen.getByRole('table', { name: 'Delivered, unique opens and unique clicks per day' })).getAllByRole('row').length).toBeGreaterThan(1);
    const links = await screen.findByRole('table', { name: 'Clicks per link' });
    expect(within(links).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('shows one email’s figures, per day and per link, through the email picker', async () => {
    const automation = welcomeSeries();
    const second = allMessages(automation.steps)[1]!;
    const requests = recordRequests();
    const { user } = renderApp(`/automations/${automation.id}/stats`);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Email' }), second.id);
    expect(await screen.findByRole('heading', { name: `Figures of Email ${second.number}: ${second.subject}` })).toBeInTheDocument();
    await waitFor(() => {
      expect(requests.some((request) => request.path === `${STATS}/${automation.id}/links` && request.search.includes(`step_ids=${second.id}`))).toBe(true);
      expect(requests.some((request) => request.path === `${STATS}/${automation.id}` && request.search.includes('aggregated_by=day') && request.search.includes(`step_ids=${second.id}`))).toBe(true);
    });
  });

  it('reads the figures of a date range, and says when its end is before its start', async () => {
    const automation = welcomeSeries();
    const requests = recordRequests();
    const { user } = renderApp(`/automations/${automation.id}/stats`);
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.type(from, '2026-03-10');
    await user.type(to, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Choose an end date on or after the start date.')).toBeInTheDocument();
    expect(requests.some((request) => request.search.includes('start_date='))).toBe(false);

    await user.clear(to);
    await user.type(to, '2026-03-20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === `${STATS}/${automation.id}` && request.search.includes('start_date=2026-03-10') && request.search.includes('end_date=2026-03-20')),
      ).toHaveLength(2),
    );
    expect(screen.queryByText('Choose an end date on or after the start date.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All time' }));
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('exports the figures as a CSV file named after the automation', async () => {
    const automation = welcomeSeries();
    const requests = recordRequests();
    // jsdom has no object URLs: these stand in for the browser's.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:stats');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const { user, location } = renderApp(`/automations/${automation.id}/stats`);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(location.download).toHaveBeenCalledTimes(1));
    expect(location.download).toHaveBeenCalledWith('blob:stats', 'welcome-series-stats.csv');
    expect(await textOf(createObjectURL.mock.calls[0]![0])).toContain(automation.id);
    expect(requests.filter((request) => request.path === `${STATS}/export`).map((request) => request.search)).toEqual([expect.stringContaining(`ids=${automation.id}`)]);
    expect(await screen.findByText(`The statistics of ${automation.name} were exported.`)).toBeInTheDocument();
  });

  it('says a draft that was never live has no stats yet', async () => {
    const draft = automationOf((automation) => automation.status === 'draft' && automation.live_at === null);
    renderApp(`/automations/${draft.id}/stats`);
    expect(await screen.findByRole('heading', { name: 'No stats yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the automation' })).toHaveAttribute('href', `/automations/${draft.id}/detail`);
  });

  it('says an automation that does not exist does not', async () => {
    renderApp('/automations/00000000-0000-4000-8000-000000000000/stats');
    expect(await screen.findByRole('heading', { name: 'This automation does not exist' })).toBeInTheDocument();
  });

  it('shows a plan without automations the upgrade instead of the stats', async () => {
    scenarios.apply('basic-plan');
    const requests = recordRequests();
    renderApp(`/automations/${welcomeSeries().id}/stats`);
    expect(await screen.findByRole('heading', { name: AUTOMATION_MESSAGES.featureNeedsAdvanced })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Advanced (opens in a new tab)' })).toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith(STATS))).toBe(false);
  });
});

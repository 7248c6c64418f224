import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { pngBytes } from '@mocks/testing/image-bytes';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import type { AdCampaignDto, AdSettingsDto } from '../types';

/** Frankie with both partners connected and an ad account chosen, through the API as the settings screen would. */
async function connectFrankie() {
  const { token } = signInAs('owner-free');
  const call = async <T,>(path: string, method: string, body: unknown) => (await (await apiFetch(path, { token, method, body })).json()) as T;
  let settings: AdSettingsDto | undefined;
  for (const partner of ['facebook', 'instagram']) {
    const { authorization_code } = await call<{ authorization_code: string }>(`/marketing/ads/partners/${partner}/sign_in`, 'POST', { login: 'frankie' });
    settings = await call<AdSettingsDto>('/marketing/ads/connections', 'POST', { partner, authorization_code });
  }
  await call('/marketing/ads/settings/ad_account', 'PUT', { ad_account_id: settings?.ad_accounts[0]?.id });
  return { token };
}

const errorOf = (control: HTMLElement) => control.getAttribute('aria-invalid') === 'true' && control;

describe('Creating an ad campaign in four steps', () => {
  it('checks each step as the spec says, then creates the draft and opens the ad design', async () => {
    await connectFrankie();
    const requests = recordRequests();
    const { user, router } = renderApp('/ads/campaigns/new/quickstart', { persona: 'owner-free' });
    const next = async () => user.click(await screen.findByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Name' })).toBeInTheDocument();
    await next();
    const name = screen.getByRole('textbox', { name: 'Campaign name' });
    expect(errorOf(name)).toBeTruthy();
    expect(name).toHaveAccessibleDescription(/is a required field/);
    await user.type(name, 'Holiday cookie boxes');
    await next();

    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Ad partners' })).toBeInTheDocument();
    await next();
    expect(screen.getByRole('group', { name: /Ad partners/ })).toHaveAccessibleDescription(/Choose at least 1 ad partner\./);
    await user.click(screen.getByRole('checkbox', { name: 'Facebook' }));
    await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
    await next();

    expect(await screen.findByRole('heading', { name: 'Step 3 of 4: Schedule' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Temporary' }));
    const budget = screen.getByRole('spinbutton', { name: 'Daily budget (USD)' });
    expect(budget).toHaveAccessibleDescription(/At least \$5\.00 a day\./);
    await user.clear(budget);
    await user.type(budget, '4.99');
    await next();
    expect(screen.getByLabelText(/End date/)).toHaveAccessibleDescription(/An end date is required for a temporary campaign\./);
    expect(budget).toHaveAccessibleDescription(/The daily budget must be at least \$5\.00\./);
    await user.type(screen.getByLabelText(/End date/), '2030-12-24');
    await user.clear(budget);
    await user.type(budget, '15');
    await user.clear(screen.getByLabelText(/Start date/));
    await user.type(screen.getByLabelText(/Start date/), '2030-12-01');
    await next();

    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Target audience' })).toBeInTheDocument();
    const wholesale = await screen.findByRole('checkbox', { name: /^List: Wholesale customers/ });
    await user.click(wholesale);
    await user.click(screen.getByRole('button', { name: 'Save and design the ad' }));
    const sources = screen.getByRole('group', { name: /Lists and segments/ });
    expect(sources).toHaveAccessibleDescription(/The target audience needs at least 100 contacts; the chosen lists and segments have \d\d\./);
    await user.click(screen.getByRole('checkbox', { name: /^List: Bakery newsletter/ }));
    expect(screen.getByText(/^Audience size: 1,\d{3} contacts$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and design the ad' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/ads\/campaigns\/[0-9a-f-]{36}\/editor$/));
    const created = requests.find((request) => request.method === 'POST' && request.path === '/v3/marketing/ads/campaigns');
    expect(created?.body).toEqual({
      name: 'Holiday cookie boxes',
      partners: ['facebook', 'instagram'],
      schedule: { start_date: '2030-12-01', duration: 'temporary', end_date: '2030-12-24', daily_budget: 15 },
      audience: { list_ids: [expect.any(String), expect.any(String)], segment_ids: [] },
    });
    expect(await screen.findByRole('heading', { name: 'Design the ad: Holiday cookie boxes' })).toBeInTheDocument();
  });
});

describe('Designing the ad and publishing', () => {
  it('refuses an image that breaks a partner rule before uploading it, takes one that fits, then publishes', async () => {
    const { token } = await connectFrankie();
    const lists = (await (await apiFetch('/marketing/lists?page_size=1000', { token })).json()) as { result: { id: string; contact_count: number }[] };
    const big = lists.result.find((list) => list.contact_count >= 100);
    const campaign = (await (
      await apiFetch('/marketing/ads/campaigns', {
        token,
        method: 'POST',
        body: {
          name: 'Sourdough week',
          partners: ['facebook', 'instagram'],
          schedule: { start_date: '2030-02-01', duration: 'ongoing', end_date: null, daily_budget: 8 },
          audience: { list_ids: [big?.id], segment_ids: [] },
        },
      })
    ).json()) as AdCampaignDto;

    const uploads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/v3/images') uploads.push(request.url);
    });
    const { user, router } = renderApp(`/ads/campaigns/${campaign.id}/editor`, { persona: 'owner-free' });
    expect(await screen.findByRole('heading', { name: 'Design the ad: Sourdough week' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and review' }));
    expect(await screen.findByRole('combobox', { name: 'Facebook page' })).toHaveAccessibleDescription(/is a required field/);
    expect(screen.getByRole('combobox', { name: 'Instagram account' })).toHaveAccessibleDescription(/is a required field/);
    expect(screen.getByRole('textbox', { name: 'Link URL' })).toHaveAccessibleDescription(/Enter a valid link URL starting with http:\/\/ or https:\/\/\./);
    expect(screen.getByText('An image is required.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Facebook page' }), "Frankie's Bakehouse");
    await user.selectOptions(screen.getByRole('combobox', { name: 'Instagram account' }), '@frankiesbakehouse');
    await user.type(screen.getByRole('textbox', { name: 'Link URL' }), 'not a link');
    expect(screen.getByRole('textbox', { name: 'Link URL' })).toHaveAccessibleDescription(/Enter a valid link URL/);
    await user.clear(screen.getByRole('textbox', { name: 'Link URL' }));
    await user.type(screen.getByRole('textbox', { name: 'Link URL' }), 'https://bakehouse.example.com/sourdough');

    await user.click(screen.getByRole('link', { name: 'Choose image' }));
    const manager = await screen.findByRole('dialog', { name: 'Image manager' });
    expect(router.state.location.pathname).toBe(`/ads/campaigns/${campaign.id}/editor/image_manager`);
    const input = within(manager).getByLabelText('Upload an image');
    // 4:6 is taller than Instagram's 4:5 (and Facebook's 1:1).
    await user.upload(input, new File([pngBytes(1000, 1500)], 'tall.png', { type: 'image/png' }));
    const refusal = await within(manager).findByText('tall.png cannot be used');
    expect(refusal.closest('[role="alert"]')).toHaveTextContent(
      'Instagram needs an image with a width-to-height ratio from 4:5 to 1.91:1; this one is 0.67:1 (1000 × 1500 px).',
    );
    expect(uploads).toHaveLength(0);

    await user.upload(input, new File([pngBytes(1080, 1080)], 'square.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Image manager' })).not.toBeInTheDocument());
    expect(uploads).toHaveLength(1);
    expect(screen.getByText('1080 × 1080 px')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ads/campaigns/${campaign.id}/editor/review`));
    expect(await screen.findByRole('heading', { name: 'Review: Sourdough week' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ads/campaigns'));
    const table = await screen.findByRole('table', { name: 'Ad campaigns' });
    expect(await within(table).findByRole('row', { name: /Sourdough week.*Scheduled/ })).toBeInTheDocument();
  });

  it('lists what stops a publish, each with a link to fix it, and keeps them after the server refuses', async () => {
    const { token } = signInAs('owner-free');
    const { authorization_code } = (await (await apiFetch('/marketing/ads/partners/facebook/sign_in', { token, method: 'POST', body: { login: 'frankie' } })).json()) as {
      authorization_code: string;
    };
    await apiFetch('/marketing/ads/connections', { token, method: 'POST', body: { partner: 'facebook', authorization_code } });
    const lists = (await (await apiFetch('/marketing/lists?page_size=1000', { token })).json()) as { result: { id: string; contact_count: number }[] };
    const small = lists.result.find((list) => list.contact_count < 100);
    const campaign = (await (
      await apiFetch('/marketing/ads/campaigns', {
        token,
        method: 'POST',
        body: {
          name: 'Wholesale open day',
          partners: ['facebook'],
          schedule: { start_date: '2030-03-01', duration: 'ongoing', end_date: null, daily_budget: 5 },
          audience: { list_ids: [small?.id], segment_ids: [] },
        },
      })
    ).json()) as AdCampaignDto;

    const { user } = renderApp(`/ads/campaigns/${campaign.id}/editor/review`, { persona: 'owner-free' });
    const problems = await screen.findByText('5 things stop this campaign from being published');
    const box = problems.parentElement?.parentElement as HTMLElement;
    const item = (text: string | RegExp) => within(box).getByText(text).closest('li') as HTMLElement;
    expect(within(item('Choose an ad account in Ads settings before publishing.')).getByRole('link', { name: 'Open Ads settings' })).toHaveAttribute('href', '/ads/settings');
    expect(within(item(/^The target audience needs at least 100 contacts/)).getByRole('link', { name: 'Edit the target audience' })).toHaveAttribute(
      'href',
      `/ads/campaigns/${campaign.id}/target`,
    );
    expect(within(item('Facebook page is a required field')).getByRole('link', { name: 'Edit the ad' })).toBeInTheDocument();
    expect(item('Enter a valid link URL starting with http:// or https://.')).toBeInTheDocument();
    expect(item('An image is required.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish campaign' }));
    expect(await screen.findByText('5 things stop this campaign from being published')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review: Wholesale open day' })).toBeInTheDocument();
  });
});

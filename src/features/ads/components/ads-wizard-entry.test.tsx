import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import type { AdCampaignDto } from '../types';

const draftOfAvery = async () => {
  const { token } = signInAs('owner-advanced');
  const { result } = (await (await apiFetch('/marketing/ads/campaigns', { token })).json()) as { result: AdCampaignDto[] };
  const draft = result.find((campaign) => campaign.status === 'draft');
  if (!draft) throw new Error('no seeded draft');
  return draft;
};

describe('The target step', () => {
  it('opens a draft at its target audience and saves the four steps with a PATCH', async () => {
    const draft = await draftOfAvery();
    const requests = recordRequests();
    const { user, router } = renderApp(`/ads/campaigns/${draft.id}/target`);
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Target audience' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /^List: Spring 2026 launch/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /^List: VIP customers/ }));
    await user.click(screen.getByRole('button', { name: 'Save and design the ad' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ads/campaigns/${draft.id}/editor`));
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toMatchObject({ name: 'Spring 2027 launch teaser', audience: { list_ids: [expect.any(String), expect.any(String)], segment_ids: [] } });
  });

  it('opens a new campaign at the target audience and goes back to the first step with a problem', async () => {
    const { user } = renderApp('/ads/campaigns/new/target');
    expect(await screen.findByRole('heading', { name: 'Step 4 of 4: Target audience' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /^List: Newsletter subscribers/ }));
    await user.click(screen.getByRole('button', { name: 'Save and design the ad' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Campaign name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Campaign name' })).toHaveAccessibleDescription(/is a required field/);
  });

  it('answers 404 for a campaign id that is not a UUID', async () => {
    renderApp('/ads/campaigns/not-a-uuid/editor');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });
});

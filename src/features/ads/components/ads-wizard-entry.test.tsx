import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';
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

/** The one failure shown, inside the form: nothing of it in the notifications. */
const failureInForm = async () => {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(SAVE_MESSAGES.serverFailed);
  expect(alert.closest('form')).not.toBeNull();
  expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText(/could not|internal server error/i)).toBeNull();
  return alert;
};

describe('A campaign save that fails', () => {
  it('says a 500 of the wizard next to the form, keeps the name typed, and Retry saves it', async () => {
    const draft = await draftOfAvery();
    scenarios.failEndpoint({ method: 'PATCH', path: '/marketing/ads/campaigns/:id', status: 500, times: 1 });
    const requests = recordRequests();
    const { user, router } = renderApp(`/ads/campaigns/${draft.id}/quickstart`);
    const name = await screen.findByRole('textbox', { name: 'Campaign name' });
    await user.clear(name);
    await user.type(name, 'Spring launch, retried');
    for (let step = 0; step < 3; step += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Save and design the ad' }));

    const alert = await failureInForm();
    expect(alert).toHaveFocus();
    expect(router.state.location.pathname).toBe(`/ads/campaigns/${draft.id}/quickstart`);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ads/campaigns/${draft.id}/editor`));
    const patches = requests.filter((request) => request.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(patches[1]?.body).toMatchObject({ name: 'Spring launch, retried' });
  });

  it('says a 500 of the ad design next to the form, keeps the headline typed, and Retry saves it', async () => {
    const draft = await draftOfAvery();
    scenarios.failEndpoint({ method: 'PATCH', path: '/marketing/ads/campaigns/:id', status: 500, times: 1 });
    const requests = recordRequests();
    const { user } = renderApp(`/ads/campaigns/${draft.id}/editor`);
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    await user.clear(headline);
    await user.type(headline, 'Fresh for spring');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const alert = await failureInForm();
    expect(headline).toHaveValue('Fresh for spring');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { creative: expect.objectContaining({ headline: 'Fresh for spring' }) },
      { creative: expect.objectContaining({ headline: 'Fresh for spring' }) },
    ]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import type { AdCampaignDto, AdSettingsDto } from '../types';
import { selectAdCampaign } from '../selectors';
import { adCampaignRequested } from '../slice';

/** Wording after Meta's own ad examples (facebook.com/business/ads-guide): a short headline and a line of primary text. */
const HEADLINE = 'Fresh sourdough every Friday';
const THEIR_HEADLINE = 'Rye loaves are back';

/** Frankie with Facebook connected and a draft campaign whose audience is big enough. */
async function draftCampaign() {
  const { token } = signInAs('owner-free');
  const call = async <T,>(path: string, init: { method?: string; body?: unknown } = {}) => (await (await apiFetch(path, { token, ...init })).json()) as T;
  const { authorization_code } = await call<{ authorization_code: string }>('/marketing/ads/partners/facebook/sign_in', { method: 'POST', body: { login: 'frankie' } });
  await call<AdSettingsDto>('/marketing/ads/connections', { method: 'POST', body: { partner: 'facebook', authorization_code } });
  const lists = await call<{ result: { id: string; contact_count: number }[] }>('/marketing/lists?page_size=1000');
  const campaign = await call<AdCampaignDto>('/marketing/ads/campaigns', {
    method: 'POST',
    body: {
      name: 'Sourdough week',
      partners: ['facebook'],
      schedule: { start_date: '2030-02-01', duration: 'ongoing', end_date: null, daily_budget: 8 },
      audience: { list_ids: [lists.result.find((list) => list.contact_count >= 100)?.id], segment_ids: [] },
    },
  });
  /** What the server holds now, read as another client would. */
  const stored = () => call<AdCampaignDto>(`/marketing/ads/campaigns/${campaign.id}`);
  /** Someone else's save, in another tab: no If-Match, so it lands. */
  const editElsewhere = (body: object) => call<AdCampaignDto>(`/marketing/ads/campaigns/${campaign.id}`, { method: 'PATCH', body });
  return { campaign, stored, editElsewhere };
}

describe('Saving the ad design', () => {
  it('keeps the typed ad through a 401 and the sign-in, offers it back, and saves it once restored', async () => {
    const { campaign, stored } = await draftCampaign();
    server.use(http.patch(`*/v3/marketing/ads/campaigns/${campaign.id}`, () => HttpResponse.json({ errors: [{ message: 'expired' }] }, { status: 401 }), { once: true }));
    const first = renderApp(`/ads/campaigns/${campaign.id}/editor`, { persona: 'owner-free' });
    await first.user.type(await screen.findByRole('textbox', { name: 'Headline' }), HEADLINE);
    await first.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(first.location.assign).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirect_to=/)));
    first.unmount();

    // Signed in again, back on the page: the words are offered, not in the form until restored.
    const requests = recordRequests();
    const second = renderApp(`/ads/campaigns/${campaign.id}/editor`, { persona: 'owner-free' });
    expect(await screen.findByText('You have changes that were not saved')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue('');
    await second.user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue(HEADLINE);
    await second.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Saved', { selector: '[role="status"]' })).toBeInTheDocument();
    expect((await stored()).creative.headline).toBe(HEADLINE);
    const save = requests.find((request) => request.method === 'PATCH');
    expect(save?.headers.get('If-Match')).toBe(`"${campaign.updated_at}"`);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('kept-edits:'))).toEqual([]);
  });

  it('does not overwrite an ad saved elsewhere since: Reload shows theirs', async () => {
    const { campaign, stored, editElsewhere } = await draftCampaign();
    const { user } = renderApp(`/ads/campaigns/${campaign.id}/editor`, { persona: 'owner-free' });
    await user.type(await screen.findByRole('textbox', { name: 'Headline' }), HEADLINE);
    await editElsewhere({ creative: { headline: THEIR_HEADLINE } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('This ad campaign was saved elsewhere')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue(HEADLINE);
    expect((await stored()).creative.headline).toBe(THEIR_HEADLINE);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue(THEIR_HEADLINE));
    expect(screen.queryByText('This ad campaign was saved elsewhere')).not.toBeInTheDocument();
  });
});

describe('Saving the ad design after the campaign was read again', () => {
  it('still names the revision the typing started from, so a change saved elsewhere is a conflict, not overwritten', async () => {
    const { campaign, stored, editElsewhere } = await draftCampaign();
    const { user, store } = renderApp(`/ads/campaigns/${campaign.id}/editor`, { persona: 'owner-free' });
    await user.type(await screen.findByRole('textbox', { name: 'Headline' }), HEADLINE);
    const theirs = await editElsewhere({ creative: { headline: THEIR_HEADLINE } });
    // This tab reads the campaign again while the typed headline is unsaved (as a refresh after another tab's save does).
    store.dispatch(adCampaignRequested({ id: campaign.id }));
    await waitFor(() => expect(selectAdCampaign(store.getState(), campaign.id)?.updated_at).toBe(theirs.updated_at));
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue(HEADLINE);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('This ad campaign was saved elsewhere')).toBeInTheDocument();
    expect((await stored()).creative.headline).toBe(THEIR_HEADLINE);
  });
});

describe('Saving the wizard of a draft', () => {
  it('does not overwrite a name saved elsewhere since; Keep mine saves over it', async () => {
    const { campaign, stored, editElsewhere } = await draftCampaign();
    const { user, router } = renderApp(`/ads/campaigns/${campaign.id}/quickstart`, { persona: 'owner-free' });
    const name = await screen.findByRole('textbox', { name: 'Campaign name' });
    await user.clear(name);
    await user.type(name, 'Sourdough weekend');
    await editElsewhere({ name: 'Sourdough fortnight' });
    for (let step = 0; step < 3; step++) await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/^Audience size: /);
    await user.click(screen.getByRole('button', { name: 'Save and design the ad' }));

    expect(await screen.findByText('This ad campaign was saved elsewhere')).toBeInTheDocument();
    expect((await stored()).name).toBe('Sourdough fortnight');
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ads/campaigns/${campaign.id}/editor`));
    expect((await stored()).name).toBe('Sourdough weekend');
  });
});

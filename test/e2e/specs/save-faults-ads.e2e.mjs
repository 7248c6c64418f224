// Save faults in the ad design (issue 30), the page that holds a campaign's typed words (headline): a hanging
// save (time-out shortened to 2 s in the QA panel, then back to 30 s), a 500, a 401 (the typed headline
// offered back after signing in again, restored, saved) and a concurrent change by API, which is not
// overwritten (Keep mine saves over it; Reload shows theirs). Every landing is checked by a GET. The wizard's
// save names the same revision (If-Match) and keeps its typed steps the same way (ads-campaign-saves.test.tsx).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { callApi } from '../lib/api.mjs';
import { PERSONAS } from '../lib/auth.mjs';
import { eventually } from '../lib/browser.mjs';
import { SERVER_FAILED, TIMED_OUT, applyScenario, clearScenario, saveFaultsSuite, setSaveTimeout } from '../lib/save-faults.mjs';
import { onPath } from '../lib/urls.mjs';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

describe('save faults in the ad design', () => {
  // The open QA panel sits at the bottom left: a tall window keeps the ad form's buttons above it.
  const suite = saveFaultsSuite('save-faults-ads', { at: { path: '/ads/settings', heading: 'Ads Settings' }, persona: 'free', viewport: { width: 1280, height: 1700 } });
  const { step } = suite;
  let page;
  let campaignId;

  const api = async (method, path, body) => {
    const answer = await callApi(page, method, path, body);
    assert.ok(answer.status < 300, `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const storedHeadline = async () => (await api('GET', `/marketing/ads/campaigns/${campaignId}`)).creative.headline;
  const landed = (value) => eventually(async () => assert.equal(await storedHeadline(), value), { timeout: 10_000 });
  const headline = () => page.getByRole('textbox', { name: 'Headline', exact: true });
  const saveDraft = () => page.getByRole('button', { name: 'Save draft', exact: true }).click();
  const saved = () => page.getByText('Saved', { exact: true }).waitFor({ timeout: 20_000 });

  async function openEditor() {
    await page.goto(new URL(`/ads/campaigns/${campaignId}/editor`, page.url()).href);
    await headline().waitFor({ timeout: 20_000 });
  }

  before(async () => {
    page = suite.page;
    const settings = await api('GET', '/marketing/ads/settings');
    if (!settings.connections.some((connection) => connection.partner === 'facebook')) {
      const { authorization_code } = await api('POST', '/marketing/ads/partners/facebook/sign_in', { login: 'frankie' });
      await api('POST', '/marketing/ads/connections', { partner: 'facebook', authorization_code });
    }
    const lists = await api('GET', '/marketing/lists?page_size=1000');
    const campaign = await api('POST', '/marketing/ads/campaigns', {
      name: `Save faults ${stamp}`,
      partners: ['facebook'],
      schedule: { start_date: '2030-02-01', duration: 'ongoing', end_date: null, daily_budget: 8 },
      audience: { list_ids: [lists.result.find((list) => list.contact_count >= 100).id], segment_ids: [] },
    });
    campaignId = campaign.id;
    await openEditor();
  });

  it('a hanging save says it was not saved, keeps the headline, and Retry lands', step('ads-hang', async () => {
    await setSaveTimeout(page, 2000);
    await applyScenario(page, 'saves-hang');
    const value = `Hang ${stamp}`;
    await headline().fill(value);
    await saveDraft();
    await page.getByText(TIMED_OUT).first().waitFor({ timeout: 20_000 });
    assert.equal(await headline().inputValue(), value);
    await clearScenario(page);
    // Back to the app's time-out: on a busy machine a later save may take over 2 s, time out and still land.
    await setSaveTimeout(page, 30_000);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await saved();
    await landed(value);
  }));

  it('a 500 is said, the headline stays, and Retry lands', step('ads-500', async () => {
    await applyScenario(page, 'saves-500');
    const value = `Five hundred ${stamp}`;
    await headline().fill(value);
    await saveDraft();
    await page.getByText(SERVER_FAILED).first().waitFor();
    assert.equal(await headline().inputValue(), value);
    await clearScenario(page);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await saved();
    await landed(value);
  }));

  it('a 401 signs out; after signing in again the typed headline is offered back, restored and saved', step('ads-401', async () => {
    await applyScenario(page, 'save-session-expired');
    const value = `Signed in again ${stamp}`;
    await headline().fill(value);
    await saveDraft();
    await page.waitForURL(onPath('/login'));
    await page.getByRole('button', { name: PERSONAS.free, exact: true }).click();
    await page.getByText('You have changes that were not saved').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Restore my changes', exact: true }).click();
    await eventually(async () => assert.equal(await headline().inputValue(), value));
    await saveDraft();
    await saved();
    await landed(value);
  }));

  it('a headline changed elsewhere is not overwritten; Keep mine saves over it, Reload shows theirs', step('ads-conflict', async () => {
    await openEditor();
    const theirs = `Theirs ${stamp}`;
    const mine = `Mine ${stamp}`;
    await headline().fill(mine);
    await api('PATCH', `/marketing/ads/campaigns/${campaignId}`, { creative: { headline: theirs } });
    await saveDraft();
    const conflict = page.getByText('This ad campaign was saved elsewhere');
    await conflict.waitFor();
    assert.equal(await storedHeadline(), theirs);
    assert.equal(await headline().inputValue(), mine);
    await page.getByRole('button', { name: 'Keep mine', exact: true }).click();
    await saved();
    await landed(mine);

    await headline().fill(`${mine} again`);
    await api('PATCH', `/marketing/ads/campaigns/${campaignId}`, { creative: { headline: theirs } });
    await saveDraft();
    await conflict.waitFor();
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    await eventually(async () => assert.equal(await headline().inputValue(), theirs));
    assert.equal(await storedHeadline(), theirs);
  }));

  it('had no page errors or console errors beyond the injected faults', () => {
    suite.expectOnlyFaultNoise();
  });
});

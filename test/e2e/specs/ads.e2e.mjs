// Ads: connect Facebook and Instagram through the partners' sign-in (played by the mock), choose the one ad
// account, then create a campaign through the four steps (name, ad partners, schedule, target audience) with
// the spec's validation at each, design the ad with an image that fails Instagram's ratio (refused in the
// browser, never uploaded) and then one that fits, review and publish; axe on every screen and dialog, no
// browser errors. One browser context for the whole flow (fresh demo data), as Frankie (no partner connected).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath, pathOf } from '../lib/urls.mjs';

/** The seeded images are stock photos on picsum.photos, unreachable from the test machine (see image-library.e2e.mjs). */
const NOISE = [...KNOWN_NOISE, /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//];

const stamp = Date.now().toString(36);
const campaignName = `E2E bake sale ${stamp}`;

describe('ads', () => {
  const suite = browserSuite('ads', { flow: true });
  const { step } = suite;
  let page;
  let uploads = 0;
  const dialog = (name) => page.getByRole('dialog', { name });
  const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
  const heading = (name) => page.getByRole('heading', { name, exact: true });

  /** A real PNG of the size, drawn by the browser. */
  const png = async (name, width, height) => {
    const base64 = await page.evaluate(
      async ([w, h]) => {
        const canvas = new OffscreenCanvas(w, h);
        const context = canvas.getContext('2d');
        context.fillStyle = '#c8743a';
        context.fillRect(0, 0, w, h);
        const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      },
      [width, height],
    );
    return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
  };

  before(async () => {
    page = await suite.open();
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/v3/images') uploads += 1;
    });
  });

  it('opens the ads settings with nothing connected', step('settings', async () => {
    await signInTo(page, PERSONAS.free, '/ads/settings', 'Ads Settings');
    await page.getByRole('button', { name: 'Connect Facebook' }).waitFor();
    await page.getByText('Not connected').first().waitFor();
    await page.getByText('Connect Facebook to choose the ad account your campaigns are billed to.').waitFor();
    await expectNoAxeViolations(page, '/ads/settings');
  }));

  it('connects Facebook through its sign-in, then offers to create the first campaign', step('connect', async () => {
    await page.getByRole('button', { name: 'Connect Facebook' }).click();
    const signIn = dialog('Sign in to Facebook');
    await signIn.waitFor();
    await expectNoAxeViolations(page, 'the Facebook sign-in dialog');
    await signIn.getByRole('button', { name: 'Allow and connect' }).click();
    await signIn.getByText('is a required field').waitFor();
    await signIn.getByRole('textbox', { name: 'Facebook email or username' }).fill('frankie@bakehouse.example');
    await signIn.getByRole('button', { name: 'Allow and connect' }).click();
    await signIn.waitFor({ state: 'detached' });
    await page.getByText('Facebook is connected').waitFor();
    await page.getByRole('link', { name: 'Create your first ad campaign' }).waitFor();
    await page.getByText(/Connected as frankie since/).waitFor();
    await expectNoAxeViolations(page, '/ads/settings after connecting');

    await page.getByRole('button', { name: 'Connect Instagram' }).click();
    await dialog('Sign in to Instagram').getByRole('textbox', { name: 'Instagram email or username' }).fill('frankiesbakehouse');
    await dialog('Sign in to Instagram').getByRole('button', { name: 'Allow and connect' }).click();
    await page.getByText('Instagram is connected').waitFor();
  }));

  it('chooses the one ad account', step('ad-account', async () => {
    await page.getByRole('link', { name: 'Choose ad account' }).click();
    await page.waitForURL(onPath('/ads/settings/ad_account'));
    const choose = dialog('Choose an ad account');
    await choose.waitFor();
    await expectNoAxeViolations(page, 'the ad account dialog');
    await choose.getByRole('radio', { name: "Frankie's Bakehouse Ads (USD)" }).check();
    await choose.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(onPath('/ads/settings'));
    await page.getByText("Frankie's Bakehouse Ads (USD) is billed for every campaign.").waitFor();
  }));

  it('creates a campaign through the four steps, each checked as the spec says', step('four-steps', async () => {
    await page.getByRole('link', { name: 'Create your first ad campaign' }).click();
    await page.waitForURL(onPath('/ads/campaigns/new/quickstart'));
    await heading('Step 1 of 4: Name').waitFor();
    await expectNoAxeViolations(page, 'step 1: name');
    await next();
    await page.getByText('is a required field').waitFor();
    await page.getByRole('textbox', { name: 'Campaign name' }).fill(campaignName);
    await next();

    await heading('Step 2 of 4: Ad partners').waitFor();
    await next();
    await page.getByText('Choose at least 1 ad partner.').waitFor();
    await expectNoAxeViolations(page, 'step 2: ad partners, with its error');
    await page.getByRole('checkbox', { name: 'Facebook', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Instagram', exact: true }).check();
    await next();

    await heading('Step 3 of 4: Schedule').waitFor();
    await page.getByText('At least $5.00 a day.').waitFor();
    await page.getByRole('radio', { name: 'Temporary' }).check();
    await page.getByRole('spinbutton', { name: 'Daily budget (USD)' }).fill('3');
    await next();
    await page.getByText('An end date is required for a temporary campaign.').waitFor();
    await page.getByText('The daily budget must be at least $5.00.').waitFor();
    await expectNoAxeViolations(page, 'step 3: schedule, with its errors');
    await page.getByLabel('Start date').fill('2030-12-01');
    await page.getByLabel('End date').fill('2030-12-24');
    await page.getByRole('spinbutton', { name: 'Daily budget (USD)' }).fill('12.50');
    await next();

    await heading('Step 4 of 4: Target audience').waitFor();
    await page.getByRole('checkbox', { name: /^List: Wholesale customers/ }).check();
    await page.getByRole('button', { name: 'Save and design the ad' }).click();
    await page.getByText(/^The target audience needs at least 100 contacts; the chosen lists and segments have \d+\.$/).waitFor();
    await expectNoAxeViolations(page, 'step 4: target audience, with its error');
    await page.getByRole('checkbox', { name: /^List: Bakery newsletter/ }).check();
    await page.getByText(/^Audience size: [\d,]+ contacts$/).waitFor();
    await page.getByRole('button', { name: 'Save and design the ad' }).click();
    await page.waitForURL((url) => /^\/ads\/campaigns\/[0-9a-f-]{36}\/editor$/.test(url.pathname));
    await heading(`Design the ad: ${campaignName}`).waitFor();
  }));

  it('checks the ad: page, account and link required', step('design-validation', async () => {
    await expectNoAxeViolations(page, 'the design-ad step');
    await page.getByRole('button', { name: 'Save and review' }).click();
    await page.getByText('An image is required.').waitFor();
    await page.getByText('Enter a valid link URL starting with http:// or https://.').waitFor();
    await expectNoAxeViolations(page, 'the design-ad step with its errors');
    await page.getByRole('combobox', { name: 'Facebook page' }).selectOption({ label: "Frankie's Bakehouse" });
    await page.getByRole('combobox', { name: 'Instagram account' }).selectOption({ label: '@frankiesbakehouse' });
    await page.getByRole('textbox', { name: 'Headline' }).fill('Fresh bread, every Saturday');
    await page.getByRole('textbox', { name: 'Link URL' }).fill('https://bakehouse.example.com/sale');
  }));

  it('refuses an image that fails the Instagram ratio before uploading it, then takes one that fits', step('image', async () => {
    await page.getByRole('link', { name: 'Choose image' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/editor/image_manager'));
    const manager = dialog('Image manager');
    await manager.waitFor();
    await manager.getByText('Instagram: width-to-height ratio 4:5 to 1.91:1, at least 500 px wide.').waitFor();
    await expectNoAxeViolations(page, 'the image manager');
    const before = uploads;
    await manager.getByLabel('Upload an image').setInputFiles(await png('tall-loaf.png', 1000, 1500));
    await manager.getByRole('alert').getByText('tall-loaf.png cannot be used').waitFor();
    await manager.getByText('Instagram needs an image with a width-to-height ratio from 4:5 to 1.91:1; this one is 0.67:1 (1000 × 1500 px).').waitFor();
    await expectNoAxeViolations(page, 'the image manager refusing an image');
    assert.equal(uploads, before, 'the refused image was uploaded');

    await manager.getByLabel('Upload an image').setInputFiles(await png('square-loaf.png', 1080, 1080));
    await manager.waitFor({ state: 'detached' });
    assert.equal(uploads, before + 1, 'the fitting image was not uploaded once');
    await page.getByText('1080 × 1080 px').waitFor();
    await page.getByRole('img', { name: 'Ad image: Fresh bread, every Saturday' }).first().waitFor();
  }));

  it('reviews and publishes the campaign, then lists it with its status, spend and results', step('publish', async () => {
    await page.getByRole('button', { name: 'Save and review' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/editor/review'));
    await heading(`Review: ${campaignName}`).waitFor();
    assert.equal(await page.getByText(/stops? this campaign from being published/).count(), 0, 'the review lists problems');
    await expectNoAxeViolations(page, 'the review');
    await page.getByRole('button', { name: 'Publish campaign' }).click();
    await page.waitForURL(onPath('/ads/campaigns'));
    const row = page.getByRole('table', { name: 'Ad campaigns' }).getByRole('row').filter({ hasText: campaignName });
    await row.getByText('Scheduled').waitFor();
    assert.match(await row.innerText(), /\$0\.00/);
    await expectNoAxeViolations(page, '/ads/campaigns');
  }));

  it('deletes the published campaign after confirmation, which says its ads stop', step('delete', async () => {
    const row = page.getByRole('table', { name: 'Ad campaigns' }).getByRole('row').filter({ hasText: campaignName });
    await row.getByRole('link', { name: `Delete ${campaignName}` }).click();
    const confirm = dialog(`Delete ${campaignName}?`);
    await confirm.getByText(/Its ads stop running on every partner/).waitFor();
    await expectNoAxeViolations(page, 'the delete dialog');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`${campaignName} was deleted`).waitFor();
    await row.waitFor({ state: 'detached' });
  }, { critical: false }));

  it('disconnects Instagram after confirmation', step('disconnect', async () => {
    await page.goto('/ads/settings/disconnect/instagram');
    const confirm = dialog('Disconnect Instagram?');
    await confirm.waitFor();
    await expectNoAxeViolations(page, 'the disconnect dialog');
    await confirm.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await page.waitForURL(onPath('/ads/settings'));
    await page.getByRole('button', { name: 'Connect Instagram' }).waitFor();
    assert.equal(pathOf(page), '/ads/settings');
  }, { critical: false }));

  it('has no axe violations on /ads', step('overview', async () => {
    await page.goto('/ads');
    await page.getByRole('heading', { level: 1, name: 'Ads', exact: true }).waitFor();
    await expectNoAxeViolations(page, '/ads');
  }, { critical: false }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: NOISE });
  });
});

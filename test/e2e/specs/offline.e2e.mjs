// Offline, with Chromium's own switch (context.setOffline): the status banner comes and goes; a screen whose
// script was never downloaded opens as the in-app offline page (never the browser's error page, never a
// reload), its "Try again" opens the screen once online, and what was typed in the page around it stays.
// Also: focus moves to the new page's heading after a navigation.
//
// What offline means in mock mode, checked before writing this: setOffline makes navigator.onLine false and
// fires `offline`; the fetches MSW's service worker passes through to the network (the app's scripts and
// stylesheets) fail, as they would without a worker; but the API keeps answering, because MSW answers it
// inside the page. So this spec asserts what fails for real offline (downloading code) and never relies
// on the mock API failing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PERSONAS, signIn } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { eventually } from '../lib/browser.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { pathOf } from '../lib/urls.mjs';

// Chromium logs the downloads that fail while offline; Vite names the stylesheet it could not add.
const OFFLINE_DOWNLOADS = /net::ERR_(FAILED|INTERNET_DISCONNECTED)|Failed to load resource|Failed to fetch dynamically imported module|Unable to preload CSS/;
const BANNER_TEXT = /You are offline\./;

/**
 * The page's stylesheet links without rules. A failed download leaves Chromium an empty sheet whose rules
 * cannot be read (a SecurityError), not a missing sheet.
 */
const brokenStylesheets = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')]
      .filter((link) => {
        try {
          return !link.sheet || link.sheet.cssRules.length === 0;
        } catch {
          return true;
        }
      })
      .map((link) => link.href),
  );

/** The focused element's tag and text, e.g. "H1 Senders". */
const focused = (page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);

describe('offline', () => {
  const suite = browserSuite('offline', { flow: true });
  const { step, open } = suite;
  let page;
  const documents = [];
  const failedScripts = [];
  let loads = 0;
  const navigation = () => page.getByRole('navigation', { name: 'Main' });
  const banner = () => page.getByRole('status', { name: 'Connection' }).filter({ hasText: BANNER_TEXT });
  const offlineHeading = () => page.getByRole('heading', { level: 1, name: 'You are offline', exact: true });

  it('moves focus to the new page heading after a navigation', step('focus', async () => {
    page = await open();
    await signIn(page, PERSONAS.owner, '/');
    await navigation().getByRole('link', { name: 'Senders', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Senders', exact: true }).waitFor();
    await eventually(async () => assert.equal(await focused(page), 'H1 Senders'));

    page.on('load', () => (loads += 1));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents.push(frame.url());
    });
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'script') failedScripts.push(new URL(request.url()).pathname);
    });
  }));

  it('says so in a status banner within a second of going offline, and stops when back online', step('banner', async () => {
    await suite.session.context.setOffline(true);
    await banner().waitFor({ timeout: 1000 });
    await suite.session.context.setOffline(false);
    await banner().waitFor({ state: 'detached', timeout: 1000 });
  }));

  it('opens a screen never downloaded as the in-app offline page, keeping the navigation', step('offline-page', async () => {
    await suite.session.context.setOffline(true);
    await banner().waitFor({ timeout: 1000 });
    await navigation().getByRole('link', { name: 'Notifications', exact: true }).click();
    await offlineHeading().waitFor();
    assert.equal(pathOf(page), '/notifications');
    // The first script the screen needs: its area's route table (route discovery), or its page once the table is in.
    assert.ok(failedScripts.some((path) => /\/(routes|NotificationsPage)-[^/]*\.js$/.test(path)), `no failed download of the screen's script: ${failedScripts.join(', ')}`);
    await eventually(async () => assert.equal(await focused(page), 'H1 You are offline'));
    await navigation().getByRole('link', { name: 'Senders', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Still offline: the page could not be downloaded.').waitFor();
    await expectNoAxeViolations(page, 'offline page');
  }));

  it('opens the screen with "Try again" once online: styled, focused, and without a reload', step('retry', async () => {
    await suite.session.context.setOffline(false);
    await banner().waitFor({ state: 'detached', timeout: 1000 });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notifications', exact: true }).waitFor();
    await eventually(async () => assert.equal(await focused(page), 'H1 Notifications'));
    assert.deepEqual(await brokenStylesheets(page), [], 'stylesheets missing after the retry');
    assert.equal(loads, 0, `the page reloaded ${loads} time(s)`);
    assert.deepEqual(documents.filter((url) => url.startsWith('chrome-error:')), [], "the browser's error page was shown");
  }));

  it('keeps what was typed in a form when a dialog over it cannot open offline', step('typed-input', async () => {
    await navigation().getByRole('link', { name: 'Unsubscribe Groups', exact: true }).click();
    await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
    const name = page.getByRole('textbox', { name: 'Group Name' });
    await name.fill('Typed before going offline');

    await suite.session.context.setOffline(true);
    await banner().waitFor({ timeout: 1000 });
    await page.getByRole('link', { name: 'Delete Group' }).click();
    await offlineHeading().waitFor();
    assert.equal(await name.inputValue(), 'Typed before going offline');

    await suite.session.context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => assert.doesNotMatch(pathOf(page), /\/delete$/));
    assert.equal(await name.inputValue(), 'Typed before going offline');
    assert.equal(loads, 0, `the page reloaded ${loads} time(s)`);
    assert.deepEqual(documents.filter((url) => url.startsWith('chrome-error:')), [], "the browser's error page was shown");
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_DOWNLOADS] });
  }));
});

// The scaffolding every spec shares: one Chromium per describe block, the pages its tests open, and steps
// that leave a screenshot and the URL behind when they fail. Call browserSuite() inside describe(): it
// registers the before/after hooks that launch the browser and close everything it opened.
import { after, before } from 'node:test';
import { launchBrowser, newPage, withArtifacts } from './browser.mjs';

/**
 * `name` prefixes the failure screenshots (test-results/<name>-<step>.png).
 *
 * With { flow: true } the tests are one story: when a step that later steps build on fails, those are
 * skipped, not failed again. Steps are then critical unless marked { critical: false } (a check that
 * changes nothing later steps need). Without it, steps are independent unless marked { critical: true }.
 *
 * Returns
 *   open(options)              a page in a fresh context (fresh demo data), made the current session;
 *                              options go to newPage() ({ timeout, viewport })
 *   session                    the current session (see newPage in browser.mjs), or undefined before open()
 *   step(name, body, options)  a test body for it(): artifacts on failure, skipped after a critical failure
 */
export function browserSuite(name, { flow = false } = {}) {
  let browser;
  let session;
  const sessions = [];
  let brokenAt = null;

  before(async () => {
    browser = await launchBrowser();
  });

  after(async () => {
    for (const opened of sessions) await opened.close().catch(() => {});
    await browser?.close();
  });

  return {
    get session() {
      return session;
    },
    async open(options) {
      session = await newPage(browser, options);
      sessions.push(session);
      return session.page;
    },
    step: (stepName, body, { critical = flow } = {}) =>
      withArtifacts(() => session, `${name}-${stepName}`, async (t) => {
        if (brokenAt) return t.skip(`an earlier step failed: ${brokenAt}`);
        try {
          await body(t);
        } catch (error) {
          if (critical) brokenAt = stepName;
          throw error;
        }
      }),
  };
}

// The scaffolding every spec shares: one Chromium per describe block, the pages its tests open, and steps
// that leave a screenshot and the URL behind when they fail. Call browserSuite() inside describe(): it
// registers the before/after hooks that launch the browser and close everything it opened.
import { after, before } from 'node:test';
import { appendToError, launchBrowser, newPage, withArtifacts } from './browser.mjs';

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
 *   step(name, body, options)  a test body for it(): artifacts on failure, skipped after a critical failure;
 *                              fails when the content security policy blocked anything in any of the pages
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
    const late = sessions.flatMap((opened) => opened.takeCspViolations());
    for (const opened of sessions) await opened.close().catch(() => {});
    await browser?.close();
    if (late.length) throw new Error(`${late.length} content security policy violation(s) after the last step:\n${late.join('\n')}`);
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
          for (const opened of sessions) opened.expectNoCspViolations();
        } catch (error) {
          if (critical) brokenAt = stepName;
          const violations = sessions.flatMap((opened) => opened.takeCspViolations());
          if (violations.length) appendToError(error, `\n    also blocked by the content security policy:\n${violations.join('\n')}`);
          throw error;
        }
      }),
  };
}

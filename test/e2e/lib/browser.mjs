// Launches Debian's Chromium through playwright-core and opens pages in fresh contexts.
// A fresh context has an empty IndexedDB, so the mock backend (MSW) seeds fresh demo data for it;
// within one context the data survives a reload.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DEFAULT_CHROMIUM_PATH } from './chromium.mjs';
import { repoRoot } from './server.mjs';

/** Flags this machine needs (see /work/.library/env/machines/node.md): no sandbox as root, no GPU, no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DEFAULT_TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS ?? 15_000);

export function baseURL() {
  const url = process.env.BASE_URL;
  if (!url) throw new Error('BASE_URL is not set. Run the specs through `npm run test:e2e` (test/e2e/run.mjs), which starts the server.');
  return url.replace(/\/$/, '');
}

export function launchBrowser({ executablePath = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH, args = [] } = {}) {
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...args], headless: true });
}

/** How Chromium reports a blocked load or script in the console, for pages, workers and service workers alike. */
const CSP_CONSOLE_REPORT = /Content Security Policy/;

/**
 * Records every content security policy violation in the context: the `securitypolicyviolation` events of
 * every document (an init script reports them through a binding, so they survive navigations) and the
 * console reports of pages and workers (a blocked frame-ancestors load is only reported there).
 */
async function recordCspViolations(context) {
  const violations = [];
  await context.exposeBinding('__e2eCspViolation', ({ frame }, report) => {
    violations.push(`${report} [on ${frame.url()}]`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        window.__e2eCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${where}`).catch(() => {});
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (CSP_CONSOLE_REPORT.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/**
 * Opens a page in a fresh context (viewport 1280x800, baseURL from $BASE_URL) and records console errors,
 * uncaught page errors and content security policy violations. Returns
 *   { context, page, consoleErrors, pageErrors, cspViolations, expectNoErrors({ ignore }),
 *     expectNoCspViolations(), takeCspViolations(), screenshot(name), close() }.
 */
export async function newPage(browser, { baseURL: url = baseURL(), viewport = { width: 1280, height: 800 }, timeout = DEFAULT_TIMEOUT_MS } = {}) {
  const context = await browser.newContext({ baseURL: url, viewport });
  context.setDefaultTimeout(timeout);
  context.setDefaultNavigationTimeout(timeout * 2);
  const cspViolations = await recordCspViolations(context);
  const page = await context.newPage();

  const consoleErrors = [];
  const pageErrors = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url: where, lineNumber } = message.location();
    consoleErrors.push(`${message.text()}${where ? ` (${where}:${lineNumber})` : ''} [on ${page.url()}]`);
  });
  page.on('pageerror', (error) => pageErrors.push(`${error.stack || error.message} [on ${page.url()}]`));

  return {
    context,
    page,
    consoleErrors,
    pageErrors,
    cspViolations,
    /** Throws if the content security policy blocked anything since the last check (browserSuite checks after every step). */
    expectNoCspViolations() {
      const violations = cspViolations.splice(0);
      if (violations.length) throw new Error(`${violations.length} content security policy violation(s):\n${violations.join('\n')}`);
    },
    /** Returns the violations recorded so far and forgets them: for a test that provokes one on purpose. */
    takeCspViolations: () => cspViolations.splice(0),
    /** Throws if any uncaught exception or console.error happened, except messages matching `ignore`. */
    expectNoErrors({ ignore = [] } = {}) {
      const keep = (line) => !ignore.some((pattern) => (pattern instanceof RegExp ? pattern.test(line) : line.includes(pattern)));
      const problems = [
        ...pageErrors.filter(keep).map((line) => `page error: ${line}`),
        ...consoleErrors.filter(keep).map((line) => `console.error: ${line}`),
      ];
      if (problems.length) throw new Error(`${problems.length} error(s) in the browser:\n${problems.join('\n')}`);
    },
    /** Saves a full-page screenshot under test-results/ (git-ignored); returns the path or null. */
    async screenshot(name) {
      try {
        const dir = join(repoRoot, 'test-results');
        mkdirSync(dir, { recursive: true });
        const path = join(dir, `${name.replace(/[^a-z0-9._-]+/gi, '-').slice(0, 120)}.png`);
        await page.screenshot({ path, fullPage: true });
        return path;
      } catch {
        return null;
      }
    },
    close: () => context.close(),
  };
}

/**
 * Wraps a test body so that a failure leaves a screenshot and the current URL behind.
 * Usage: it('does x', withArtifacts(() => session, 'senders-does-x', async () => { ... })).
 */
export function withArtifacts(getSession, name, body) {
  return async (...args) => {
    try {
      await body(...args);
    } catch (error) {
      const session = getSession();
      if (session) {
        const path = await session.screenshot(name);
        const where = session.page.isClosed() ? '(page closed)' : session.page.url();
        appendToError(error, `\n    at URL ${where}${path ? `\n    screenshot: ${path}` : ''}`);
      }
      throw error;
    }
  };
}

/** Adds `extra` to an error's message and to its stack, which holds the message as it was when first read (reporters print the stack). */
export function appendToError(error, extra) {
  if (!(error instanceof Error)) return;
  const { stack, message } = error;
  error.message = `${message}${extra}`;
  if (typeof stack === 'string') error.stack = stack.includes(message) ? stack.replace(message, error.message) : `${stack}${extra}`;
}

/** Polls `check` (which throws while not yet true) until it passes or `timeout` ms elapse. */
export async function eventually(check, { timeout = DEFAULT_TIMEOUT_MS, interval = 100 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}

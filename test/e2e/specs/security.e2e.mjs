// Security headers: the content security policy and the framing headers are served with every address,
// another origin cannot frame the signed-in app, and the policy blocks script injected into the page.
// (Every other spec runs under the same policy and fails on any violation: see lib/suite.mjs.)
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { baseURL, eventually } from '../lib/browser.mjs';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { browserSuite } from '../lib/suite.mjs';

/** { directive: [sources] } of a Content-Security-Policy header. */
function parsePolicy(header) {
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security', () => {
  const suite = browserSuite('security');
  const { step, open } = suite;

  for (const path of ['/', '/senders/new', '/mock-service-worker.js', '/mockServiceWorker.js', '/app-service-worker.js']) {
    it(`serves ${path} with the content security policy and the framing headers`, step(`headers-${path}`, async () => {
      const response = await fetch(`${baseURL()}${path}`);
      assert.equal(response.status, 200);
      const header = response.headers.get('content-security-policy');
      assert.ok(header, `no Content-Security-Policy header on ${path}`);
      const policy = parsePolicy(header);
      assert.deepEqual(policy['default-src'], ["'self'"]);
      assert.deepEqual(policy['object-src'], ["'none'"]);
      assert.deepEqual(policy['base-uri'], ["'self'"]);
      assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
      // WebAssembly may compile (the mock's SQLite contact store); JavaScript may not be evaluated.
      assert.deepEqual(policy['script-src'], ["'self'", "'wasm-unsafe-eval'"], `script-src allows more than the app's own files and WebAssembly: ${header}`);
      // Emails are inline styles (the preview's srcdoc iframe inherits this policy); scripts stay strict.
      assert.deepEqual(policy['style-src'], ["'self'", "'unsafe-inline'"], `style-src allows more than the app's files and inline styles: ${header}`);
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'same-origin');
    }));
  }

  it('cannot be framed by another origin, even signed in', step('framing', async () => {
    const page = await open();
    const appOrigin = new URL(baseURL()).origin;
    await signInTo(page, PERSONAS.owner, '/senders', 'Senders');
    // Another origin on the same loopback address: Chromium's local-network checks would block a public one anyway.
    const attacker = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.end(`<!doctype html><title>Prize</title><iframe id="victim" src="${appOrigin}/senders"></iframe>`);
    });
    await new Promise((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      const answered = page.waitForResponse((response) => response.url() === `${appOrigin}/senders`);
      await page.goto(`http://127.0.0.1:${attacker.address().port}/prize`);
      assert.equal((await answered).status(), 200);
      await eventually(() => assert.ok(suite.session.cspViolations.some((report) => report.includes('frame-ancestors')), 'the browser did not refuse the frame'));
      const frame = await (await page.locator('#victim').elementHandle()).contentFrame();
      assert.notEqual(new URL(frame.url()).origin, appOrigin, `the frame shows ${frame.url()}`);
      assert.equal(await frame.locator('#root').count(), 0, 'the app loaded inside the other origin');
    } finally {
      attacker.close();
    }
    suite.session.takeCspViolations();
  }));

  it('blocks script injected into the app: inline, in an attribute, from another origin', step('injection', async () => {
    const { page } = suite.session;
    await page.goto('/senders');
    await page.getByRole('heading', { level: 1, name: 'Senders', exact: true }).waitFor();
    const ran = await page.evaluate(async () => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__injected = "inline";';
      document.body.append(inline);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.__injected = "attribute";');
      image.src = 'data:,';
      document.body.append(image);
      const foreign = document.createElement('script');
      foreign.src = 'http://127.0.0.1:9/steal.js';
      const settled = new Promise((resolve) => (foreign.onerror = foreign.onload = resolve));
      document.body.append(foreign);
      await settled;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return window.__injected ?? 'nothing';
    });
    assert.equal(ran, 'nothing');
    await eventually(() => {
      const reports = suite.session.cspViolations.filter((report) => !report.startsWith('console:'));
      assert.deepEqual([...new Set(reports.map((report) => report.split(' ')[0]))].sort(), ['script-src-attr', 'script-src-elem']);
      assert.ok(reports.some((report) => report.includes('http://127.0.0.1:9/steal.js')), reports.join('\n'));
    });
    suite.session.takeCspViolations();
  }));
});

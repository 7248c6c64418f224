// Dynamic templates at their limits: the account is filled up to 300 templates, and one template to 50
// versions, through the API as the signed-in user; then the index, the create dialog and the new version
// page say the limit before a request, and the server's refusal says it again in the form. axe on each.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE, OFFLINE_STOCK_PHOTOS } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';

const LIMITS = {
  templates: 'You have reached the maximum of 300 dynamic templates.',
  versionsPerTemplate: 'You have reached the maximum of 50 versions for this template.',
};
/** The refused create (the server's 400) is logged by the browser as a failed resource. */
const REFUSED = /Failed to load resource: the server responded with a status of 400/;

describe('dynamic templates limits', () => {
  const suite = browserSuite('dynamic-templates-limits', { flow: true });
  const { step } = suite;
  let page;
  const list = () => page.getByRole('list', { name: 'Dynamic templates' });
  const card = (name) => list().getByRole('article', { name, exact: true });
  const search = async (text) => {
    await page.getByRole('searchbox', { name: 'Search by name or ID' }).fill(text);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await card(text).waitFor();
  };
  /** The mock backend's API as the signed-in user (the token is in the session cookie). */
  const api = (method, path, body) =>
    page.evaluate(
      async ([method, path, body]) => {
        const token = decodeURIComponent(document.cookie.match(/(?:^|; )mako_auth_token=([^;]+)/)?.[1] ?? '');
        const headers = { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) };
        const response = await fetch(`/v3${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
        return response.json();
      },
      [method, path, body],
    );
  /** Polls an assertion until it holds (a short while). */
  const eventually = async (check, timeoutMs = 10_000) => {
    const start = Date.now();
    for (;;) {
      try {
        return await check();
      } catch (error) {
        if (Date.now() - start > timeoutMs) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };

  before(async () => {
    page = await suite.open();
  });

  it('says the template limit before a create, and the server says it too', step('templates', async () => {
    await signInTo(page, PERSONAS.owner, '/dynamic-templates', 'Dynamic Templates');
    await card('Order Confirmation').waitFor();
    assert.equal(await page.getByText(LIMITS.templates).count(), 0);
    const count = await api('GET', '/templates?generations=dynamic&page_size=1').then((answer) => answer._metadata.count);
    const names = Array.from({ length: 300 - count }, (_, index) => `Filler ${String(index + 1).padStart(3, '0')}`);
    for (let start = 0; start < names.length; start += 20) {
      await Promise.all(names.slice(start, start + 20).map((name) => api('POST', '/templates', { name, generation: 'dynamic' })));
    }

    await page.reload();
    await page.getByText(LIMITS.templates).first().waitFor();
    await page.getByRole('link', { name: 'Create a Dynamic Template' }).click();
    const create = page.getByRole('dialog', { name: 'Create a Dynamic Template' });
    await create.getByText(LIMITS.templates).waitFor();
    assert.equal(await create.getByRole('textbox').count(), 0);
    await expectNoAxeViolations(page, 'the create dialog at the template limit');
    await create.getByRole('button', { name: 'Close', exact: true }).last().click();

    await search('Order Confirmation');
    await card('Order Confirmation').getByRole('link', { name: 'Duplicate Template' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Duplicate Order Confirmation' });
    await duplicate.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await eventually(async () => assert.equal(await duplicate.getByText(LIMITS.templates).count(), 2));
    await expectNoAxeViolations(page, 'the duplicate dialog refused at the limit');
  }));

  it('says the version limit before a create, and the server says it too', step('versions', async () => {
    const { result } = await api('GET', '/templates?generations=dynamic&page_size=200&name=Password%20Reset');
    const template = result.find((candidate) => candidate.name === 'Password Reset');
    for (let number = template.versions.length + 1; number <= 50; number += 1) {
      await api('POST', `/templates/${template.id}/versions`, { name: `Version ${number}`, subject: 'Reset', html_content: '<p>Reset</p>', editor: 'code' });
    }
    await page.goto(`/dynamic-templates/${template.id}/versions/new`);
    await page.getByRole('heading', { level: 1, name: 'Add a Version' }).waitFor();
    await page.getByText(LIMITS.versionsPerTemplate).waitFor();
    await page.getByRole('textbox', { name: 'Version Name' }).fill('Version 51');
    await page.getByRole('textbox', { name: 'Subject' }).fill('One too many');
    await page.getByRole('button', { name: 'Create Version' }).click();
    await eventually(async () => assert.equal(await page.getByText(LIMITS.versionsPerTemplate).count(), 2));
    assert.equal(await page.getByRole('textbox', { name: 'Version Name' }).inputValue(), 'Version 51');
    await expectNoAxeViolations(page, 'the new version page at the version limit');
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, REFUSED, OFFLINE_STOCK_PHOTOS] });
  });
});

// The automation detail form (issue 18): a re-engagement series made through the API, its branch's two paths
// side by side on a wide screen and stacked on a narrow one; the name's required message in place, Discard
// changes after a confirmation; the entry, exit criteria and a goal edited and saved, an unsubscribe group
// created over the page; too-complex criteria shown read-only and replaced; a live automation read-only with
// its Disable confirmation; the /legacy twin. axe on each screen and dialog, no browser errors and no content
// security policy violation.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath } from '../lib/urls.mjs';
import { callApi as callPageApi } from '../lib/api.mjs';

// Spec strings (src/shared/sending/automation-limits.ts).
const NAME_REQUIRED = 'Please name your automation.';
const TOO_COMPLEX = 'These criteria are too complex to edit here. Replace them with simpler ones, or keep them as they are.';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NAME = `E2E detail ${stamp}`;

describe('automation detail', () => {
  const suite = browserSuite('automation-detail', { flow: true });
  const { step } = suite;
  let page;
  let id;
  const axe = (label, options) => expectNoAxeViolations(page, label, options);
  const dialog = (name) => page.getByRole('dialog', { name });
  const notifications = () => page.getByRole('region', { name: 'Notifications' });
  const nameField = () => page.getByRole('textbox', { name: 'Automation Name' });
  const boxOf = (locator) => locator.boundingBox().then((box) => box ?? assert.fail('not laid out'));

  const callApi = (method, path, body) => callPageApi(page, method, path, body);

  const idOf = async (name) => {
    const { body } = await callApi('GET', '/marketing/automations?page_size=100');
    return body.result.find((automation) => automation.name === name)?.id ?? assert.fail(`no automation ${name}`);
  };

  before(async () => {
    page = await suite.open({ viewport: { width: 1600, height: 1000 } });
  });

  it('shows the form and the timeline, the branch’s paths side by side when wide and stacked when narrow', step('detail', async () => {
    await signInTo(page, PERSONAS.owner, '/automations', 'Automations');
    const created = await callApi('POST', '/marketing/automations', { template: 'reengagement', name: NAME });
    assert.equal(created.status, 201);
    id = created.body.id;
    await page.goto(`/automations/${id}/detail`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const steps = page.getByRole('list', { name: 'Automation steps' });
    await steps.getByRole('listitem', { name: /^Branching step: contacts who opened email 1/ }).waitFor();
    const yes = page.getByRole('region', { name: 'Opened email 1' });
    const no = page.getByRole('region', { name: 'Did not open email 1' });
    const [wideYes, wideNo] = [await boxOf(yes), await boxOf(no)];
    assert.ok(wideNo.x > wideYes.x + wideYes.width - 1 && Math.abs(wideNo.y - wideYes.y) < 2, 'the paths are not side by side on a wide screen');
    await axe('/automations/:id/detail');

    await page.setViewportSize({ width: 700, height: 1000 });
    const [narrowYes, narrowNo] = [await boxOf(yes), await boxOf(no)];
    assert.ok(narrowNo.y >= narrowYes.y + narrowYes.height - 1, 'the paths are not stacked on a narrow screen');
    await axe('/automations/:id/detail (narrow)');
    await page.setViewportSize({ width: 1600, height: 1000 });
  }));

  it('says the name is required next to it, and discards changes after a confirmation', step('name-and-discard', async () => {
    await nameField().fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(NAME_REQUIRED).first().waitFor();
    const description = await nameField().evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '').split(/\s+/).map((ref) => document.getElementById(ref)?.textContent ?? '').join(' '),
    );
    assert.match(description, new RegExp(NAME_REQUIRED.replace('.', '\\.')));
    await page.getByRole('button', { name: 'Discard changes', exact: true }).click();
    const confirm = dialog('Discard your changes?');
    await confirm.waitFor();
    await axe('discard changes dialog');
    await confirm.getByRole('button', { name: 'Discard changes' }).click();
    assert.equal(await nameField().inputValue(), NAME);
    await page.getByText('All changes saved').waitFor();
  }));

  it('edits and saves the entry, exit criteria and a goal', step('criteria', async () => {
    await page.getByRole('button', { name: 'Edit entry criteria' }).click();
    await page.getByRole('radio', { name: /^A segment/ }).check();
    await page.getByRole('combobox', { name: 'Entry segment' }).selectOption({ index: 1 });
    await axe('/automations/:id/detail (editing the entry)');
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await page.getByRole('region', { name: 'Entry criteria' }).getByText(/^Contacts who start to match the segment /).waitFor();
    const exit = page.getByRole('region', { name: 'Exit criteria' });
    await exit.getByRole('button', { name: 'Add exit criteria' }).click();
    await exit.getByRole('combobox', { name: 'Exit criteria rule 1' }).selectOption({ label: 'Clicked a link containing…' });
    await exit.getByRole('textbox', { name: /^Exit criteria rule 1: the link contains/ }).fill('/unsubscribe-survey');
    const goal = page.getByRole('region', { name: 'Goal' });
    await goal.getByRole('button', { name: 'Add a goal' }).click();
    await goal.getByRole('button', { name: 'Add a goal rule' }).click();
    await goal.getByRole('radio', { name: 'All of these rules' }).check();
    await axe('/automations/:id/detail (criteria)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await notifications().getByText(`${NAME} was saved.`).waitFor();
    const stored = await callApi('GET', `/marketing/automations/${id}`);
    assert.deepEqual(stored.body.exit_criteria.rules, [{ kind: 'clicked_url', url_contains: '/unsubscribe-survey' }]);
    assert.equal(stored.body.goal.match, 'all');
    assert.equal(stored.body.goal.rules.length, 2);
    await page.getByRole('listitem', { name: 'Exit criteria: 1 rule. Goal: 2 rules.' }).waitFor();
  }));

  it('creates an unsubscribe group over the page and chooses it', step('create-unsubscribe', async () => {
    await page.getByRole('link', { name: 'Create a new unsubscribe group' }).click();
    await page.waitForURL(onPath(`/automations/${id}/detail/modals/create_unsubscribe`));
    const create = dialog('Create an Unsubscribe Group');
    await create.waitFor();
    await axe('/automations/:id/detail/modals/create_unsubscribe');
    await create.getByRole('textbox', { name: /^Group Name/ }).fill(`Detail group ${stamp}`);
    await create.getByRole('textbox', { name: /^Group Description/ }).fill('Emails of the detail test.');
    await create.getByRole('button', { name: 'Create Group' }).click();
    await page.waitForURL(onPath(`/automations/${id}/detail`));
    const group = page.getByRole('combobox', { name: 'Unsubscribe Group' });
    assert.equal(await group.evaluate((element) => element.selectedOptions[0]?.textContent), `Detail group ${stamp}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await notifications().getByText(`${NAME} was saved.`).waitFor();
  }), { critical: false });

  it('shows too-complex criteria read-only until they are replaced', step('too-complex', async () => {
    const other = await idOf('Post-purchase follow-up');
    await page.goto(`/automations/${other}/detail`);
    await page.getByRole('heading', { level: 1, name: 'Post-purchase follow-up' }).waitFor();
    const goal = page.getByRole('region', { name: 'Goal' });
    await goal.getByText(TOO_COMPLEX).waitFor();
    assert.equal(await goal.getByRole('combobox').count(), 0, 'too-complex criteria can be edited');
    await axe('/automations/:id/detail (too complex)');
    await goal.getByRole('button', { name: 'Replace' }).click();
    await goal.getByRole('combobox', { name: 'Goal rule 1' }).waitFor();
    await page.getByText('Unsaved changes').waitFor();
  }), { critical: false });

  it('shows a live automation read-only and asks before disabling it', step('live', async () => {
    const live = await idOf('Gold member perks');
    await page.goto(`/automations/${live}/detail`);
    // Leaving the replaced criteria above asks first.
    const leave = dialog('Leave this page?');
    if (await leave.isVisible().catch(() => false)) await leave.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gold member perks' }).waitFor();
    await page.getByText(/^This automation is live/).waitFor();
    assert.ok(await nameField().isDisabled(), 'a live automation’s name can be edited');
    assert.equal(await page.getByRole('link', { name: /^Delete email/ }).count(), 0);
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    const confirm = dialog('Disable this automation?');
    await confirm.getByText(/disabling stops all emails/).waitFor();
    await axe('disable dialog');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await notifications().getByText('Gold member perks was disabled.').waitFor();
    assert.ok(await nameField().isEnabled(), 'a disabled automation cannot be edited');
  }));

  it('opens the same page under /legacy', step('legacy', async () => {
    await page.goto(`/legacy/automations/${id}/detail`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByRole('link', { name: 'Delete email 3' }).click();
    await page.waitForURL(onPath(`/legacy/automations/${id}/detail/messages/3/delete`));
    const confirm = dialog('Delete email 3?');
    await confirm.waitFor();
    await axe('/legacy/automations/:id/detail/messages/3/delete');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(onPath(`/legacy/automations/${id}/detail`));
  }), { critical: false });

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: KNOWN_NOISE });
  });
});

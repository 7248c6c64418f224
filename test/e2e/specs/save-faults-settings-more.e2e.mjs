// Save faults in more settings forms (issue 30): custom fields (create and rename), the Segment integration
// edit form and the notifications' add-recipient dialog, each with a hanging save (time-out shortened to 2 s
// in the QA panel), a 500 and a 401 (the typed value offered back after signing in again), then saved.
// No concurrent-change case: none of these objects has a version (`updated_at`) to send. A custom field's
// rename sends its name only; a recipient is only added, never edited; the integration's PATCH sends only
// the properties the user changed, so a change elsewhere meanwhile to another property stays.
// The ads settings have no typed form to keep (an ad account is picked, a partner sign-in is a credential).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { callApi } from '../lib/api.mjs';
import { PERSONAS } from '../lib/auth.mjs';
import { eventually } from '../lib/browser.mjs';
import { SERVER_FAILED, TIMED_OUT, applyScenario, clearScenario, saveFaultsSuite, setSaveTimeout } from '../lib/save-faults.mjs';
import { onPath } from '../lib/urls.mjs';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

describe('save faults in more settings forms', () => {
  const suite = saveFaultsSuite('save-faults-settings-more', { at: { path: '/custom-fields', heading: 'Custom Fields' } });
  const { step } = suite;
  let page;
  let fieldId;
  let integrationId;

  const customFields = async () => (await callApi(page, 'GET', '/marketing/field_definitions')).body.custom_fields;

  const forms = [
    {
      name: 'custom field create',
      path: () => '/custom-fields/new',
      field: 'Field Name',
      submit: 'Create',
      value: (tag) => `${tag}_${stamp}`,
      stored: async (value) => (await customFields()).some((field) => field.name === value),
    },
    {
      name: 'custom field rename',
      path: () => `/custom-fields/edit/${fieldId}`,
      field: 'Field Name',
      submit: 'Save',
      value: (tag) => `renamed_${tag}_${stamp}`,
      stored: async (value) => (await customFields()).find((field) => field.id === fieldId)?.name === value,
    },
    {
      name: 'Segment integration',
      path: () => `/integrations/${integrationId}/edit`,
      field: 'Label',
      submit: 'Save',
      value: (tag) => `Warehouse ${tag} ${stamp}`,
      stored: async (value) => (await callApi(page, 'GET', `/marketing/integrations/${integrationId}`)).body.label === value,
    },
    {
      name: 'notification recipient',
      path: () => '/notifications/new',
      field: 'Email Address',
      submit: 'Add',
      value: (tag) => `${tag}-${stamp}@example.com`,
      stored: async (value) => (await callApi(page, 'GET', '/marketing/notifications/recipients')).body.result.some((recipient) => recipient.email === value),
    },
  ];

  const input = (form) => page.getByRole('textbox', { name: form.field }).first();
  const submit = (form) => page.getByRole('button', { name: form.submit, exact: true });

  /**
   * Loads the app on a plain page, sets the faults there (a form's modal dialog makes the QA panel inert),
   * then goes to the form within the app, as its link does.
   */
  async function open(form, setFaults = async () => undefined) {
    await page.goto(new URL('/custom-fields', page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Custom Fields', exact: true }).waitFor();
    await setFaults();
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, form.path());
    await input(form).waitFor();
  }

  async function typeAndSubmit(form, value) {
    await input(form).fill(value);
    await submit(form).click();
  }

  const landed = (form, value) => eventually(async () => assert.equal(await form.stored(value), true), { timeout: 10_000 });

  before(async () => {
    page = suite.page;
    const field = await callApi(page, 'POST', '/marketing/field_definitions', { name: `faults_${stamp}`, field_type: 'Text' });
    assert.ok(field.status < 300, JSON.stringify(field.body));
    fieldId = field.body.id;
    const integration = await callApi(page, 'POST', '/marketing/integrations', {
      destination: 'Segment',
      label: `Warehouse ${stamp}`,
      filters: { email_events: ['open'] },
      properties: { write_key: 'abcDEF1234', destination_region: 'US' },
    });
    assert.ok(integration.status < 300, JSON.stringify(integration.body));
    integrationId = integration.body.integration_id;
  });

  for (const form of forms) {
    it(`${form.name}: a hanging save says it was not saved, keeps the value, and saving again lands`, step(`${form.name}-hang`, async () => {
      await open(form, async () => {
        await setSaveTimeout(page, 2000);
        await applyScenario(page, 'saves-hang');
      });
      const value = form.value('hang');
      await typeAndSubmit(form, value);
      await page.getByText(TIMED_OUT).first().waitFor({ timeout: 10_000 });
      assert.equal(await input(form).inputValue(), value);
      await clearScenario(page);
      await submit(form).click();
      await landed(form, value);
    }));

    it(`${form.name}: a 500 is said, the value stays, and saving again lands`, step(`${form.name}-500`, async () => {
      await open(form, () => applyScenario(page, 'saves-500'));
      const value = form.value('five');
      await typeAndSubmit(form, value);
      await page.getByText(SERVER_FAILED).first().waitFor();
      assert.equal(await input(form).inputValue(), value);
      await clearScenario(page);
      await submit(form).click();
      await landed(form, value);
    }));

    it(`${form.name}: a 401 signs out; after signing in again the typed value is offered back and saved`, step(`${form.name}-401`, async () => {
      await open(form, () => applyScenario(page, 'save-session-expired'));
      const value = form.value('signed');
      await typeAndSubmit(form, value);
      await page.waitForURL(onPath('/login'));
      await page.getByRole('button', { name: PERSONAS.owner, exact: true }).click();
      await page.getByText('You have changes that were not saved').waitFor();
      await page.getByRole('button', { name: 'Restore my changes', exact: true }).click();
      await eventually(async () => assert.equal(await input(form).inputValue(), value));
      await submit(form).click();
      await landed(form, value);
    }));
  }

  it('had no page errors or console errors beyond the injected faults', () => {
    suite.expectOnlyFaultNoise();
  });
});

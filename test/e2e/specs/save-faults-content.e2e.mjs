// Issue 30 in the email content of a single send and of an automation's email (the shared email editor,
// design editor, hosted by each): a save that hangs (QA panel "saves-hang", save time-out 2 s), a 500
// ("saves-500"), a 401 ("save-session-expired": sign in again, the kept edits are offered and restored)
// and a change saved elsewhere (callApi PATCH of another field: conflict, Keep mine, then Reload shows the
// other side's change). The edit is the design's preheader (Build tab, Design settings). Each time the
// typed words stay, a message says what happened, Retry lands, and the stored content (callApi GET) holds
// what was typed. axe on the editor after a timed-out save and on the offer of kept edits.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { callApi } from '../lib/api.mjs';
import { PERSONAS } from '../lib/auth.mjs';
import { eventually } from '../lib/browser.mjs';
import { OFFLINE_STOCK_PHOTOS } from '../lib/noise.mjs';
import { applyScenario, clearScenario, saveFaultsSuite, SERVER_FAILED, setSaveTimeout, TIMED_OUT } from '../lib/save-faults.mjs';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const SLOW = { timeout: 20_000 };

/**
 * The two hosts: how each is made (by API), where its editor opens, what its conflict dialog calls it,
 * where its stored content is read, and a field of its own that a change elsewhere touches (shown in its
 * settings beside the editor after a Reload).
 */
const HOSTS = [
  {
    which: 'single send',
    async create(page) {
      const designs = await callApi(page, 'GET', '/designs/pre-builts?page_size=20');
      const send = await callApi(page, 'POST', '/marketing/singlesends', { name: `Content faults ${stamp}`, email_config: { design_id: designs.body.result[0].id, subject: 'First subject' } });
      assert.equal(send.status, 201, JSON.stringify(send.body));
      const api = `/marketing/singlesends/${send.body.id}`;
      return {
        path: `/single-sends/${send.body.id}/editor`,
        heading: `Content faults ${stamp}`,
        storedContent: async () => (await callApi(page, 'GET', api)).body.email_config,
        changeElsewhere: (subject) => callApi(page, 'PATCH', api, { email_config: { subject } }),
        storedSubject: async () => (await callApi(page, 'GET', api)).body.email_config.subject,
        otherField: () => page.getByRole('region', { name: 'Single Send Settings' }).getByRole('textbox', { name: /^Subject/ }),
      };
    },
  },
  {
    which: 'email',
    async create(page) {
      const automation = await callApi(page, 'POST', '/marketing/automations', { template: 'reengagement', name: `Content faults ${stamp}` });
      assert.equal(automation.status, 201, JSON.stringify(automation.body));
      const api = `/marketing/automations/${automation.body.id}`;
      return {
        path: `/automations/${automation.body.id}/detail/messages/1/editor`,
        heading: /^Email 1/,
        storedContent: async () => (await callApi(page, 'GET', api)).body.steps.messages.find((message) => message.number === 1),
        changeElsewhere: (subject) => callApi(page, 'PATCH', `${api}/messages/1`, { subject }),
        storedSubject: async () => (await callApi(page, 'GET', api)).body.steps.messages.find((message) => message.number === 1).subject,
        otherField: () => page.getByRole('region', { name: 'Email settings' }).getByRole('textbox', { name: 'Subject' }),
      };
    },
  },
];

for (const host of HOSTS) {
  describe(`save faults in the content of a ${host.which === 'email' ? "automation's email" : 'single send'}`, () => {
    const suite = saveFaultsSuite(`save-faults-content-${host.which.replace(' ', '-')}`, {
      at: { path: '/custom-fields', heading: 'Custom Fields' },
      viewport: { width: 1440, height: 900 },
    });
    const { step } = suite;
    let editor;

    const page = () => suite.page;
    const status = (text) => page().locator('header p[role="status"]').filter({ hasText: text });
    const preheaderField = () => page().getByRole('region', { name: 'Design settings' }).getByRole('textbox', { name: 'Preheader' });
    /** The design's own preheader as stored (its settings), the one the design settings edit. */
    const storedPreheader = async () => (await editor.storedContent()).design_document?.settings?.preheader ?? '';
    const showDesignSettings = async () => {
      await page().getByRole('tab', { name: 'Build' }).click();
      await preheaderField().waitFor(SLOW);
    };
    const typePreheader = async (words) => {
      if (!(await preheaderField().isVisible())) await showDesignSettings();
      await preheaderField().press('End');
      await page().keyboard.type(words);
    };
    const open = async () => {
      await page().goto(editor.path);
      await page().getByRole('heading', { level: 1, name: editor.heading }).first().waitFor(SLOW);
      await showDesignSettings();
    };
    const signInAgain = async () => {
      await page().waitForURL((url) => url.pathname === '/login', SLOW);
      await page().getByRole('button', { name: PERSONAS.owner, exact: true }).click();
      await page().getByRole('heading', { level: 1, name: editor.heading }).first().waitFor(SLOW);
    };

    it(`makes a ${host.which} from a system design and opens its content`, step('prepare', async () => {
      editor = await host.create(page());
      await open();
    }));

    it('a hanging save fails after the time-out, keeps the words, and Retry saves them', step('hang', async () => {
      const before = await storedPreheader();
      await setSaveTimeout(page(), 2000);
      await applyScenario(page(), 'saves-hang');
      await typePreheader(` hang-${stamp}`);
      await page().getByText(TIMED_OUT).first().waitFor(SLOW);
      await status(/^Not saved$/).waitFor();
      // Typed while saves hang: kept, and sent with the next save.
      await typePreheader(' more');
      await page().getByRole('button', { name: 'Retry', exact: true }).first().waitFor(SLOW);
      assert.equal(await preheaderField().inputValue(), `${before} hang-${stamp} more`);
      await expectNoAxeViolations(page(), `${host.which} content: save timed out`);
      await clearScenario(page());
      // Back to the app's time-out: on a busy machine a later save may take over 2 s, time out here and still
      // land, and the save after it then meets that version as a conflict.
      await setSaveTimeout(page(), 30_000);
      await page().getByRole('button', { name: 'Retry', exact: true }).first().click();
      await status(/^Saved$/).waitFor(SLOW);
      assert.equal(await storedPreheader(), `${before} hang-${stamp} more`);
    }));

    it('a 500 says so next to the editor, and Retry saves', step('500', async () => {
      const before = await storedPreheader();
      await applyScenario(page(), 'saves-500');
      await typePreheader(' five');
      await page().getByText(SERVER_FAILED).first().waitFor(SLOW);
      await status(/^Not saved$/).waitFor();
      assert.equal(await preheaderField().inputValue(), `${before} five`);
      await clearScenario(page());
      await page().getByRole('button', { name: 'Retry', exact: true }).first().click();
      await status(/^Saved$/).waitFor(SLOW);
      assert.equal(await storedPreheader(), `${before} five`);
    }));

    it('a 401 signs out; after signing in the kept words are offered, restored and saved', step('401', async () => {
      const before = await storedPreheader();
      await applyScenario(page(), 'save-session-expired');
      await typePreheader(' kept');
      await signInAgain();
      const offer = page().getByText('You have changes that were not saved');
      await offer.waitFor(SLOW);
      assert.equal(await offer.count(), 1, 'one offer: only the content was typed');
      assert.equal(await status(/^Saved$/).count(), 0, 'never "Saved" while kept words wait');
      assert.equal(await storedPreheader(), before);
      await expectNoAxeViolations(page(), `${host.which} content: kept edits offered`);
      await page().getByRole('button', { name: 'Restore my changes' }).click();
      await status(/^Saved$/).waitFor(SLOW);
      await showDesignSettings();
      assert.equal(await preheaderField().inputValue(), `${before} kept`);
      await eventually(async () => assert.equal(await storedPreheader(), `${before} kept`));
    }));

    it('a change saved elsewhere is a conflict; Keep mine saves mine, Reload shows theirs', step('conflict', async () => {
      const before = await storedPreheader();
      const elsewhere = await editor.changeElsewhere(`Elsewhere ${stamp}`);
      assert.ok([200, 202].includes(elsewhere.status), `the change elsewhere answered ${elsewhere.status}`);
      await typePreheader(' mine');
      const dialog = page().getByRole('dialog', { name: `This ${host.which} was saved elsewhere` });
      await dialog.waitFor(SLOW);
      assert.equal(await storedPreheader(), before, 'nothing overwritten before the choice');
      await dialog.getByRole('button', { name: 'Keep mine' }).click();
      await status(/^Saved$/).waitFor(SLOW);
      assert.equal(await storedPreheader(), `${before} mine`);
      assert.equal(await editor.storedSubject(), `Elsewhere ${stamp}`, 'Keep mine saves my content, not my stale copy of the subject');

      assert.ok([200, 202].includes((await editor.changeElsewhere(`Again elsewhere ${stamp}`)).status));
      await typePreheader(' dropped');
      await dialog.waitFor(SLOW);
      await dialog.getByRole('button', { name: 'Reload' }).click();
      await page().getByRole('heading', { level: 1, name: editor.heading }).first().waitFor(SLOW);
      await editor.otherField().waitFor(SLOW);
      await eventually(async () => assert.equal(await editor.otherField().inputValue(), `Again elsewhere ${stamp}`));
      assert.equal(await page().getByText('You have changes that were not saved').count(), 0, 'Reload drops the edits, so none are offered');
      await showDesignSettings();
      assert.equal(await preheaderField().inputValue(), `${before} mine`);
      assert.equal(await storedPreheader(), `${before} mine`);
    }));

    it('had no page errors or console errors beyond the injected faults', () => {
      suite.expectOnlyFaultNoise([OFFLINE_STOCK_PHOTOS]);
    });
  });
}

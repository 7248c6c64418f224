// Issue 25: one store for all tabs. In two tabs of one browser context (one leader tab holds the data, the
// other sends it its requests), data is created in every area from both tabs, each tab is reloaded, the
// first (leader) tab is closed and opened again, nothing is reset; then every item is read back by API from
// both tabs and on screen: nothing missing, nothing duplicated, the same counts in both tabs. A second round
// runs with the QA panel's slow and failing scenarios on (mocks/scenarios/catalogue.ts).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eventually } from '../lib/browser.mjs';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { callApi } from '../lib/api.mjs';
import { browserSuite } from '../lib/suite.mjs';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Each area: where its items are listed, and how to list them (the first array of the answer). */
const AREAS = {
  lists: '/marketing/lists?page_size=1000',
  segments: '/marketing/segments/2.0',
  customFields: '/marketing/field_definitions',
  senders: '/marketing/senders',
  groups: '/asm/groups',
  designs: '/designs?page_size=100',
  templates: '/templates?generations=legacy,dynamic&page_size=200',
  singleSends: '/marketing/singlesends?page_size=100',
  automations: '/marketing/automations?page_size=100',
};

const itemsOf = (body) => (Array.isArray(body) ? body : (body.result ?? body.results ?? body.custom_fields ?? body.templates ?? []));
const nameOf = (item) => item.name ?? item.nickname;

/** Creates one item in every area from `page`; returns the names given, by area, and the contacts' emails. */
async function createEverywhere(page, tag) {
  const call = (method, path, body) => callApi(page, method, path, body);
  const name = (area) => `Dur ${tag} ${area} ${stamp}`;
  const created = async (area, path, body) => {
    const answer = await call('POST', path, body);
    assert.ok(answer.status === 200 || answer.status === 201, `${area} from ${tag}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const list = await created('lists', '/marketing/lists', { name: name('lists') });
  const byHand = [`dur-${tag}-hand-${stamp}@example.com`];
  const imported = [1, 2].map((n) => `dur-${tag}-csv${n}-${stamp}@example.com`);
  const upsert = await call('PUT', '/marketing/contacts', { list_ids: [list.id], contacts: byHand.map((email) => ({ email })) });
  assert.equal(upsert.status, 202);
  const started = await call('PUT', '/marketing/contacts/imports', { file_type: 'csv', field_mappings: ['_rf2_T'], list_ids: [list.id] });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const uploaded = await page.evaluate(
    async ({ uri, csv }) => (await fetch(uri, { method: 'PUT', headers: { 'Content-Type': 'text/csv' }, body: csv })).status,
    { uri: started.body.upload_uri, csv: `email\n${imported.join('\n')}\n` },
  );
  assert.ok(uploaded < 300, `the CSV upload answered ${uploaded}`);
  for (const job of [upsert.body.job_id, started.body.job_id]) {
    await eventually(async () => assert.equal((await call('GET', `/marketing/contacts/imports/${job}`)).body.status, 'completed'), { timeout: 30_000 });
  }
  await created('segments', '/marketing/segments/2.0', { name: name('segments'), query_dsl: `SELECT c.contact_id, c.updated_at FROM contact_data AS c WHERE c.email LIKE '%${stamp}%'` });
  await created('customFields', '/marketing/field_definitions', { name: `dur_${tag}_${stamp}`, field_type: 'Text' });
  await created('senders', '/marketing/senders', {
    nickname: name('senders'), from: { email: `dur-${tag}@example.com`, name: 'Durability' }, reply_to: { email: `dur-${tag}@example.com` },
    address: '1 Test Street', city: 'Testville', country: 'United States',
  });
  await created('groups', '/asm/groups', { name: name('groups').slice(0, 30), description: 'Durability test group' });
  await created('designs', '/designs', { name: name('designs'), html_content: '<p>Durability</p>', editor: 'code' });
  await created('templates', '/templates', { name: name('templates'), generation: 'dynamic' });
  await created('singleSends', '/marketing/singlesends', { name: name('singleSends') });
  await created('automations', '/marketing/automations', { template: 'blank', name: name('automations') });
  return { names: Object.fromEntries(Object.keys(AREAS).map((area) => [area, area === 'customFields' ? `dur_${tag}_${stamp}` : area === 'groups' ? name(area).slice(0, 30) : name(area)])), emails: [...byHand, ...imported], listId: list.id };
}

/** Every area's names as `page` reads them, and the contact count. */
async function snapshot(page) {
  const areas = {};
  for (const [area, path] of Object.entries(AREAS)) {
    const answer = await callApi(page, 'GET', path);
    assert.equal(answer.status, 200, `${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    areas[area] = itemsOf(answer.body).map(nameOf);
  }
  const count = await callApi(page, 'GET', '/marketing/contacts/count');
  return { areas, contacts: count.body.contact_count };
}

/** Each name made in the round is there exactly once, in every area; each email is a contact. */
async function expectAll(page, made) {
  const seen = await snapshot(page);
  for (const { names } of made) {
    for (const [area, expected] of Object.entries(names)) {
      assert.equal(seen.areas[area].filter((name) => name === expected).length, 1, `${area}: "${expected}" should be there once`);
    }
  }
  const emails = made.flatMap((round) => round.emails);
  const found = await callApi(page, 'POST', '/marketing/contacts/search/emails', { emails });
  assert.equal(found.status, 200, JSON.stringify(found.body));
  assert.deepEqual(Object.keys(found.body.result).sort(), [...emails].sort());
  return seen;
}

describe('durability: two tabs, reloads and a closed leader lose nothing', () => {
  const suite = browserSuite('durability', { flow: true });
  const { step } = suite;
  let context;
  let first;
  let second;
  const made = [];
  let baseline;

  const reopenFirst = async (path, heading) => {
    await first.close();
    first = await context.newPage();
    await first.goto(path);
    await first.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  };

  before(async () => {
    first = await suite.open({ timeout: 20_000 });
    context = suite.session.context;
  });

  it('signs in in the first tab and opens a second one', step('open', async () => {
    await signInTo(first, PERSONAS.owner, '/senders', 'Senders');
    second = await context.newPage();
    await second.goto('/contacts');
    await second.getByRole('heading', { level: 1, name: 'Contacts', exact: true }).waitFor();
    baseline = await snapshot(first);
    assert.deepEqual(await snapshot(second), baseline, 'both tabs read the same data');
  }));

  it('creates data in every area from both tabs', step('create', async () => {
    made.push(await createEverywhere(first, 'a'));
    made.push(await createEverywhere(second, 'b'));
  }));

  it("shows the other tab's writes on screen without a reload of the data", step('screens', async () => {
    // The first tab writes through the app's own screens (its api client announces what it wrote); the second
    // shows the new row on the page it already has open: the same address, and no reload (its mark survives).
    const live = async ({ path, ready, write, shown }) => {
      await second.goto(path);
      await (await ready()).waitFor();
      await second.evaluate((mark) => Object.assign(window, { liveMark: mark }), stamp);
      const address = second.url();
      await write();
      await shown().waitFor({ timeout: 20_000 });
      assert.equal(second.url(), address, `${path}: the second tab stayed where it was`);
      assert.equal(await second.evaluate(() => window.liveMark), stamp, `${path}: the second tab was not reloaded`);
    };
    const names = { lists: `Dur live list ${stamp}`, designs: `Dur live design ${stamp}`, singleSends: `Copy of ${made[0].names.singleSends}` };
    const email = `dur-live-${stamp}@example.com`;

    await live({
      path: '/contacts',
      ready: () => second.getByRole('link', { name: made[0].names.lists }),
      write: async () => {
        await first.goto('/contacts/new_list');
        await first.getByRole('textbox', { name: 'List Name' }).fill(names.lists);
        await first.getByRole('button', { name: 'Create List' }).click();
        await first.getByRole('heading', { level: 1, name: names.lists }).waitFor();
      },
      shown: () => second.getByRole('link', { name: names.lists }),
    });
    await live({
      path: '/contacts/all',
      ready: async () => {
        await second.getByRole('searchbox', { name: 'Search contacts' }).fill('dur-');
        return second.getByRole('link', { name: made[0].emails[0], exact: true });
      },
      write: async () => {
        await first.goto('/contacts/new');
        await first.getByRole('textbox', { name: /^Email\b/ }).fill(email);
        await first.getByRole('button', { name: 'Add Contact' }).click();
        await first.getByRole('list', { name: 'Contacts added' }).getByText('Added', { exact: true }).waitFor({ timeout: 30_000 });
      },
      shown: () => second.getByRole('link', { name: email, exact: true }),
    });
    // Not unsubscribe groups: the other tab does read them again, but it holds their first page of 25 and a
    // new group sorts after it, so nothing changes on its screen until it asks for more.
    const original = (await callApi(first, 'GET', '/designs?page_size=1')).body.result[0];
    await live({
      path: '/design-library/your-designs',
      ready: () => second.getByRole('list', { name: 'Your designs' }).getByRole('article').first(),
      write: async () => {
        await first.goto(`/design-library/your-designs/${original.id}/duplicate`);
        await first.getByRole('textbox', { name: 'Design Name' }).fill(names.designs);
        await first.getByRole('button', { name: 'Duplicate', exact: true }).click();
        await first.getByText(`${names.designs} was created`).first().waitFor();
      },
      shown: () => second.getByRole('list', { name: 'Your designs' }).getByRole('article', { name: names.designs, exact: true }),
    });
    const sendRow = (page, name) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await live({
      path: '/single-sends',
      ready: async () => {
        await second.getByRole('searchbox', { name: 'Filter by name' }).fill(stamp);
        return sendRow(second, made[0].names.singleSends);
      },
      write: async () => {
        await first.goto('/single-sends');
        await first.getByRole('searchbox', { name: 'Filter by name' }).fill(stamp);
        await sendRow(first, made[0].names.singleSends).getByRole('button', { name: `Duplicate ${made[0].names.singleSends}` }).click();
        await first.getByText(`${names.singleSends} was created.`).waitFor();
      },
      shown: () => sendRow(second, names.singleSends),
    });
    made.push({ names, emails: [email] });

    // And read back by screen after a page change: the second round's writes in the first tab.
    await first.goto('/senders');
    await first.getByText(made[1].names.senders).waitFor();
    await first.goto(`/contacts/lists/${made[1].listId}`);
    await first.getByRole('heading', { level: 1, name: made[1].names.lists }).waitFor();
    await first.getByText('3 contacts', { exact: true }).waitFor();
  }));

  it('signs a visitor up on the hosted form page in the second tab', step('hosted-form', async () => {
    const forms = await callApi(first, 'GET', '/marketing/signup_forms');
    const form = itemsOf(forms.body).find((candidate) => candidate.name === 'Newsletter footer');
    assert.ok(form, 'the seeded form "Newsletter footer"');
    const email = `dur-visitor-${stamp}@example.com`;
    await second.goto(`/hosted/forms/${form.id}`);
    await second.getByRole('textbox', { name: 'Email' }).fill(email);
    await second.getByRole('textbox', { name: 'Email' }).press('Enter');
    await eventually(async () => {
      const found = await callApi(first, 'POST', '/marketing/contacts/search/emails', { emails: [email] });
      assert.ok(found.body.result?.[email], 'the signup reached the contacts');
    });
    made.push({ names: {}, emails: [email] });
  }));

  it('keeps everything through reloads of both tabs and the leader tab closing and opening again', step('reloads', async () => {
    await second.goto('/senders');
    for (let round = 0; round < 2; round += 1) {
      await first.reload();
      await first.getByRole('heading', { level: 1 }).first().waitFor();
      await second.reload();
      await second.getByRole('heading', { level: 1, name: 'Senders', exact: true }).waitFor();
    }
    await reopenFirst('/contacts', 'Contacts');
    await first.getByRole('link', { name: made[1].names.lists }).waitFor();
    const a = await expectAll(first, made);
    const b = await expectAll(second, made);
    assert.deepEqual(b, a, 'both tabs read the same data');
    for (const area of Object.keys(AREAS)) {
      const added = made.filter((round) => round.names[area] !== undefined).length;
      assert.equal(a.areas[area].length, baseline.areas[area].length + added, `${area}: ${added} more than before, no more, no less`);
    }
    assert.equal(a.contacts, baseline.contacts + made.flatMap((round) => round.emails).length);
  }));

  it('does the same with the slow network in one tab and a failing area in the other', step('scenarios', async () => {
    await first.goto('/senders?mock-scenario=slow-network');
    await first.getByRole('heading', { level: 1, name: 'Senders', exact: true }).waitFor();
    await second.goto('/senders?mock-scenario=senders-create-limit');
    await second.getByRole('heading', { level: 1, name: 'Senders', exact: true }).waitFor();
    const refused = await callApi(second, 'POST', '/marketing/senders', {
      nickname: `Dur refused ${stamp}`, from: { email: 'dur-refused@example.com', name: 'Refused' }, reply_to: { email: 'dur-refused@example.com' },
      address: '1 Test Street', city: 'Testville', country: 'United States',
    });
    assert.equal(refused.status, 403, 'the failing scenario applies to the tab that asked');
    const started = Date.now();
    const list = await callApi(first, 'POST', '/marketing/lists', { name: `Dur slow list ${stamp}` });
    assert.equal(list.status, 201);
    assert.ok(Date.now() - started >= 2_000, 'the slow scenario applies to the tab that asked');
    made.push({ names: { lists: `Dur slow list ${stamp}` }, emails: [] });
    await second.reload();
    await reopenFirst('/contacts', 'Contacts');
    const a = await expectAll(first, made);
    assert.equal(a.areas.senders.filter((name) => name === `Dur refused ${stamp}`).length, 0, 'the refused sender was not made');
    assert.deepEqual(await expectAll(second, made), a);
  }));
});

describe('durability: a browser that cannot save says so', () => {
  const suite = browserSuite('durability-banner');
  const { step } = suite;

  it('shows a banner that changes will not survive a reload, in every tab', step('banner', async () => {
    const page = await suite.open();
    // As in a private window whose storage is refused: opening IndexedDB fails.
    await page.context().addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      };
    });
    await signInTo(page, PERSONAS.owner, '/senders', 'Senders');
    const banner = (tab) => tab.getByRole('alert').filter({ hasText: 'changes will not survive a reload' });
    await banner(page).getByText('Demo data cannot be saved in this browser: changes will not survive a reload.').waitFor();
    await page.screenshot({ path: 'test-results/durability-banner.png' });
    const other = await page.context().newPage();
    await other.goto('/contacts');
    await banner(other).waitFor();
  }));
});

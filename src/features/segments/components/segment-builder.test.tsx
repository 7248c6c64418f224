import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '@/shared/form/messages';
import { server } from '@mocks/node';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
// Loaded ahead: the first lazy load of a page would otherwise spend the test's wait on compiling it.
import './SegmentBuilderPage';
import './SegmentDetailPage';
import './SegmentsPage';
import { SEGMENT_NAME_IN_USE_MESSAGE } from '../limits';
import { selectAllSegments } from '../selectors';
import { NO_MATCH_MESSAGE } from '../messages';
import { DAYS_MESSAGE, END_AFTER_START_MESSAGE, END_NOT_BEFORE_START_MESSAGE, ONE_WORD_MESSAGE } from '../query/validate-draft';

type App = ReturnType<typeof renderApp>;

const CREATE = '/contacts/segments/create';
const PREVIEW = '/v3/marketing/segments/2.0/preview';

/** A fieldset by the start of its legend, below `container` (role queries over the whole app are slow in jsdom). */
const fieldsetOf = (container: ParentNode, legend: string) => {
  const found = [...container.querySelectorAll('fieldset')].find((fieldset) => fieldset.querySelector(':scope > legend')?.textContent?.startsWith(legend));
  if (!found) throw new Error(`no fieldset "${legend}"`);
  return found;
};
const conditionBox = (group = 1, condition = 1) => within(fieldsetOf(fieldsetOf(document, `Group ${group}:`), `Condition ${condition}`));
/** The text tied to a control by aria-describedby (its hint and its error). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

async function openBuilder(path = CREATE) {
  const app = renderApp(path);
  // The first screen of a test run waits for its chunks, the field definitions and the time zone.
  await screen.findByLabelText(/^Field/, undefined, { timeout: 10_000 });
  return app;
}

/** Picks an operator by the text it shows ('>' is '&gt;' in the option's HTML, which selectOptions would compare). */
async function chooseOperator({ user }: App, operator: string, group = 1, condition = 1) {
  const select = conditionBox(group, condition).getByRole('combobox', { name: 'Operator' });
  await user.selectOptions(select, within(select).getByRole('option', { name: operator }));
}

async function choose(app: App, subject: string, operator?: string, group = 1, condition = 1) {
  await app.user.selectOptions(conditionBox(group, condition).getByRole('combobox', { name: 'Field' }), subject);
  if (operator !== undefined) await chooseOperator(app, operator, group, condition);
}

const previewBodies = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.path === PREVIEW).map((request) => request.body as { query_dsl: string; parent_list_ids?: string[] });

describe('segment builder: operators and their inputs', () => {
  it('offers the spec’s text operators, each with a value except blank and not blank', async () => {
    const app = await openBuilder();
    await choose(app, 'First Name');
    const operators = within(conditionBox().getByRole('combobox', { name: 'Operator' })).getAllByRole('option').map((option) => option.textContent);
    expect(operators).toEqual(['Choose an operator', '=', '!=', 'contains', 'not contains', 'contains word', 'starts with', 'not starts with', 'ends with', 'not ends with', 'blank', 'not blank']);
    for (const operator of ['=', '!=', 'contains', 'not contains', 'contains word', 'starts with', 'not starts with', 'ends with', 'not ends with']) {
      await chooseOperator(app, operator);
      expect(conditionBox().getByRole('textbox', { name: /^Value/ })).toBeInTheDocument();
    }
    for (const operator of ['blank', 'not blank']) {
      await chooseOperator(app, operator);
      expect(conditionBox().queryByRole('textbox', { name: /^Value/ })).toBeNull();
    }
  });

  it('types number values as numbers, with From and To for between and not between', async () => {
    const app = await openBuilder();
    await choose(app, 'lifetime_value');
    const operators = within(conditionBox().getByRole('combobox', { name: 'Operator' })).getAllByRole('option').map((option) => option.textContent);
    expect(operators).toEqual(['Choose an operator', '=', '!=', '>', '<', '>=', '<=', 'blank', 'between', 'not between']);
    for (const operator of ['=', '!=', '>', '<', '>=', '<=']) {
      await chooseOperator(app, operator);
      expect(conditionBox().getByRole('spinbutton', { name: /^Value/ })).toHaveAttribute('type', 'number');
    }
    for (const operator of ['between', 'not between']) {
      await chooseOperator(app, operator);
      expect(conditionBox().getByRole('spinbutton', { name: /^From/ })).toBeInTheDocument();
      expect(conditionBox().getByRole('spinbutton', { name: /^To/ })).toBeInTheDocument();
    }
    await chooseOperator(app, 'blank');
    expect(conditionBox().queryByRole('spinbutton')).toBeNull();
  });

  it('offers dates the number operators plus on, not on, within and not within, in the user’s time zone', async () => {
    const app = await openBuilder();
    await choose(app, 'signup_date');
    const operators = within(conditionBox().getByRole('combobox', { name: 'Operator' })).getAllByRole('option').map((option) => option.textContent);
    expect(operators).toEqual(['Choose an operator', '=', '!=', '>', '<', '>=', '<=', 'blank', 'between', 'not between', 'on', 'not on', 'within', 'not within']);
    for (const operator of ['=', '!=', '>', '<', '>=', '<=']) {
      await chooseOperator(app, operator);
      const input = conditionBox().getByLabelText(/^Date and time/);
      expect(input).toHaveAttribute('type', 'datetime-local');
      expect(descriptionOf(input)).toMatch(/^In your time zone \(.+\)\.$/);
    }
    for (const operator of ['between', 'not between']) {
      await chooseOperator(app, operator);
      expect(conditionBox().getByLabelText(/^From/)).toHaveAttribute('type', 'datetime-local');
      expect(conditionBox().getByLabelText(/^To/)).toHaveAttribute('type', 'datetime-local');
    }
    for (const operator of ['on', 'not on']) {
      await chooseOperator(app, operator);
      expect(conditionBox().getByLabelText(/^Date/)).toHaveAttribute('type', 'date');
    }
    for (const operator of ['within', 'not within']) {
      await chooseOperator(app, operator);
      expect(within(conditionBox().getByRole('combobox', { name: 'Window' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['in the last', 'in the next']);
      expect(conditionBox().getByRole('spinbutton', { name: /^Days/ })).toBeInTheDocument();
    }
    await chooseOperator(app, 'blank');
    expect(conditionBox().queryByLabelText(/^(Date|From|To|Days)/)).toBeNull();
  });

  it('asks mail events whether they happened, from ANY send, at any time, in the last days or between two dates', async () => {
    const app = await openBuilder();
    await choose(app, 'Email opened');
    const operator = conditionBox().getByRole('combobox', { name: 'Operator' });
    expect(within(operator).getAllByRole('option').map((option) => option.textContent)).toEqual(['opened', 'did not open']);
    expect(conditionBox().getByRole('combobox', { name: 'Sent by' })).toHaveDisplayValue('Any single send or automation (ANY)');
    const when = conditionBox().getByRole('combobox', { name: 'When' });
    expect(when).toHaveDisplayValue('at any time');

    await app.user.selectOptions(when, 'in the last number of days');
    expect(conditionBox().getByRole('spinbutton', { name: /^Days/ })).toBeInTheDocument();
    await app.user.selectOptions(when, 'between two dates');
    expect(conditionBox().getByLabelText(/^From/)).toHaveAttribute('type', 'date');
    expect(conditionBox().getByLabelText(/^To/)).toHaveAttribute('type', 'date');

    for (const [subject, labels] of [
      ['Email delivered', ['was delivered', 'was not delivered']],
      ['Email clicked', ['clicked', 'did not click']],
    ] as const) {
      await choose(app, subject);
      expect(within(conditionBox().getByRole('combobox', { name: 'Operator' })).getAllByRole('option').map((option) => option.textContent)).toEqual(labels);
    }
  });
});

describe('segment builder: validation next to each input', () => {
  it('requires the name, the field, the operator and the value, and moves focus to the first problem', async () => {
    const app = await openBuilder();
    await app.user.click(screen.getByRole('button', { name: 'Create Segment' }));
    const name = screen.getByRole('textbox', { name: /^Segment Name/ });
    expect(descriptionOf(name)).toContain(REQUIRED_MESSAGE);
    // Formik validates asynchronously: focus follows once it has.
    await waitFor(() => expect(name).toHaveFocus());
    expect(descriptionOf(conditionBox().getByRole('combobox', { name: 'Field' }))).toContain(REQUIRED_MESSAGE);

    await choose(app, 'First Name');
    expect(descriptionOf(conditionBox().getByRole('combobox', { name: 'Operator' }))).toContain(REQUIRED_MESSAGE);
    await chooseOperator(app, 'contains word');
    expect(descriptionOf(conditionBox().getByRole('textbox', { name: /^Value/ }))).toContain(REQUIRED_MESSAGE);
    await app.user.type(conditionBox().getByRole('textbox', { name: /^Value/ }), 'two words');
    expect(descriptionOf(conditionBox().getByRole('textbox', { name: /^Value/ }))).toContain(ONE_WORD_MESSAGE);
  });

  it('says a start must come before its end: numbers, dates and event windows', async () => {
    const app = await openBuilder();
    await app.user.click(screen.getByRole('button', { name: 'Create Segment' }));
    await choose(app, 'lifetime_value', 'between');
    await app.user.type(conditionBox().getByRole('spinbutton', { name: /^From/ }), '500');
    await app.user.type(conditionBox().getByRole('spinbutton', { name: /^To/ }), '100');
    expect(descriptionOf(conditionBox().getByRole('spinbutton', { name: /^To/ }))).toContain(END_NOT_BEFORE_START_MESSAGE);

    await choose(app, 'signup_date', 'between');
    await app.user.type(conditionBox().getByLabelText(/^From/), '2026-05-02T10:00');
    await app.user.type(conditionBox().getByLabelText(/^To/), '2026-05-01T10:00');
    expect(descriptionOf(conditionBox().getByLabelText(/^To/))).toContain(END_AFTER_START_MESSAGE);

    await choose(app, 'signup_date', 'within');
    await app.user.clear(conditionBox().getByRole('spinbutton', { name: /^Days/ }));
    await app.user.type(conditionBox().getByRole('spinbutton', { name: /^Days/ }), '0');
    expect(descriptionOf(conditionBox().getByRole('spinbutton', { name: /^Days/ }))).toContain(DAYS_MESSAGE);
  });

  it('says a name is taken before asking the server, and shows the server’s answer next to the name too', async () => {
    const create = http.post('*/v3/marketing/segments/2.0', () =>
      HttpResponse.json({ errors: [{ field: 'name', message: SEGMENT_NAME_IN_USE_MESSAGE }] }, { status: 400 }),
    );
    const app = await openBuilder();
    const name = screen.getByRole('textbox', { name: /^Segment Name/ });
    const existing = await waitFor(() => {
      const [first] = selectAllSegments(app.store.getState()).filter((segment) => segment.version === 2);
      if (!first) throw new Error('segments not loaded');
      return first.name;
    });
    await app.user.type(name, existing.toUpperCase());
    await app.user.tab();
    expect(descriptionOf(name)).toContain(SEGMENT_NAME_IN_USE_MESSAGE);

    server.use(create);
    await app.user.clear(name);
    await app.user.type(name, 'A name only the server knows');
    await app.user.click(conditionBox().getByRole('button', { name: 'Remove condition 1 of group 1' }));
    await app.user.click(screen.getByRole('button', { name: 'Create Segment' }));
    await waitFor(() => expect(descriptionOf(name)).toContain(SEGMENT_NAME_IN_USE_MESSAGE));
    expect(name).toHaveValue('A name only the server knows');
  });
});

describe('segment builder: keyboard', () => {
  it('adds and removes conditions and groups with named buttons, focus following', async () => {
    const app = await openBuilder();
    await app.user.click(screen.getByRole('button', { name: 'Add an OR condition to group 1' }));
    expect(conditionBox(1, 2).getByRole('combobox', { name: 'Field' })).toHaveFocus();
    await app.user.click(screen.getByRole('button', { name: 'Add an AND group' }));
    expect(conditionBox(2, 1).getByRole('combobox', { name: 'Field' })).toHaveFocus();
    await app.user.click(screen.getByRole('button', { name: 'Remove condition 2 of group 1' }));
    expect(conditionBox(1, 1).getByRole('combobox', { name: 'Field' })).toHaveFocus();
    await app.user.click(screen.getByRole('button', { name: 'Remove group 2' }));
    expect(conditionBox(1, 1).getByRole('combobox', { name: 'Field' })).toHaveFocus();
    await app.user.click(screen.getByRole('button', { name: 'Remove group 1' }));
    expect(screen.getByRole('button', { name: 'Add an AND group' })).toHaveFocus();
  });
});

describe('live count', () => {
  it('counts after a pause in typing, sends only finished conditions, and says when a condition matches nothing', async () => {
    const requests = recordRequests();
    const app = await openBuilder();
    // An empty condition is not sent.
    expect(previewBodies(requests)).toEqual([]);
    await choose(app, 'First Name', '=');
    await app.user.type(conditionBox().getByRole('textbox', { name: /^Value/ }), 'Nobody-at-all');
    expect(await screen.findByText(NO_MATCH_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText('No contacts match these conditions.')).toBeInTheDocument();
    // Typed faster than the pause: one count for the whole value (and its own check), none per keystroke.
    const asked = previewBodies(requests).map((body) => body.query_dsl);
    expect(asked.every((query) => query.includes("'Nobody-at-all'"))).toBe(true);

    await app.user.clear(conditionBox().getByRole('textbox', { name: /^Value/ }));
    await chooseOperator(app, 'not blank');
    await waitFor(() => expect(screen.queryByText(NO_MATCH_MESSAGE)).toBeNull());
    expect(await screen.findByText(/contacts? match(es)? these conditions\./)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Sample of matching contacts' })).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('drops a count overtaken by a newer query', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowHeld = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    let slowArrived = false;
    let slowAnswered = false;
    server.use(
      http.post('*/v3/marketing/segments/2.0/preview', async ({ request }) => {
        const body = (await request.json()) as { query_dsl: string };
        if (!body.query_dsl.includes("'slow'")) return HttpResponse.json({ contacts_count: 7, contacts_sample: [] });
        slowArrived = true;
        try {
          await slowHeld;
          return HttpResponse.json({ contacts_count: 111, contacts_sample: [] });
        } finally {
          slowAnswered = true;
        }
      }),
    );
    const app = await openBuilder();
    await choose(app, 'First Name', '=');
    await app.user.type(conditionBox().getByRole('textbox', { name: /^Value/ }), 'slow');
    await waitFor(() => expect(slowArrived).toBe(true));
    expect(screen.getByRole('complementary', { name: 'Matching contacts' })).toHaveAttribute('aria-busy', 'true');

    await app.user.clear(conditionBox().getByRole('textbox', { name: /^Value/ }));
    await app.user.type(conditionBox().getByRole('textbox', { name: /^Value/ }), 'fast');
    expect(await screen.findByText('7 contacts match these conditions.')).toBeInTheDocument();
    releaseSlow();
    await waitFor(() => expect(slowAnswered).toBe(true));
    expect(screen.queryByText(/111/)).toBeNull();
    expect(screen.getByText('7 contacts match these conditions.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { automationPath, type AutomationDto, type AutomationShortDto } from '@/shared/sending/automation';
import { timedOutMessage } from '@/shared/api/errors';
import { AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { allMessages } from '@/shared/sending/automation-tree';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import { selectAutomationDetail } from '../selectors';

const token = () => signInAs('owner-advanced').token;
const api = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;
async function automationNamed(name: string) {
  const { result } = await api<{ result: AutomationShortDto[] }>('/marketing/automations?page_size=100');
  const summary = result.find((automation) => automation.name === name);
  if (!summary) throw new Error(`no automation ${name}`);
  return api<AutomationDto>(automationPath(summary.id));
}

const requestsTo = (requests: ReturnType<typeof recordRequests>, method: string, suffix: string) =>
  requests.filter((request) => request.method === method && request.path.endsWith(suffix));

async function openDetail(automation: AutomationDto, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(`/automations/${automation.id}/detail`, options);
  await screen.findByRole('heading', { level: 1, name: automation.name }, { timeout: 8000 });
  return view;
}

const step = (name: RegExp) => screen.getByRole('listitem', { name });
const nameField = () => screen.getByRole('textbox', { name: /^Automation Name/ });

describe('the automation detail form', () => {
  it('shows the settings and a timeline whose steps are reached by Tab and moved through with the arrow keys', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user } = await openDetail(draft);
    expect(nameField()).toHaveValue('Re-engagement');
    expect(screen.getByText('Draft')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Automation steps' });
    const steps = within(timeline).getAllByRole('listitem').filter((item) => item.hasAttribute('data-timeline-step'));
    expect(steps.map((item) => item.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Entry: Contacts who start to match the segment /),
      'Email 1, at once after entry: We miss you',
      'Branching step: contacts who opened email 1 take one path, the others the other',
      'Email 2, 1 day after the previous email: Thanks for coming back',
      'Email 3, 3 days after the previous email: One more try: 15% off',
      'Exit criteria: 1 rule. Goal: 1 rule.',
    ]);
    // Every step is in the Tab order, and the arrow keys move between steps.
    steps[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(steps[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(steps[3]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(steps[2]).toHaveFocus();
    await user.keyboard('{End}');
    expect(steps[5]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(steps[0]).toHaveFocus();
    await user.tab();
    expect(steps[1]!.contains(document.activeElement) || document.activeElement === steps[1]).toBe(true);
    // Each email links to its content and its delete screen; each path can get another email.
    expect(within(step(/^Email 2,/)).getByRole('link', { name: 'Edit content of email 2' })).toHaveAttribute('href', `/automations/${draft.id}/detail/messages/2/editor`);
    expect(within(step(/^Email 2,/)).getByRole('link', { name: 'Delete email 2' })).toHaveAttribute('href', `/automations/${draft.id}/detail/messages/2/delete`);
    expect(screen.getByRole('link', { name: 'Add an email to the “opened email 1” path' })).toHaveAttribute(
      'href',
      `/automations/${draft.id}/detail/messages/4/new/selector?sequence=${encodeURIComponent(draft.steps.branch!.yes.id)}`,
    );
  });

  it('saves only what changed, and refuses an empty name in place without a request', async () => {
    const draft = await automationNamed('Re-engagement');
    const requests = recordRequests();
    const { user } = await openDetail(draft);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(nameField());
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AUTOMATION_MESSAGES.nameRequired, { selector: '#automation-name-error span' })).toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining(AUTOMATION_MESSAGES.nameRequired));
    expect(requestsTo(requests, 'PATCH', automationPath(draft.id))).toHaveLength(0);

    await user.type(nameField(), 'Win them back');
    const subject = within(step(/^Email 2,/)).getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Welcome back!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument());
    expect(requestsTo(requests, 'PATCH', automationPath(draft.id)).map((request) => request.body)).toEqual([
      { name: 'Win them back', messages: [{ number: 2, subject: 'Welcome back!' }] },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Win them back' })).toBeInTheDocument();
  });

  it('keeps what was typed when the save gets no answer: the time-out is shown next to the form, and Retry saves it', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user, store } = await openDetail(draft, { writeTimeoutMs: 50 });
    server.use(http.patch(`*/v3${automationPath(draft.id)}`, () => new Promise<never>(() => undefined), { once: true }));
    await user.clear(nameField());
    await user.type(nameField(), 'Still here');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(timedOutMessage(50))).toBeInTheDocument();
    expect(nameField()).toHaveValue('Still here');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(selectAutomationDetail(store.getState()).automation?.name).toBe('Still here'));
    expect(screen.queryByText(timedOutMessage(50))).not.toBeInTheDocument();
    expect((await api<AutomationDto>(automationPath(draft.id))).name).toBe('Still here');
  });

  it('keeps what was typed when the save fails on the server, and Retry saves it', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user, store } = await openDetail(draft);
    server.use(http.patch(`*/v3${automationPath(draft.id)}`, () => HttpResponse.json({ errors: [{ field: null, message: 'boom' }] }, { status: 500 }), { once: true }));
    await user.clear(nameField());
    await user.type(nameField(), 'Still here');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes were not saved. They are kept here; please save again.')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Still here');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(selectAutomationDetail(store.getState()).automation?.name).toBe('Still here'));
  });

  it('shows a change saved elsewhere as a conflict instead of overwriting it; Keep mine saves the typed name over it', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user } = await openDetail(draft);
    await api(automationPath(draft.id), { method: 'PATCH', body: { categories: ['saved-elsewhere'] } });
    await user.clear(nameField());
    await user.type(nameField(), 'Typed here');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'This automation was saved elsewhere' });
    expect((await api<AutomationDto>(automationPath(draft.id))).name).toBe('Re-engagement');
    expect(nameField()).toHaveValue('Typed here');
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(async () => expect(await api<AutomationDto>(automationPath(draft.id))).toMatchObject({ name: 'Typed here', categories: ['saved-elsewhere'] }));
  });

  it('Reload after a conflict shows the stored automation and drops the typed name', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user } = await openDetail(draft);
    await api(automationPath(draft.id), { method: 'PATCH', body: { name: 'Renamed elsewhere' } });
    await user.clear(nameField());
    await user.type(nameField(), 'Typed here');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'This automation was saved elsewhere' });
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(nameField()).toHaveValue('Renamed elsewhere'));
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect((await api<AutomationDto>(automationPath(draft.id))).name).toBe('Renamed elsewhere');
  });

  it('offers the typed name back when the automation opens again in a fresh store (after a sign-in or a reload)', async () => {
    const draft = await automationNamed('Re-engagement');
    const first = await openDetail(draft);
    await first.user.clear(nameField());
    await first.user.type(nameField(), 'Kept for later');
    await waitFor(() => expect(Object.keys(localStorage).some((key) => key.startsWith('kept-edits:'))).toBe(true));
    first.unmount();

    const { user } = await openDetail(draft);
    expect(await screen.findByText('You have changes that were not saved')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Re-engagement');
    await user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(nameField()).toHaveValue('Kept for later');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await api<AutomationDto>(automationPath(draft.id))).name).toBe('Kept for later'));
  });

  it('drops the typed name when the user leaves with Leave: back on the automation, nothing is offered', async () => {
    const draft = await automationNamed('Re-engagement');
    const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('kept-edits:'));
    const { user, router } = await openDetail(draft);
    await user.clear(nameField());
    await user.type(nameField(), 'Thrown away');
    await waitFor(() => expect(keptKeys()).toHaveLength(1));
    void router.navigate('/automations');
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' }, { timeout: 10_000 })).getByRole('button', { name: 'Leave' }));
    // The next page shows once it has loaded: the detail page unmounts then.
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: draft.name })).toBeNull(), { timeout: 8000 });
    expect(keptKeys()).toHaveLength(0);

    void router.navigate(`/automations/${draft.id}/detail`);
    await screen.findByRole('heading', { level: 1, name: draft.name }, { timeout: 8000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('You have changes that were not saved')).toBeNull();
    expect(nameField()).toHaveValue('Re-engagement');
  }, 60_000);

  it('validates on the form: lists each problem, whose link takes the focus to its field, and shows it in place', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user } = await openDetail(draft);
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const problems = await screen.findByRole('list', { name: 'Problems to fix' });
    const problem = within(problems).getByRole('button', { name: `Email 3: ${AUTOMATION_MESSAGES.messageSender}` });
    const sender = within(step(/^Email 3,/)).getByRole('combobox', { name: 'Sender' });
    expect(sender).toHaveAccessibleDescription(AUTOMATION_MESSAGES.messageSender);
    await user.click(problem);
    expect(sender).toHaveFocus();
    // Fixed on the form, the problem goes after a pause.
    await waitFor(() => expect(within(sender).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(sender, within(sender).getAllByRole('option')[1]!);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Email 3: ${AUTOMATION_MESSAGES.messageSender}` })).toBeNull());
  });

  it('sets live after saving the changes, and shows the server’s live validation errors in place', async () => {
    const draft = await automationNamed('Re-engagement');
    const requests = recordRequests();
    const { user } = await openDetail(draft);
    const sender = within(step(/^Email 3,/)).getByRole('combobox', { name: 'Sender' });
    await waitFor(() => expect(within(sender).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(sender, within(sender).getAllByRole('option')[1]!);
    server.use(
      http.post(`*/v3${automationPath(draft.id)}/live`, () =>
        HttpResponse.json(
          {
            errors: [
              { field: 'messages.subject', message: 'The subject uses a word our filters block.', error_id: 'not_ready', message_number: 2 },
              { field: 'exit_criteria', message: AUTOMATION_MESSAGES.exitCriteriaLimit, error_id: 'exit_criteria_limit' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Set live' }));
    const subject = within(step(/^Email 2,/)).getByRole('textbox', { name: 'Subject' });
    await waitFor(() => expect(subject).toHaveAccessibleDescription('The subject uses a word our filters block.'));
    expect(screen.getByRole('region', { name: 'Exit criteria' })).toHaveTextContent(AUTOMATION_MESSAGES.exitCriteriaLimit);
    expect(requestsTo(requests, 'PATCH', automationPath(draft.id))).toHaveLength(1);
    server.resetHandlers();

    await user.click(screen.getByRole('button', { name: 'Set live' }));
    expect(await screen.findByText(/^Re-engagement is live/)).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(nameField()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Set live' })).toBeNull();
  });

  it('does not set live over a change saved elsewhere since: Reload or Keep mine is offered, and Keep mine sets it live', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user } = await openDetail(draft);
    const sender = within(step(/^Email 3,/)).getByRole('combobox', { name: 'Sender' });
    await waitFor(() => expect(within(sender).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(sender, within(sender).getAllByRole('option')[1]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    await api(automationPath(draft.id), { method: 'PATCH', body: { categories: ['saved-elsewhere'] } });

    await user.click(screen.getByRole('button', { name: 'Set live' }));
    const dialog = await screen.findByRole('dialog', { name: 'This automation was saved elsewhere' });
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect((await api<AutomationDto>(automationPath(draft.id))).status).toBe('draft');
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText(/^Re-engagement is live/)).toBeInTheDocument();
    expect(await api<AutomationDto>(automationPath(draft.id))).toMatchObject({ status: 'live', categories: ['saved-elsewhere'] });
  }, 40_000);

  it('shows a Set live that gets no answer next to the button, and Retry sets it live', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user } = await openDetail(draft, { writeTimeoutMs: 50 });
    const sender = within(step(/^Email 3,/)).getByRole('combobox', { name: 'Sender' });
    await waitFor(() => expect(within(sender).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(sender, within(sender).getAllByRole('option')[1]!);
    server.use(http.post(`*/v3${automationPath(draft.id)}/live`, () => new Promise<never>(() => undefined), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Set live' }));
    expect(await screen.findByText(timedOutMessage(50))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Re-engagement is live/)).toBeInTheDocument();
    expect(screen.queryByText(timedOutMessage(50))).not.toBeInTheDocument();
    expect((await api<AutomationDto>(automationPath(draft.id))).status).toBe('live');
  }, 40_000);

  it('does not disable over a change saved elsewhere since; a failed Disable is shown next to it with Retry', async () => {
    const live = await automationNamed('Welcome series');
    const { user } = await openDetail(live);
    await apiFetch(`${automationPath(live.id)}/disable`, { token: token(), method: 'POST' });
    await apiFetch(`${automationPath(live.id)}/live`, { token: token(), method: 'POST' });
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable this automation?' })).getByRole('button', { name: 'Disable' }));
    const conflict = await screen.findByRole('dialog', { name: 'This automation was saved elsewhere' });
    expect((await api<AutomationDto>(automationPath(live.id))).status).toBe('live');
    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));

    server.use(http.post(`*/v3${automationPath(live.id)}/disable`, () => HttpResponse.json({ errors: [{ field: null, message: 'boom' }] }, { status: 500 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable this automation?' })).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('We could not disable the automation. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('disabled')).toBeInTheDocument();
    expect((await api<AutomationDto>(automationPath(live.id))).status).toBe('disabled');
  }, 40_000);

  it('disables a live automation after a confirmation that says it stops all emails', async () => {
    const live = await automationNamed('Welcome series');
    const { user } = await openDetail(live);
    expect(screen.getByRole('note')).toHaveTextContent(/This automation is live/);
    expect(nameField()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this automation?' });
    expect(dialog).toHaveTextContent('disabling stops all emails');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('disabled')).toBeInTheDocument();
    expect(nameField()).toBeEnabled();
  });

  it('deletes an email from its delete screen over the detail page', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user, router } = renderApp(`/automations/${draft.id}/detail/messages/3/delete`);
    const dialog = await screen.findByRole('dialog', { name: 'Delete email 3?' }, { timeout: 8000 });
    expect(dialog).toHaveTextContent('One more try: 15% off');
    await user.click(within(dialog).getByRole('button', { name: 'Delete email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/automations/${draft.id}/detail`));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Email 3,/ })).toBeNull());
    const stored = await api<AutomationDto>(automationPath(draft.id));
    expect(allMessages(stored.steps).map((message) => message.number)).toEqual([1, 2]);
  });

  it('edits the entry between Edit and Done, discards changes after a confirmation, and adds a branching step', async () => {
    const automation = await api<AutomationDto>('/marketing/automations', { method: 'POST', body: { template: 'welcome' } });
    const requests = recordRequests();
    const { user } = await openDetail(automation);
    await user.click(screen.getByRole('button', { name: 'Edit entry criteria' }));
    await user.click(screen.getByRole('radio', { name: 'A segment' }));
    const segment = screen.getByRole('combobox', { name: /^Entry segment/ });
    await waitFor(() => expect(within(segment).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(segment, within(segment).getAllByRole('option')[1]!);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const entry = screen.getByRole('region', { name: 'Entry criteria' });
    expect(within(entry).getByText(/^Contacts who start to match the segment /)).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }));
    expect(within(entry).getByText('No list or segment chosen yet.')).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a branching step' }));
    await user.click(screen.getByRole('radio', { name: 'Clicked a link in the previous email' }));
    await user.click(screen.getByRole('button', { name: 'Add branching step' }));
    expect(await screen.findByRole('listitem', { name: 'Branching step: contacts who clicked a link in email 3 take one path, the others the other' })).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', `${automationPath(automation.id)}/branches`).map((request) => request.body)).toEqual([{ sequence_id: 'root', condition: 'clicked' }]);
    expect(requestsTo(requests, 'PATCH', automationPath(automation.id))).toHaveLength(0);
  });

  it('shows too-complex criteria read-only with Replace, flags invalid ones, and saves edited rules', async () => {
    const disabled = await automationNamed('Post-purchase follow-up');
    const requests = recordRequests();
    const { user, unmount } = await openDetail(disabled);
    const goal = screen.getByRole('region', { name: 'Goal' });
    expect(goal).toHaveTextContent(AUTOMATION_MESSAGES.criteriaTooComplex);
    expect(within(goal).getByRole('list', { name: 'Goal rules' })).toHaveTextContent(/^Matches the query SELECT/);
    expect(within(goal).queryByRole('combobox')).toBeNull();
    await user.click(within(goal).getByRole('button', { name: 'Replace' }));
    await user.selectOptions(within(goal).getByRole('combobox', { name: 'Goal rule 1' }), 'Clicked a link containing…');
    await user.type(within(goal).getByRole('textbox', { name: /^Goal rule 1: the link contains/ }), '/reviews/thanks');
    await user.click(within(goal).getByRole('radio', { name: 'All of these rules' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument());
    expect(requestsTo(requests, 'PATCH', automationPath(disabled.id)).map((request) => request.body)).toEqual([
      { goal: { match: 'all', rules: [{ kind: 'clicked_url', url_contains: '/reviews/thanks' }] } },
    ]);

    unmount();
    const paused = await automationNamed('Trail runner tips');
    await openDetail(paused);
    expect(screen.getAllByText(/This automation is paused/).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Exit criteria' })).toHaveTextContent(AUTOMATION_MESSAGES.criteriaInvalid);
  });

  it('asks before leaving with unsaved changes, not when opening an email of the automation', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user, router } = await openDetail(draft);
    await user.type(nameField(), ' again');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(nameField()).toHaveValue('Re-engagement again');
    await user.click(screen.getByRole('link', { name: 'Delete email 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/automations/${draft.id}/detail/messages/2/delete`));
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull();
    expect(nameField()).toHaveValue('Re-engagement again');
  });

  it('creates an unsubscribe group over the detail page and chooses it in the form', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user, router } = await openDetail(draft);
    await user.click(screen.getByRole('link', { name: 'Create a new unsubscribe group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an Unsubscribe Group' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Group Name/ }), 'Win-back emails');
    await user.type(within(dialog).getByRole('textbox', { name: /^Group Description/ }), 'Emails that bring quiet contacts back.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/automations/${draft.id}/detail`));
    const group = screen.getByRole('combobox', { name: 'Unsubscribe Group' }) as HTMLSelectElement;
    await waitFor(() => expect(group.selectedOptions[0]?.textContent).toBe('Win-back emails'));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});

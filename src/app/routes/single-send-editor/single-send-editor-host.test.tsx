import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contentModules } from '@/features/email-editor/document/locate';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { contentEdited } from '@/features/email-editor/slice';
import { selectEditingSend } from '@/features/single-send-editor/selectors';
import { SEND_MESSAGES } from '@/shared/sending/readiness';
import { singleSendPath, type SingleSendDto } from '@/shared/sending/single-send';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const token = () => signInAs('owner-advanced').token;
const api = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;

/** A fresh draft made from a system design (its content has an unsubscribe module showing the preferences link). */
async function newDraft(name = 'Editor test send') {
  const { result } = await api<{ result: { id: string; name: string }[] }>('/designs/pre-builts?page_size=20');
  const design = result[0]!;
  return api<SingleSendDto>('/marketing/singlesends', { method: 'POST', body: { name, email_config: { design_id: design.id } } });
}

/** Settles the autosave (a pause of a second) and waits for the saved state. */
const settingsSaved = () => waitFor(() => expect(screen.getByText('Settings saved')).toBeInTheDocument(), { timeout: 4000 });

const patches = (requests: ReturnType<typeof recordRequests>, id: string) =>
  requests.filter((request) => request.method === 'PATCH' && request.path.endsWith(singleSendPath(id))).map((request) => request.body as Record<string, unknown>);

async function openEditor(id: string, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(`/single-sends/${id}/editor`, options);
  await waitFor(() => expect(selectEditorSession(view.store.getState(), `single-send:${id}`)).toBeDefined(), { timeout: 4000 });
  await screen.findByRole('heading', { name: 'Single Send Settings' });
  return view;
}

describe('the single send editor', () => {
  it('opens the send’s content in the editor session single-send:<id>, with its settings beside it', async () => {
    const send = await newDraft('Spring hello');
    const { store } = await openEditor(send.id);
    const session = selectEditorSession(store.getState(), `single-send:${send.id}`)!;
    expect(session.analytics).toEqual({ singleSendId: send.id });
    expect(session.revision).toBe(send.updated_at);
    expect(session.history.present.editor).toBe('design');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring hello' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Spring hello');
    expect(screen.getByRole('link', { name: 'Review Details and Send' })).toHaveAttribute('href', `/single-sends/${send.id}/review`);
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/single-sends/${send.id}/editor/preview`);
    // What still stops the send is said next to its field.
    expect(screen.getByRole('combobox', { name: /^Sender/ })).toHaveAccessibleDescription(expect.stringContaining(SEND_MESSAGES.sender));
    expect(screen.getByText(SEND_MESSAGES.recipients)).toBeInTheDocument();
  });

  it('autosaves the settings, shows the saved state, and keeps the test send target current', async () => {
    const send = await newDraft();
    const requests = recordRequests();
    const { user, store } = await openEditor(send.id);
    const sender = screen.getByRole('combobox', { name: /^Sender/ });
    await waitFor(() => expect(within(sender).getAllByRole('option').length).toBeGreaterThan(1));
    const lumen = within(sender).getByRole('option', { name: /Lumen Newsletter/ }) as HTMLOptionElement;
    await user.selectOptions(sender, lumen);
    await user.clear(screen.getByRole('textbox', { name: /^Subject/ }));
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Hello spring');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await settingsSaved();

    const last = patches(requests, send.id).at(-1) as { email_config: Record<string, unknown> };
    expect(last.email_config).toMatchObject({ subject: 'Hello spring', sender_id: Number(lumen.value) });
    expect(selectEditingSend(store.getState()).send?.email_config.subject).toBe('Hello spring');
    expect(selectEditorSession(store.getState(), `single-send:${send.id}`)!.testSend).toEqual({ subject: 'Hello spring', senderId: lumen.value });
    expect(screen.queryByText(SEND_MESSAGES.sender)).toBeNull();
  });

  it('sends to lists and valid segments with exclusions; an invalid segment cannot be chosen', async () => {
    const send = await newDraft();
    const { results: segments } = await api<{ results: { id: string; name: string; status?: { query_validation: string } }[] }>('/marketing/segments/2.0');
    const valid = segments.find((segment) => segment.status?.query_validation !== 'INVALID')!;
    const invalid = segments.find((segment) => segment.status?.query_validation === 'INVALID')!;
    const requests = recordRequests();
    const { user } = await openEditor(send.id);

    const include = await screen.findByRole('combobox', { name: 'Send To Lists' });
    await user.click(include);
    const options = await within(screen.getByRole('listbox', { name: 'Send To Lists' })).findAllByRole('option');
    await user.click(options[0]!);
    const sendToSegments = screen.getByRole('group', { name: /Send To Segments/ });
    await waitFor(() => expect(within(sendToSegments).getByRole('checkbox', { name: valid.name })).toBeEnabled());
    expect(within(sendToSegments).getByRole('checkbox', { name: invalid.name })).toBeDisabled();
    await user.click(within(sendToSegments).getByRole('checkbox', { name: valid.name }));
    const excludeSegments = screen.getByRole('group', { name: /Exclude Segments/ });
    const other = segments.find((segment) => segment.id !== valid.id && segment.status?.query_validation !== 'INVALID')!;
    await user.click(within(excludeSegments).getByRole('checkbox', { name: other.name }));
    await settingsSaved();

    const body = patches(requests, send.id).at(-1) as Pick<SingleSendDto, 'send_to' | 'exclude'>;
    expect(body.send_to.list_ids).toHaveLength(1);
    expect(body.send_to.segment_ids).toEqual([valid.id]);
    expect(body.exclude.segment_ids).toEqual([other.id]);
    expect(screen.queryByText(SEND_MESSAGES.recipients)).toBeNull();
  });

  it('switches to a custom unsubscribe link with the special value; choosing a group turns off the preferences links', async () => {
    const send = await newDraft();
    const requests = recordRequests();
    const { user, store } = await openEditor(send.id);
    const unsubscribe = screen.getByRole('combobox', { name: /^Unsubscribe Group/ });
    await user.selectOptions(unsubscribe, 'Use a custom unsubscribe link');
    const link = screen.getByRole('textbox', { name: /^Custom Unsubscribe Link/ });
    await user.type(link, 'ftp://example.com/out');
    expect(link).toHaveAccessibleDescription(expect.stringContaining(SEND_MESSAGES.customUrl));
    await user.clear(link);
    await user.type(link, 'https://example.com/out');
    await settingsSaved();
    // Only what changed is sent: the send had no group, so none is sent.
    expect((patches(requests, send.id).at(-1) as { email_config: Record<string, unknown> }).email_config).toEqual({ custom_unsubscribe_url: 'https://example.com/out' });
    expect((await api<SingleSendDto>(singleSendPath(send.id))).email_config).toMatchObject({ custom_unsubscribe_url: 'https://example.com/out', suppression_group_id: null });

    const key = `single-send:${send.id}`;
    const showing = () => contentModules(selectEditorSession(store.getState(), key)!.history.present.document!).filter((module) => module.type === 'unsubscribe' && module.settings.showPreferencesLink);
    expect(showing().length).toBeGreaterThan(0);
    await waitFor(() => expect(within(unsubscribe).getAllByRole('option').length).toBeGreaterThan(2));
    const group = within(unsubscribe).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(unsubscribe, group);
    expect(screen.queryByRole('textbox', { name: /^Custom Unsubscribe Link/ })).toBeNull();
    expect(showing()).toEqual([]);
    await settingsSaved();
    expect(selectEditorSession(store.getState(), key)!.testSend).toMatchObject({ suppressionGroupId: group.value });
  });

  it('keeps what was typed through a 500, with Retry, and puts unsaved settings back after a reload', async () => {
    const send = await newDraft();
    server.use(http.patch(`*/v3/marketing/singlesends/${send.id}`, () => HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 })));
    const first = await openEditor(send.id);
    await first.user.clear(screen.getByRole('textbox', { name: /^Subject/ }));
    await first.user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Kept subject');
    expect(await screen.findByText('Settings not saved', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Kept subject');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    first.unmount();

    server.resetHandlers();
    await openEditor(send.id, { storage: first.dependencies.storage });
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Kept subject');
    await settingsSaved();
    expect((await api<SingleSendDto>(singleSendPath(send.id))).email_config.subject).toBe('Kept subject');
  });

  it('saves the last settings at once when the editor is left before the autosave’s pause is over', async () => {
    const send = await newDraft();
    const view = await openEditor(send.id);
    await screen.findByRole('heading', { level: 1, name: send.name }, { timeout: 8000 });
    const settings = within(screen.getByRole('region', { name: 'Single Send Settings' }));
    await view.user.clear(settings.getByRole('textbox', { name: /^Subject/ }));
    await view.user.type(settings.getByRole('textbox', { name: /^Subject/ }), 'Left in a hurry');
    view.unmount();
    await waitFor(async () => expect((await api<SingleSendDto>(singleSendPath(send.id))).email_config.subject).toBe('Left in a hurry'));
  });

  it('stores a design’s own preheader (its design settings edit it) as the send’s', async () => {
    const send = await newDraft();
    const { store } = await openEditor(send.id);
    const settings = within(screen.getByRole('region', { name: 'Single Send Settings' }));
    expect(settings.queryByRole('textbox', { name: /^Preheader/ })).toBeNull();
    const key = `single-send:${send.id}`;
    const present = selectEditorSession(store.getState(), key)!.history.present;
    store.dispatch(contentEdited({ key, content: { ...present, document: { ...present.document!, settings: { ...present.document!.settings, preheader: 'Peek inside' } } } }));
    await waitFor(async () => expect((await api<SingleSendDto>(singleSendPath(send.id))).email_config.preheader).toBe('Peek inside'), { timeout: 6000 });
  });

  it('makes a 3-variation subject A/B test with unique subjects, and confirms decreasing and turning it off', async () => {
    const send = await newDraft();
    const requests = recordRequests();
    const { user, router } = await openEditor(send.id);
    await user.clear(screen.getByRole('textbox', { name: /^Subject/ }));
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Spring is here');
    await user.click(screen.getByRole('button', { name: 'Add an A/B test' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of Variations' }), '3');
    expect(screen.getByRole('textbox', { name: /^Subject A/ })).toHaveValue('Spring is here');
    await user.type(screen.getByRole('textbox', { name: /^Subject B/ }), 'spring is HERE');
    expect(screen.getByRole('textbox', { name: /^Subject B/ })).toHaveAccessibleDescription(expect.stringContaining(SEND_MESSAGES.abSubjectsUnique));
    await user.clear(screen.getByRole('textbox', { name: /^Subject B/ }));
    await user.type(screen.getByRole('textbox', { name: /^Subject B/ }), 'Spring sale');
    await user.type(screen.getByRole('textbox', { name: /^Subject C/ }), 'New gear');
    await user.click(screen.getByRole('radio', { name: 'Click rate' }));
    await settingsSaved();

    const saved = patches(requests, send.id).at(-1) as Pick<SingleSendDto, 'abtest' | 'ab_variations'>;
    expect(saved.abtest).toMatchObject({ type: 'subject', winner_criteria: 'click', test_percentage: 20, duration: '1 day' });
    expect(saved.ab_variations.map((variation) => [variation.name, variation.subject])).toEqual([
      ['A', 'Spring is here'],
      ['B', 'Spring sale'],
      ['C', 'New gear'],
    ]);
    // No save ever carried the subjects while they were the same.
    expect(patches(requests, send.id).every((body) => !Array.isArray(body.ab_variations) || new Set((body.ab_variations as { subject: string }[]).map((v) => v.subject.toLowerCase())).size === (body.ab_variations as unknown[]).length)).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of Variations' }), '2');
    expect(router.state.location.pathname).toBe(`/single-sends/${send.id}/editor/decrease_variations`);
    const decrease = await screen.findByRole('dialog', { name: 'Decrease the number of variations?' });
    expect(decrease).toHaveTextContent('Variation C will be deleted');
    await user.click(within(decrease).getByRole('button', { name: 'Decrease to 2' }));
    expect(screen.queryByRole('textbox', { name: /^Subject C/ })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Turn off the A/B test' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Turn off the A/B test?' })).getByRole('button', { name: 'Turn off' }));
    expect(screen.getByRole('button', { name: 'Add an A/B test' })).toBeInTheDocument();
    await settingsSaved();
    expect(patches(requests, send.id).at(-1)).toMatchObject({ abtest: null, ab_variations: [] });
  }, 40_000);

  it('makes a list in modals/create_list and sends to it', async () => {
    const send = await newDraft();
    const { user, router } = await openEditor(send.id);
    await user.click(screen.getByRole('link', { name: 'Create a new list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a List' });
    expect(router.state.location.pathname).toBe(`/single-sends/${send.id}/editor/modals/create_list`);
    await user.type(within(dialog).getByRole('textbox', { name: /List Name/ }), 'Editor inline list');
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/single-sends/${send.id}/editor`));
    expect(await screen.findByRole('list', { name: 'Send To Lists: chosen' })).toHaveTextContent('Editor inline list');
    await settingsSaved();
  });

  it('offers click tracking to a send created today', async () => {
    const send = await newDraft();
    await openEditor(send.id);
    expect(screen.getByRole('checkbox', { name: 'Track clicks' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Track clicks' })).toHaveAccessibleDescription('Up to 1,000 links per email are tracked.');
  });
});

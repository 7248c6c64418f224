import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_BASE_PATH, renderEditorHost } from '@test/email-editor-host';
import { EDITOR_SAVES_CHANNEL } from '../conflict-epics';
import { updateModuleSettings } from '../document/operations';
import type { ButtonSettings, TextSettings } from '../document/types';
import { selectEditorContent, selectSaveState } from '../selectors';
import { contentEdited, editorOpened, editorSaveFailed, editorSaveRequested } from '../slice';
import { designSession } from '../testing/design-content';
import { EDITOR_TIMEOUT_MS } from './use-editor-body';

const KEY = 'design:d1';

async function openEditor(options?: Parameters<typeof renderEditorHost>[0]) {
  const view = renderEditorHost(options);
  const canvas = await screen.findByRole('region', { name: 'Email canvas' });
  const document = () => selectEditorContent(view.state(), KEY)?.document;
  const rows = () => document()?.rows ?? [];
  /** The modules on the canvas, by their group names, top to bottom. */
  const groups = () => within(canvas).getAllByRole('group', { name: /module, row/ }).map((group) => group.getAttribute('aria-label'));
  return { ...view, canvas, document, rows, groups };
}

describe('the design editor by keyboard', () => {
  it('adds a module from the library after the selected one, or at the end', async () => {
    const { user, rows, groups } = await openEditor();
    screen.getByRole('button', { name: 'Add Spacer module' }).focus();
    await user.keyboard('{Enter}');
    expect(rows().map((row) => row.type)).toEqual(['text', 'button', 'spacer']);
    expect(screen.getByText('Spacer module added.')).toBeInTheDocument();
    // The new module is selected: its settings show.
    expect(screen.getByRole('heading', { name: 'Spacer settings' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Button module' }));
    screen.getByRole('button', { name: 'Add Divider module' }).focus();
    await user.keyboard('{Enter}');
    expect(rows().map((row) => row.type)).toEqual(['text', 'button', 'divider', 'spacer']);
    expect(groups()).toEqual(['Text module, row 1 of 4', 'Button module, row 2 of 4', 'Divider module, row 3 of 4', 'Spacer module, row 4 of 4']);
  });

  it('moves a module up and down with its buttons, and focus stays on the moved module', async () => {
    const { user, rows, groups } = await openEditor();
    screen.getByRole('button', { name: 'Move Button module up' }).focus();
    await user.keyboard('{Enter}');
    expect(rows().map((row) => row.id)).toEqual(['b1', 't1']);
    expect(groups()).toEqual(['Button module, row 1 of 2', 'Text module, row 2 of 2']);
    // "Up" is disabled at the top: focus is on the moved module's "down".
    expect(screen.getByRole('button', { name: 'Move Button module up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Button module down' })).toHaveFocus();
    expect(screen.getByText('Button module moved to row 1 of 2.')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(rows().map((row) => row.id)).toEqual(['t1', 'b1']);
    expect(screen.getByRole('button', { name: 'Move Button module up' })).toHaveFocus();
  });

  it('duplicates and deletes a module, focus going to the module that takes its place', async () => {
    const { user, rows } = await openEditor();
    screen.getByRole('button', { name: 'Duplicate Text module' }).focus();
    await user.keyboard('{Enter}');
    expect(rows().map((row) => row.type)).toEqual(['text', 'text', 'button']);
    expect(rows()[1]?.id).not.toBe('t1');

    const [firstDelete] = screen.getAllByRole('button', { name: 'Delete Text module' });
    firstDelete?.focus();
    await user.keyboard('{Enter}');
    expect(rows().map((row) => row.type)).toEqual(['text', 'button']);
    expect(rows()[0]?.id).not.toBe('t1');
    expect(screen.getByRole('button', { name: 'Delete Text module' })).toHaveFocus();
  });
});

describe('module settings', () => {
  it('shows the selected module’s settings and edits the design with them', async () => {
    const { user, document, canvas } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Edit Button module' }));
    expect(screen.getByRole('heading', { name: 'Button settings' })).toHaveFocus();

    const text = screen.getByRole('textbox', { name: 'Button text' });
    await user.clear(text);
    await user.type(text, 'Shop now');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Button colour' }), 'Red (#D93025)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Alignment' }), 'left');
    const button = () => document()?.rows[1]?.settings as ButtonSettings;
    expect(button()).toMatchObject({ text: 'Shop now', backgroundColor: '#D93025', align: 'left' });
    expect(within(canvas).getByText('Shop now')).toBeInTheDocument();

    const radius = screen.getByRole('textbox', { name: 'Corner radius (pixels)' });
    await user.clear(radius);
    await user.type(radius, '1x');
    expect(screen.getByText('Enter a whole number from 0 to 100.')).toBeInTheDocument();
    expect(button().borderRadius).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Back to design settings' }));
    expect(screen.getByRole('heading', { name: 'Design settings' })).toBeInTheDocument();
    const width = screen.getByRole('textbox', { name: 'Email width (pixels)' });
    await user.clear(width);
    await user.type(width, '640');
    expect(document()?.settings.width).toBe(640);
  });

  it('refuses a link the link policy refuses, with its reason next to the field', async () => {
    const { user, document } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Edit Button module' }));
    const link = screen.getByRole('textbox', { name: 'Button link' });
    await user.type(link, 'javascript:alert(1)');
    expect(link).toHaveAccessibleDescription('Links cannot use javascript:, data: or vbscript: addresses.');
    expect((document()?.rows[1]?.settings as ButtonSettings).href).toBe('');

    await user.clear(link);
    await user.type(link, 'https://example.com/sale');
    expect(link).not.toHaveAccessibleDescription();
    expect((document()?.rows[1]?.settings as ButtonSettings).href).toBe('https://example.com/sale');
  });

  it('changes a columns row’s layout', async () => {
    const { user, rows } = await openEditor();
    screen.getByRole('button', { name: 'Add Columns module' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('radio', { name: /Three equal columns/ }));
    const columns = rows()[2];
    expect(columns?.type === 'columns' && columns.columns.length).toBe(3);
    expect(screen.getAllByRole('group', { name: /^Column \d of 3$/ })).toHaveLength(3);
  });
});

describe('undo and redo', () => {
  it('undoes a burst of typing in a field as one step, with the buttons and the keyboard', async () => {
    const { user, document } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Edit Button module' }));
    const text = screen.getByRole('textbox', { name: 'Button text' });
    await user.clear(text);
    await user.type(text, 'Go');
    const buttonText = () => (document()?.rows[1]?.settings as ButtonSettings).text;
    expect(buttonText()).toBe('Go');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(buttonText()).toBe('Your Button Text');
    expect(screen.getByRole('textbox', { name: 'Button text' })).toHaveValue('Your Button Text');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    // The last undo disabled its button: focus moved to Redo rather than falling to the page.
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(buttonText()).toBe('Go');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();

    await user.click(screen.getByRole('textbox', { name: 'Button text' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(buttonText()).toBe('Your Button Text');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(buttonText()).toBe('Go');
  });
});

describe('rich text', () => {
  it('types in a text module as one undo step, formats it, and refuses a javascript: link', async () => {
    const { user, document } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Edit Text module' }));
    const textbox = await screen.findByRole('textbox', { name: 'Text module text' });
    await waitFor(() => expect(textbox).toHaveFocus());
    await user.keyboard(' Hello');
    const html = () => (document()?.rows[0]?.settings as TextSettings).html;
    await waitFor(() => expect(html()).toBe('<p>Your text goes here. Hello</p>'));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(html()).toBe('<p>Your text goes here.</p>');
    await waitFor(() => expect(textbox).toHaveTextContent(/^Your text goes here\.$/));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Text style' }), 'Heading 2');
    expect(html()).toBe('<h2>Your text goes here.</h2>');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Insert placeholder' }), '{{Sender_Name}}');
    expect(html()).toContain('{{Sender_Name}}');

    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(url).toHaveAccessibleDescription(expect.stringContaining('Links cannot use javascript:, data: or vbscript: addresses.'));
    expect(html()).not.toContain('javascript');
  });

  it('undoes and redoes typing with the keys while the caret is in the text', async () => {
    const { user, document } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Edit Text module' }));
    const textbox = await screen.findByRole('textbox', { name: 'Text module text' });
    await waitFor(() => expect(textbox).toHaveFocus());
    await user.keyboard(' Hello');
    const html = () => (document()?.rows[0]?.settings as TextSettings).html;
    await waitFor(() => expect(html()).toBe('<p>Your text goes here. Hello</p>'));

    // With its keyCode, as browsers send it: ProseMirror claims Ctrl+Z by its keyCode.
    fireEvent.keyDown(textbox, { key: 'z', code: 'KeyZ', keyCode: 90, ctrlKey: true });
    expect(html()).toBe('<p>Your text goes here.</p>');
    await waitFor(() => expect(textbox).toHaveTextContent(/^Your text goes here\.$/));
    fireEvent.keyDown(textbox, { key: 'y', code: 'KeyY', keyCode: 89, ctrlKey: true });
    expect(html()).toBe('<p>Your text goes here. Hello</p>');
  });
});

describe('saving', () => {
  function edit(view: Awaited<ReturnType<typeof openEditor>>) {
    const content = selectEditorContent(view.state(), KEY);
    const document = updateModuleSettings(content!.document!, 'b1', 'button', { text: 'Changed' });
    act(() => void view.store.dispatch(contentEdited({ key: KEY, content: { ...content!, document } })));
  }

  it('shows each save state in the header', async () => {
    const view = await openEditor({ answer: 'never' });
    const status = within(screen.getByRole('banner')).getByRole('status');
    expect(status).toHaveTextContent('Saved');
    edit(view);
    expect(status).toHaveTextContent('Unsaved changes');
    act(() => void view.store.dispatch(editorSaveRequested({ key: KEY, content: selectEditorContent(view.state(), KEY)!, revision: 'r1' })));
    expect(status).toHaveTextContent('Saving…');
    act(() => void view.store.dispatch(editorSaveFailed({ key: KEY, message: 'We could not save the design.' })));
    expect(status).toHaveTextContent('Not saved');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not save the design.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('autosaves after a pause, retries a failed save, and says when it is saved', async () => {
    const view = await openEditor({ answer: 'fail' });
    edit(view);
    await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not save the design. Try again.');
    expect(view.host.saves).toHaveLength(1);
    expect(view.host.saves[0]?.content.html).toContain('Changed');

    view.host.answer = 'succeed';
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent('Saved'));
    expect(view.host.saves).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when another tab saved it, keeps the choice in a banner when put off, and keeps mine or reloads', async () => {
    const view = await openEditor();
    // With nothing unsaved the stored version would show quietly; typed work makes it a choice.
    edit(view);
    act(() => view.dependencies.broadcast.receive(EDITOR_SAVES_CHANNEL, { key: KEY, revision: 'r7' }));
    const dialog = await screen.findByRole('dialog', { name: 'This email was saved elsewhere' });
    expect(dialog).toHaveTextContent('Your changes are still here and are not saved yet.');
    expect(selectSaveState(view.state(), KEY)).toEqual({ status: 'conflict', revision: 'r7' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('This email was saved elsewhere')).toBeInTheDocument();
    expect(view.host.saves).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(view.dependencies.location.reload).toHaveBeenCalledTimes(1);

    await view.user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(view.host.saves).toHaveLength(1), { timeout: 10_000 });
    expect(view.host.saves[0]?.revision).toBe('r7');
    await waitFor(() => expect(screen.queryByText('This email was saved elsewhere')).not.toBeInTheDocument());
  });

  it('asks before leaving with unsaved changes', async () => {
    const view = await openEditor({ answer: 'never' });
    edit(view);
    await act(() => view.router.navigate('/design-library/your-designs'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('Your latest changes to this email are not saved yet.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(view.router.state.location.pathname).toBe(EDITOR_BASE_PATH);
  });
});

describe('the editor timeout', () => {
  afterEach(() => vi.useRealTimers());

  it('says the editor could not load after 3 seconds, tries again, and shows the editor once it is there', async () => {
    vi.useFakeTimers();
    const view = renderEditorHost({ open: false });
    act(() => vi.advanceTimersByTime(EDITOR_TIMEOUT_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the editor…');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('The editor could not load.');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(EDITOR_TIMEOUT_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('The editor could not load.');

    act(() => void view.store.dispatch(editorOpened(designSession())));
    vi.useRealTimers();
    expect(await screen.findByRole('region', { name: 'Email canvas' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the pre-send checks drawer', () => {
  it('folds the checks away behind a toggle with their count, opens them with focus inside and Escape gives focus back', async () => {
    const { user } = await openEditor();
    const toggle = await screen.findByRole('button', { name: /^Pre-send checks\s*,\s*\d+ to check$/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary', { name: 'Pre-send checks' })).not.toBeInTheDocument();

    await user.click(toggle);
    const drawer = screen.getByRole('complementary', { name: 'Pre-send checks' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveFocus();
    expect(within(drawer).getByText(/things? to check before sending/)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Pre-send checks' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});

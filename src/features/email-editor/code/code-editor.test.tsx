import { EditorView } from '@codemirror/view';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_BASE, renderEditorScreen } from '@test/render-editor-screen';
import { createDocument, createModule } from '../document/module-factories';
import { findModule } from '../document/locate';
import type { OpenSession } from '../session';
import { moduleSelected, undoRequested } from '../slice';
import { selectHandlebarsIssues } from './code-slice';
import { CODE_EDITOR_NOTICES, CodeEditorPane } from './CodeEditorPane';
import { ConvertToCodeDialog, CONVERT_WARNING } from './ConvertToCodeDialog';
import { EditCodeModuleDialog, NO_CODE_MODULE_MESSAGE } from './EditCodeModuleDialog';
import { TAB_HINT } from './HtmlCodeField';
import { CERBERUS_HYBRID, MJML_RECAST, SENDGRID_PASSWORD_RESET } from '../testing/public-templates';
import { IMPORT_MESSAGES } from './read-html-file';
import { WHOLE_DOCUMENT_WARNING } from './whole-document';

const BROKEN = '<html>\n<body>\n<p>Hello {{first_name}</p>\n</body>\n</html>';

const codeSession = (html: string): OpenSession => ({
  key: 'code:c1',
  title: 'Welcome',
  content: { editor: 'code', document: null, html, plainText: '' },
  revision: 'r1',
  analytics: {},
  testSend: {},
});

const designSession = (document = createDocument([createModule('text', { html: '<p>Spring is here</p>' }, () => 't1'), createModule('code', { html: '<p>Custom {{name}}</p>' }, () => 'c1')])): OpenSession => ({
  key: 'design:d1',
  title: 'Spring',
  content: { editor: 'design', document, html: '<html>rendered</html>', plainText: 'rendered' },
  revision: 'r1',
  analytics: {},
  testSend: {},
});

// jsdom lays nothing out; CodeMirror measures text ranges after each change.
beforeAll(() => {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

/** The CodeMirror view behind an editable element: edits go through it as a keystroke would. */
const viewOf = (textbox: HTMLElement) => EditorView.findFromDOM(textbox) as EditorView;
function typeInto(textbox: HTMLElement, from: number, to: number, insert: string) {
  const view = viewOf(textbox);
  act(() => view.dispatch({ changes: { from, to, insert }, userEvent: 'input.type' }));
}

describe('the code editor pane', () => {
  it('shows the HTML in a labelled editor whose Tab handling is described', async () => {
    renderEditorScreen(CodeEditorPane, codeSession('<p>Hi</p>'));
    const editor = await screen.findByRole('textbox', { name: 'HTML' });
    expect(editor).toHaveAccessibleDescription(TAB_HINT);
    expect(viewOf(editor).state.doc.toString()).toBe('<p>Hi</p>');
  });

  it('lists Handlebars issues with their line as the author types, and hosts can read them from the store', async () => {
    const { store, content } = renderEditorScreen(CodeEditorPane, codeSession(BROKEN));
    const issues = await screen.findByRole('region', { name: 'Handlebars issues' });
    expect(await within(issues).findByRole('button', { name: 'Line 3: This {{…}} tag holds a character Handlebars does not allow here.' })).toBeInTheDocument();
    expect(selectHandlebarsIssues(store.getState(), 'code:c1')).toEqual([{ line: 3, message: expect.any(String) }]);

    const editor = screen.getByRole('textbox', { name: 'HTML' });
    const at = BROKEN.indexOf('}</p>');
    typeInto(editor, at, at, '}');
    await waitFor(() => expect(content()?.html).toBe(BROKEN.replace('}</p>', '}}</p>')));
    expect(await within(issues).findByText('No Handlebars issues.')).toBeInTheDocument();
    expect(selectHandlebarsIssues(store.getState(), 'code:c1')).toEqual([]);
  });

  it('marks the issue’s line in the editor and takes the cursor there from the list', async () => {
    const { user } = renderEditorScreen(CodeEditorPane, codeSession(BROKEN));
    const button = await screen.findByRole('button', { name: /^Line 3:/ });
    const editor = screen.getByRole('textbox', { name: 'HTML' });
    await waitFor(() => expect(editor.querySelector('.cm-lintRange-error')).not.toBeNull());
    await user.click(button);
    const view = viewOf(editor);
    expect(view.state.doc.lineAt(view.state.selection.main.head).number).toBe(3);
    expect(view.hasFocus).toBe(true);
  });

  it('follows the app’s Undo without reporting it back as an edit', async () => {
    const { store, content } = renderEditorScreen(CodeEditorPane, codeSession('<p>One</p>'));
    const editor = await screen.findByRole('textbox', { name: 'HTML' });
    typeInto(editor, 6, 6, ' two');
    await waitFor(() => expect(content()?.html).toBe('<p>One two</p>'));
    act(() => void store.dispatch(undoRequested({ key: 'code:c1' })));
    await waitFor(() => expect(viewOf(editor).state.doc.toString()).toBe('<p>One</p>'));
    expect(content()?.html).toBe('<p>One</p>');
  });

  it('loses no keystroke: the typed text reaches the store when focus leaves the editor, and undoes as one step', async () => {
    const { store, content } = renderEditorScreen(CodeEditorPane, codeSession('<p>One</p>'));
    const editor = await screen.findByRole('textbox', { name: 'HTML' });
    typeInto(editor, 6, 6, ' t');
    typeInto(editor, 8, 8, 'wo');
    // Clicking Preview, Send test, Undo or Retry saving takes focus out of the editor before it acts.
    fireEvent.focusOut(editor);
    expect(content()?.html).toBe('<p>One two</p>');
    act(() => void store.dispatch(undoRequested({ key: 'code:c1' })));
    expect(content()?.html).toBe('<p>One</p>');
  });

  it('loses no keystroke when the editor closes right after typing, and asks before the page unloads meanwhile', async () => {
    const { content, unmount } = renderEditorScreen(CodeEditorPane, codeSession('<p>One</p>'));
    const editor = await screen.findByRole('textbox', { name: 'HTML' });
    typeInto(editor, 6, 6, ' two');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    unmount();
    expect(content()?.html).toBe('<p>One two</p>');
  });
});

const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}[\\s>]`, 'gi')) ?? []).length;
const livePreview = () => screen.getByTitle('Live preview of the email');

describe('the code editor’s live preview', () => {
  it('shows the email beside the code in a sandboxed frame, following the code after a pause in typing', async () => {
    renderEditorScreen(CodeEditorPane, codeSession('<p>One</p>'));
    const code = screen.getByRole('region', { name: 'HTML code' });
    const editor = await within(code).findByRole('textbox', { name: 'HTML' });
    const preview = screen.getByRole('region', { name: 'Live preview' });
    const frame = await within(preview).findByTitle('Live preview of the email');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>One</p>');

    typeInto(editor, 6, 6, ' two');
    await waitFor(() => expect(livePreview().getAttribute('srcdoc')).toContain('<p>One two</p>'));
  });

  it('can be hidden and shown again with a button that says which region it controls', async () => {
    const { user } = renderEditorScreen(CodeEditorPane, codeSession('<p>One</p>'));
    await screen.findByTitle('Live preview of the email');
    const toggle = screen.getByRole('button', { name: 'Hide live preview' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'Live preview' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show live preview' }));
    expect(screen.getByRole('region', { name: 'Live preview' })).toBeVisible();
  });
});

describe('a whole email into the code editor', () => {
  it('imports an HTML file as the email: one document, Outlook conditionals and head styles kept, undone in one step (Cerberus hybrid)', async () => {
    const { store, content, user } = renderEditorScreen(CodeEditorPane, codeSession('<p>Old</p>'));
    const editor = await screen.findByRole('textbox', { name: 'HTML' });
    await user.upload(screen.getByLabelText('Import an HTML file'), new File([CERBERUS_HYBRID], 'cerberus-hybrid.html', { type: 'text/html' }));

    await waitFor(() => expect(content()?.html).toBe(`${CERBERUS_HYBRID}\n`));
    expect(['html', 'head', 'body'].map((tag) => count(content()!.html, tag))).toEqual([1, 1, 1]);
    expect(screen.getByText(CODE_EDITOR_NOTICES.imported('cerberus-hybrid.html'))).toHaveAttribute('role', 'status');
    await waitFor(() => expect(viewOf(editor).state.doc.toString()).toBe(`${CERBERUS_HYBRID}\n`));
    await waitFor(() => expect(livePreview().getAttribute('srcdoc')).toContain('<!--[if mso]><style>* { font-family: sans-serif !important; }</style><![endif]-->'));

    act(() => void store.dispatch(undoRequested({ key: 'code:c1' })));
    expect(content()?.html).toBe('<p>Old</p>');
  });

  it('refuses a binary file next to the input, and keeps the email', async () => {
    const { content, user } = renderEditorScreen(CodeEditorPane, codeSession('<p>Old</p>'));
    await screen.findByRole('textbox', { name: 'HTML' });
    const input = screen.getByLabelText('Import an HTML file');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    await user.upload(input, new File([png], 'logo.html', { type: 'text/html' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.binary('logo.html'));
    expect(screen.getByLabelText('Import an HTML file')).toHaveAccessibleDescription(expect.stringContaining(IMPORT_MESSAGES.binary('logo.html')));
    expect(screen.getByLabelText('Import an HTML file')).toHaveAttribute('aria-invalid', 'true');
    expect(content()?.html).toBe('<p>Old</p>');
  });

  it('a whole email pasted into the email replaces it instead of nesting a second <html> and <body> (MJML output)', async () => {
    const { content } = renderEditorScreen(CodeEditorPane, codeSession('<!DOCTYPE html>\n<html>\n<head></head>\n<body>\n<p>Old</p>\n</body>\n</html>'));
    const editor = await screen.findByRole('textbox', { name: 'HTML' });
    const insideBody = viewOf(editor).state.doc.toString().indexOf('<p>Old</p>');
    act(() => viewOf(editor).dispatch({ selection: { anchor: insideBody } }));
    fireEvent.paste(editor, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? MJML_RECAST : '') } });

    fireEvent.focusOut(editor);
    expect(content()?.html).toBe(`${MJML_RECAST}\n`);
    expect(['html', 'head', 'body'].map((tag) => count(content()!.html, tag))).toEqual([1, 1, 1]);
    expect(content()?.html).toContain('@media only screen and (min-width:480px)');
    expect(screen.getByText(CODE_EDITOR_NOTICES.pastedDocument)).toHaveAttribute('role', 'status');
  });

  it('a fragment pasted goes in where the cursor is, as typed', async () => {
    const { content } = renderEditorScreen(CodeEditorPane, codeSession('<p>One</p>'));
    const editor = await screen.findByRole('textbox', { name: 'HTML' });
    act(() => viewOf(editor).dispatch({ selection: { anchor: 10 } }));
    fireEvent.paste(editor, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? '<p>Two</p>' : '') } });
    fireEvent.focusOut(editor);
    expect(content()?.html).toBe('<p>One</p><p>Two</p>');
    expect(screen.queryByText(CODE_EDITOR_NOTICES.pastedDocument)).toBeNull();
  });
});

describe('modules/edit_code', () => {
  it('edits the selected code module’s HTML, checked as typed, and saves it into the design', async () => {
    const { store, router, content, user } = renderEditorScreen(EditCodeModuleDialog, designSession(), { subPath: '/modules/edit_code' });
    act(() => void store.dispatch(moduleSelected({ key: 'design:d1', moduleId: 'c1' })));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Code' });
    const editor = await within(dialog).findByRole('textbox', { name: 'Code module HTML' });
    expect(viewOf(editor).state.doc.toString()).toBe('<p>Custom {{name}}</p>');

    typeInto(editor, 0, viewOf(editor).state.doc.length, '<p>\n{{#if vip}}VIP</p>');
    expect(await within(dialog).findByRole('button', { name: /^Line 2: The template ends inside an unclosed/ })).toBeInTheDocument();
    typeInto(editor, viewOf(editor).state.doc.length - 4, viewOf(editor).state.doc.length - 4, '{{/if}}');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(findModule(content()!.document!, 'c1')).toMatchObject({ settings: { html: '<p>\n{{#if vip}}VIP{{/if}}</p>' } });
    expect(router.state.location.pathname).toBe(EDITOR_BASE);
  });

  it('warns when a whole email is pasted and keeps only its body and <head> styles (SendGrid password-reset template)', async () => {
    const { store, content, user } = renderEditorScreen(EditCodeModuleDialog, designSession(), { subPath: '/modules/edit_code' });
    act(() => void store.dispatch(moduleSelected({ key: 'design:d1', moduleId: 'c1' })));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Code' });
    const editor = await within(dialog).findByRole('textbox', { name: 'Code module HTML' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    typeInto(editor, 0, viewOf(editor).state.doc.length, SENDGRID_PASSWORD_RESET);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WHOLE_DOCUMENT_WARNING);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const saved = (findModule(content()!.document!, 'c1') as { settings: { html: string } }).settings.html;
    expect(saved).not.toMatch(/<(html|head|body)[\s>]/i);
    expect(saved).toMatch(/^<style type="text\/css">body, p, div \{ font-family: arial;/);
    expect(saved).toContain('<a href="{{reset_link}}"');
  });

  it('keeps Escape pressed in the editor from closing the dialog (Esc then Tab leaves the editor instead)', async () => {
    const { store, router } = renderEditorScreen(EditCodeModuleDialog, designSession(), { subPath: '/modules/edit_code' });
    act(() => void store.dispatch(moduleSelected({ key: 'design:d1', moduleId: 'c1' })));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Code' });
    const editor = await within(dialog).findByRole('textbox', { name: 'Code module HTML' });
    fireEvent.keyDown(editor, { key: 'Escape', keyCode: 27 });
    expect(screen.getByRole('dialog', { name: 'Edit Code' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${EDITOR_BASE}/modules/edit_code`);
  });

  it('says to select a code module when none is selected, and Cancel keeps the design', async () => {
    const { router, user } = renderEditorScreen(EditCodeModuleDialog, designSession(), { subPath: '/modules/edit_code' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Code' });
    expect(within(dialog).getByText(NO_CODE_MODULE_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(router.state.location.pathname).toBe(EDITOR_BASE);
  });
});

describe('edit_code/convert', () => {
  it('warns that converting cannot be turned back, then makes the design’s rendering the code', async () => {
    const { router, content, user } = renderEditorScreen(ConvertToCodeDialog, designSession(), { subPath: '/edit_code/convert' });
    const dialog = await screen.findByRole('dialog', { name: 'Convert to Code' });
    expect(dialog).toHaveAccessibleDescription(CONVERT_WARNING);
    expect(CONVERT_WARNING).toMatch(/can't be turned back/);

    await user.click(within(dialog).getByRole('button', { name: 'Convert to Code' }));
    await waitFor(() => expect(content()?.editor).toBe('code'));
    const converted = content()!;
    expect(converted.document).toBeNull();
    expect(converted.html).toMatch(/^<!doctype html>/i);
    expect(converted.html).toContain('Spring is here');
    expect(converted.html).toContain('<p>Custom {{name}}</p>');
    expect(converted.plainText).toContain('Spring is here');
    await waitFor(() => expect(router.state.location.pathname).toBe(EDITOR_BASE));
  });

  it('Cancel leaves the design as it is', async () => {
    const { router, content, user } = renderEditorScreen(ConvertToCodeDialog, designSession(), { subPath: '/edit_code/convert' });
    const dialog = await screen.findByRole('dialog', { name: 'Convert to Code' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(EDITOR_BASE);
    expect(content()?.editor).toBe('design');
  });
});

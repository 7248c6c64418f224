import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditorScreen } from '@test/render-editor-screen';
import { createDocument, createModule } from '../document/module-factories';
import { LINK_MESSAGES } from '../links/link-policy';
import type { OpenSession } from '../session';
import { ALL_CLEAR_MESSAGE, MODULE_ID_ATTRIBUTE, PreSendChecksPanel } from './PreSendChecksPanel';
import { PRE_SEND_MESSAGES } from './pre-send-checks';

const design = (rows: Parameters<typeof createDocument>[0]): OpenSession => ({
  key: 'design:d1',
  title: 'Spring',
  content: { editor: 'design', document: createDocument(rows), html: '<html><body>rendered</body></html>', plainText: '' },
  revision: 'r1',
  analytics: {},
  testSend: {},
});

const code = (html: string): OpenSession => ({ ...design([]), key: 'code:c1', content: { editor: 'code', document: null, html, plainText: '' } });

const panel = () => screen.getByRole('region', { name: 'Pre-send checks' });

afterEach(() => document.querySelectorAll(`[${MODULE_ID_ATTRIBUTE}]`).forEach((element) => element.remove()));

describe('the pre-send checks panel', () => {
  it('says all clear for an email with nothing to fix', async () => {
    renderEditorScreen(
      PreSendChecksPanel,
      design([createModule('image', { src: 'https://cdn.example.com/hat.png', alt: 'A green hat' }), createModule('button', { href: 'https://example.com/shop' }), createModule('unsubscribe')]),
    );
    expect(await within(panel()).findByText(ALL_CLEAR_MESSAGE)).toBeInTheDocument();
    expect(within(panel()).queryByRole('listitem')).toBeNull();
  });

  it('lists what would hurt delivery; a module’s issue selects the module and scrolls to it', async () => {
    const { session, user } = renderEditorScreen(
      PreSendChecksPanel,
      design([createModule('image', { src: 'https://cdn.example.com/hat.png', alt: '' }, () => 'img1'), createModule('button', { href: '' }, () => 'btn1')]),
    );
    const canvasModule = Object.assign(document.createElement('div'), { tabIndex: -1 });
    canvasModule.setAttribute(MODULE_ID_ATTRIBUTE, 'img1');
    canvasModule.scrollIntoView = vi.fn();
    document.body.append(canvasModule);

    expect(await within(panel()).findByText('3 things to check before sending')).toBeInTheDocument();
    expect(within(panel()).getByText(PRE_SEND_MESSAGES.noUnsubscribe)).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: LINK_MESSAGES.empty })).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: PRE_SEND_MESSAGES.missingAlt }));
    expect(session()?.selectedModuleId).toBe('img1');
    expect(canvasModule.scrollIntoView).toHaveBeenCalled();
    expect(canvasModule).toHaveFocus();
  });

  it('lists the Handlebars issues of code with their line, once checked', async () => {
    renderEditorScreen(PreSendChecksPanel, code('<a href="{{{unsubscribe}}}">Leave</a>\n<p>{{#each items}}</p>'));
    expect(await within(panel()).findByText(/^Line 2: The template ends inside an unclosed/)).toBeInTheDocument();
  });

  it('reports HTML Gmail would clip and more links than click tracking follows', async () => {
    const links = Array.from({ length: 1001 }, (_, index) => `<a href="https://example.com/p/${index}">Product ${index} ${'x'.repeat(80)}</a>`).join('\n');
    renderEditorScreen(PreSendChecksPanel, code(`<a href="{{{unsubscribe}}}">Leave</a>${links}`));
    expect(await within(panel()).findByText(/Gmail clips messages over 102 KB/)).toBeInTheDocument();
    expect(within(panel()).getByText(/This email has 1,001 links; click tracking follows at most 1,000\./)).toBeInTheDocument();
  });
});

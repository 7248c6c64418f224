import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { createTestDependencies } from '@test/test-dependencies';
import { EmailThumbnail } from './EmailThumbnail';

/** The opening of Cerberus's fluid template (github.com/emailmonday/Cerberus), with a script an attacker added. */
const HOSTILE_EMAIL = `<!DOCTYPE html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head><meta charset="utf-8"><title>Cerberus</title><script>parent.document.title = 'owned'</script></head>
<body width="100%" style="margin: 0; padding: 0 !important; background-color: #222222;">
<center role="article" aria-roledescription="email" lang="en" style="width: 100%; background-color: #222222;">
<img src="https://via.placeholder.com/200x50" onerror="parent.alert(1)" width="200" height="50" alt="alt_text">
</center></body></html>`;

const renderThumbnail = (props: Partial<Parameters<typeof EmailThumbnail>[0]>) =>
  render(
    <Provider store={createAppStore(createTestDependencies())}>
      <EmailThumbnail name="Cerberus fluid" html={undefined} {...props} />
    </Provider>,
  );

const frame = () => screen.getByTitle('Thumbnail of Cerberus fluid');

describe('EmailThumbnail', () => {
  it('shows the email in a frame with an empty sandbox (no allow-scripts), out of the tab order', () => {
    renderThumbnail({ html: HOSTILE_EMAIL });
    expect(frame().tagName).toBe('IFRAME');
    expect(frame().getAttribute('sandbox')).toBe('');
    expect(frame()).toHaveAttribute('inert');
  });

  it('keeps the doctype first and puts a policy that allows no script before the email’s own head', () => {
    renderThumbnail({ html: HOSTILE_EMAIL });
    const srcdoc = frame().getAttribute('srcdoc') ?? '';
    expect(srcdoc.startsWith('<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="default-src \'none\';')).toBe(true);
    expect(srcdoc).not.toMatch(/script-src/);
    expect(srcdoc.indexOf('Content-Security-Policy')).toBeLessThan(srcdoc.indexOf('<script>'));
    // The email itself is shown as stored: the policy and the sandbox, not an edit of it, keep it inert.
    expect(srcdoc).toContain('<center role="article" aria-roledescription="email"');
    expect(srcdoc).toContain('overflow:hidden');
  });

  it('lays the email out at 600 px, to be shrunk to the card', () => {
    renderThumbnail({ html: HOSTILE_EMAIL });
    expect(frame().style.width).toBe('600px');
  });

  it('says "No preview" for an email with no HTML or one that could not be read, rather than waiting', () => {
    const { unmount } = renderThumbnail({ html: null });
    expect(screen.getByText('No preview')).toBeInTheDocument();
    expect(screen.queryByTitle('Thumbnail of Cerberus fluid')).toBeNull();
    unmount();
    renderThumbnail({ html: '  ' });
    expect(screen.getByText('No preview')).toBeInTheDocument();
  });

  it('asks for the HTML once when it comes into view without it, and not when it has it', () => {
    const onFirstView = vi.fn();
    const { rerender } = renderThumbnail({ onFirstView });
    expect(onFirstView).toHaveBeenCalledTimes(1);
    rerender(
      <Provider store={createAppStore(createTestDependencies())}>
        <EmailThumbnail name="Cerberus fluid" html={undefined} onFirstView={() => onFirstView()} />
      </Provider>,
    );
    expect(onFirstView).toHaveBeenCalledTimes(1);
    const held = vi.fn();
    renderThumbnail({ html: HOSTILE_EMAIL, onFirstView: held });
    expect(held).not.toHaveBeenCalled();
  });

  it('shows the server’s picture of the email instead when it is an https address, and never a javascript: one', () => {
    const { container, unmount } = renderThumbnail({ imageUrl: 'https://cdn.example.com/thumb.png' });
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/thumb.png');
    unmount();
    const hostile = renderThumbnail({ imageUrl: 'javascript:alert(1)', html: '<p>Hi</p>' });
    expect(hostile.container.querySelector('img')).toBeNull();
    expect(frame()).toBeInTheDocument();
  });
});

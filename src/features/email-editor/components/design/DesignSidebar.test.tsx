import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditorHost } from '@test/email-editor-host';

/** A single send's settings as its host offers them to the sidebar (the field is the one SendGrid's form names "Subject"). */
const SEND_SETTINGS = (
  <label>
    Subject
    <input defaultValue="Spring sale starts today" />
  </label>
);

async function openWithHostSettings() {
  const view = renderEditorHost({ hostPanel: SEND_SETTINGS });
  await screen.findByRole('region', { name: 'Email canvas' });
  const sidebar = screen.getByRole('complementary', { name: 'Modules and settings' });
  return { ...view, sidebar };
}

describe('the design sidebar with a host’s settings (1280 to 1680 px)', () => {
  it('is a tablist, "Settings" then "Build"; arrow keys move between them and the panel shown follows', async () => {
    const { user, sidebar } = await openWithHostSettings();
    const tablist = within(sidebar).getByRole('tablist', { name: 'Sidebar' });
    const [settings, build] = within(tablist).getAllByRole('tab');
    expect([settings?.textContent, build?.textContent]).toEqual(['Settings', 'Build']);
    expect(settings).toHaveAttribute('aria-selected', 'true');
    expect(within(sidebar).getByRole('tabpanel', { name: 'Settings' })).toContainElement(screen.getByRole('textbox', { name: 'Subject' }));

    settings?.focus();
    await user.keyboard('{ArrowRight}');
    expect(build).toHaveFocus();
    expect(build).toHaveAttribute('aria-selected', 'true');
    expect(settings).toHaveAttribute('aria-selected', 'false');
    const buildPanel = within(sidebar).getByRole('tabpanel', { name: 'Build' });
    expect(within(buildPanel).getByRole('button', { name: 'Add Spacer module' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(settings).toHaveFocus();
    expect(within(sidebar).getByRole('tabpanel', { name: 'Settings' })).toContainElement(screen.getByRole('textbox', { name: 'Subject' }));
  });

  it('opens "Build" when a module is selected on the canvas', async () => {
    const { user, sidebar } = await openWithHostSettings();
    await user.click(screen.getByRole('button', { name: 'Edit Button module' }));
    expect(within(sidebar).getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
    expect(within(sidebar).getByRole('heading', { name: 'Button settings' })).toBeInTheDocument();
  });

  it('folds away, settings and all, with a toggle that says whether it is shown, and comes back with the keyboard', async () => {
    const { user, sidebar } = await openWithHostSettings();
    const toggle = screen.getByRole('button', { name: 'Hide modules and settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', sidebar.id);

    await user.click(toggle);
    expect(screen.queryByRole('complementary', { name: 'Modules and settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('Show modules and settings');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Spring sale starts today');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pngBytes } from '@mocks/testing/image-bytes';
import { EDITOR_BASE, renderEditorScreen } from '@test/render-editor-screen';
import { findModule } from '../../document/locate';
import { createModule } from '../../document/module-factories';
import type { Row } from '../../document/types';
import { moduleSelected } from '../../slice';
import { designContent, designSession, sampleDocument } from '../../testing/design-content';
import { imageFieldsOf, isImageModule } from '../image-module';
import { ImageManagerScreen } from '../ImageManagerScreen';

const imageModule = { ...createModule('image'), id: 'img1' };
const imageTextModule = { ...createModule('imageText'), id: 'it1' };

function renderManager(subPath = '/image_manager', selected: string | null = 'img1') {
  const session = designSession({ content: designContent(sampleDocument([imageModule, imageTextModule])) });
  const view = renderEditorScreen(ImageManagerScreen, session, { subPath });
  act(() => void view.store.dispatch(moduleSelected({ key: session.key, moduleId: selected })));
  const fields = (id: string) => {
    const module: Row | undefined = findModule(view.content()?.document ?? sampleDocument([]), id);
    return isImageModule(module) ? imageFieldsOf(module) : undefined;
  };
  return { ...view, fields };
}

const manager = () => screen.findByRole('dialog', { name: 'Image manager' });

describe('the editor’s image manager', () => {
  it('places a library image in the selected image module, then sets its text alternative and width', async () => {
    const { user, router, fields } = renderManager();
    const dialog = await manager();
    await user.click(await within(dialog).findByRole('button', { name: 'Use autumn-hero-mountains.jpg' }));

    expect(fields('img1')).toMatchObject({ src: 'https://picsum.photos/id/1018/1200/600', alt: 'autumn hero mountains', width: null });
    expect(router.state.location.pathname).toBe(`${EDITOR_BASE}/image_manager/edit`);

    const settings = await screen.findByRole('dialog', { name: 'Image settings' });
    const alt = within(settings).getByRole('textbox', { name: 'Alternative text' });
    expect(alt).toHaveValue('autumn hero mountains');
    await user.clear(alt);
    await user.type(alt, 'Hikers on an autumn ridge');
    const width = within(settings).getByRole('textbox', { name: 'Width in pixels' });
    await user.type(width, '900');
    await user.click(within(settings).getByRole('button', { name: 'Apply' }));
    expect(await within(settings).findByText('must be from 1 to 600 pixels')).toBeInTheDocument();

    await user.clear(width);
    await user.type(width, '480');
    await user.click(within(settings).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(EDITOR_BASE));
    expect(fields('img1')).toMatchObject({ alt: 'Hikers on an autumn ridge', width: 480 });
  });

  it('places the picture of an image-and-text module, and marks the image it shows', async () => {
    const { user, fields } = renderManager('/image_manager', 'it1');
    const dialog = await manager();
    await user.click(await within(dialog).findByRole('button', { name: 'Use lion-logo-badge.png' }));
    expect(fields('it1')).toMatchObject({ src: 'https://picsum.photos/id/1074/800/800', alt: 'lion logo badge', width: null });

    await user.click(await screen.findByRole('link', { name: 'Choose another image' }));
    const again = await manager();
    const item = (await within(again).findByRole('button', { name: 'Use lion-logo-badge.png' })).closest('li');
    expect(item).toHaveTextContent('In this module');
  });

  it('uploads from the manager and places the new image', async () => {
    const { user, fields } = renderManager();
    const dialog = await manager();
    await within(dialog).findByRole('list', { name: 'Your images' });
    await user.upload(within(dialog).getByLabelText('Upload images'), new File([pngBytes(320, 200)], 'badge.png', { type: 'image/png' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Use badge.png' }));
    expect(fields('img1')).toMatchObject({ src: expect.stringMatching(/\/v3\/mock-images\/[0-9a-f-]{36}\/original$/), alt: 'badge', width: 320 });
  });

  it('only manages the library when no image module is selected', async () => {
    const { user, router } = renderManager('/image_manager', null);
    const dialog = await manager();
    expect(within(dialog).getByRole('note')).toHaveTextContent('Select an image module in your design');
    await within(dialog).findByRole('list', { name: 'Your images' });
    expect(within(dialog).queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('link', { name: 'Delete river-valley.jpg' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete river-valley.jpg?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('river-valley.jpg was deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${EDITOR_BASE}/image_manager`));
    expect(within(await manager()).queryByText('river-valley.jpg')).not.toBeInTheDocument();
  });
});

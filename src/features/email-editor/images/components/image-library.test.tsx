import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imagesOf } from '@mocks/db/images';
import { findUser } from '@mocks/db/users';
import { scenarios } from '@mocks/scenarios/registry';
import { pngBytes } from '@mocks/testing/image-bytes';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const LIBRARY = '/design-library/images';

const grid = () => screen.findByRole('list', { name: 'Your images' });
const names = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.textContent);
const png = (name: string) => new File([pngBytes(640, 480)], name, { type: 'image/png' });

/** The seeded image that the first page does not bring (avery has 28, newest first, 24 a page). */
const oldestImage = () => {
  const avery = findUser('avery');
  if (!avery) throw new Error('avery is seeded');
  const image = imagesOf(avery).at(-1);
  if (!image) throw new Error('avery has images');
  return image;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the image library', () => {
  it('shows the images newest first, a page at a time', async () => {
    const { user } = renderApp(LIBRARY);
    const list = await grid();
    expect(names(list)).toHaveLength(24);
    expect(names(list)[0]).toBe('autumn-hero-mountains.jpg');
    expect(screen.getByText('Showing the newest 24 images.')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Load more images' }));
    await waitFor(() => expect(names(list)).toHaveLength(28));
    expect(screen.getByText('All 28 images are shown.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more images' })).not.toBeInTheDocument();
  });

  it('refuses files that are not GIF, JPEG or PNG, or over 4 MB, before sending anything', async () => {
    renderApp(LIBRARY);
    await grid();
    const requests = recordRequests();
    const zone = screen.getByRole('region', { name: 'Image upload' });
    const huge = new File([new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    const renamed = new File(['plain text'], 'notes.png', { type: 'text/plain' });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' }), huge, renamed] } });

    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('These files were not uploaded:');
    expect(within(refused).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'notes.txt is not a GIF, JPEG or PNG image.',
      'huge.png is 5.0 MB: images can be at most 4 MB.',
      'notes.png is not a GIF, JPEG or PNG image.',
    ]);
    expect(screen.getByLabelText('Upload images')).toHaveAccessibleDescription(expect.stringContaining('huge.png is 5.0 MB'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('uploads with progress to 70 %, 100 % once the thumbnail loads, and succeeds 500 ms later', async () => {
    const { user, dependencies } = renderApp(LIBRARY);
    await grid();
    dependencies.imagePreloader.hold();
    await user.upload(screen.getByLabelText('Upload images'), png('summer-sale.png'));

    const progress = await screen.findByRole('progressbar', { name: 'summer-sale.png' });
    await waitFor(() => expect(progress).toHaveAttribute('value', '70'));
    expect(progress).toHaveAccessibleDescription('Processing: 70 %');
    expect(dependencies.imagePreloader.requested).toEqual([expect.stringMatching(/\/v3\/mock-images\/[0-9a-f-]{36}\/thumbnail$/)]);

    vi.useFakeTimers();
    act(() => dependencies.imagePreloader.release());
    expect(progress).toHaveAttribute('value', '100');
    expect(progress).toHaveAccessibleDescription('Uploaded: 100 %');

    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('progressbar', { name: 'summer-sale.png' })).toBeInTheDocument();
    expect(screen.queryByText('summer-sale.png was uploaded')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('summer-sale.png was uploaded')).toBeInTheDocument();
    expect(names(screen.getByRole('list', { name: 'Your images' }))[0]).toBe('summer-sale.png');
  });

  it('shows the invalid-file-type alert when the server refuses the type (415), and drops the progress', async () => {
    scenarios.apply('images-upload-415');
    const { user } = renderApp(LIBRARY);
    await grid();
    await user.upload(screen.getByLabelText('Upload images'), png('logo.png'));
    expect(await screen.findByText('logo.png was not uploaded: only GIF, JPEG and PNG images can be uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(names(await grid())).not.toContain('logo.png');
  });

  it('shows the upload alert for any other failure', async () => {
    scenarios.apply('images-upload-500');
    const { user } = renderApp(LIBRARY);
    await grid();
    await user.upload(screen.getByLabelText('Upload images'), png('logo.png'));
    expect(await screen.findByText('logo.png was not uploaded. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('an image’s details, editor and delete', () => {
  it('shows the details with the address to copy', async () => {
    const { user } = renderApp(LIBRARY);
    await user.click(within(await grid()).getByRole('link', { name: 'autumn-hero-mountains.jpg' }));

    const dialog = await screen.findByRole('dialog', { name: 'autumn-hero-mountains.jpg' });
    expect(within(dialog).getByText('1200 × 600 pixels')).toBeInTheDocument();
    expect(within(dialog).getByText('Sep 29, 2026, 5:00 PM')).toBeInTheDocument();
    const address = within(dialog).getByRole('textbox', { name: 'Image URL' });
    expect(address).toHaveValue('https://picsum.photos/id/1018/1200/600');

    await user.click(within(dialog).getByRole('button', { name: 'Copy URL' }));
    expect(await within(dialog).findByText('The address was copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://picsum.photos/id/1018/1200/600');
  });

  it('asks before deleting, then says "<name> was deleted" and drops the image', async () => {
    const { user, router } = renderApp(LIBRARY);
    await user.click(within(await grid()).getByRole('link', { name: 'autumn-hero-mountains.jpg' }));
    await user.click(await screen.findByRole('link', { name: 'Delete' }));

    const confirm = await screen.findByRole('dialog', { name: 'Delete autumn-hero-mountains.jpg?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('autumn-hero-mountains.jpg was deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(LIBRARY));
    expect(names(await grid())).not.toContain('autumn-hero-mountains.jpg');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renames an image in its editor', async () => {
    const { user } = renderApp(LIBRARY);
    await user.click(within(await grid()).getByRole('link', { name: 'river-valley.jpg' }));
    await user.click(await screen.findByRole('link', { name: 'Rename' }));

    const name = await screen.findByRole('textbox', { name: /Image name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is a required field')).toBeInTheDocument();

    await user.type(name, 'Valley hero.jpg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The image was renamed Valley hero.jpg')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Valley hero.jpg' })).toBeInTheDocument();
    expect(names(await grid())).toContain('Valley hero.jpg');
  });

  it('loads an image the library has not brought yet', async () => {
    const image = oldestImage();
    renderApp(`${LIBRARY}/${image.id}/details`);
    expect(await screen.findByRole('dialog', { name: image.name })).toBeInTheDocument();
  });

  it('says "failed to fetch image" when one image cannot be loaded', async () => {
    scenarios.apply('images-fetch-500');
    const image = oldestImage();
    const { user } = renderApp(`${LIBRARY}/${image.id}/details`);
    const dialog = await screen.findByRole('dialog', { name: 'Image details' });
    expect(await within(dialog).findByText('failed to fetch image')).toBeInTheDocument();

    scenarios.clear();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: image.name })).toBeInTheDocument();
  });
});

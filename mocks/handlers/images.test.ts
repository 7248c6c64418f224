import { beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '@/features/email-editor/images/limits';
import type { ImageDto } from '@/features/email-editor/images/types';
import { signInAs } from '../node';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';
import { gifBytes, jpegBytes, pngBytes } from '../testing/image-bytes';

interface ImagesPage {
  result: ImageDto[];
  _metadata: { self: string; next?: string; count: number };
}

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const json = async <T>(response: Response) => (await response.json()) as T;

/** POST /images as the app sends it: multipart, the file in `upload`, its name in `name`. */
function upload(bytes: Uint8Array<ArrayBuffer> | string, name: string, type = 'image/png', { withToken = true } = {}) {
  const form = new FormData();
  form.append('upload', new File([bytes], name, { type }));
  form.append('name', name);
  return fetch(`${window.location.origin}/v3/images`, {
    method: 'POST',
    headers: withToken ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

describe('GET /images', () => {
  it('pages the library newest first with page_size and _metadata.next', async () => {
    const first = await json<ImagesPage>(await call('/images?page_size=24'));
    expect(first.result).toHaveLength(24);
    expect(first._metadata.count).toBe(28);
    expect(first.result[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'autumn-hero-mountains.jpg',
      created: '2026-09-30T00:00:00.000Z',
      url: 'https://picsum.photos/id/1018/1200/600',
      thumbnail: 'https://picsum.photos/id/1018/300/150',
      width: 1200,
      height: 600,
    });
    const created = first.result.map((image) => image.created);
    expect(created).toEqual([...created].sort().reverse());

    const next = new URL(first._metadata.next ?? '');
    const second = await json<ImagesPage>(await call(`/images${next.search}`));
    expect(second.result).toHaveLength(4);
    expect(second._metadata.next).toBeUndefined();
    expect(new Set([...first.result, ...second.result].map((image) => image.id)).size).toBe(28);
  });

  it('refuses a bad page size or token (400)', async () => {
    expect((await call('/images?page_size=0')).status).toBe(400);
    const response = await call('/images?page_token=nonsense');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ field: 'page_token', message: 'invalid page token' }] });
  });

  it('shows each account only its own images', async () => {
    const frankie = signInAs('owner-free').token;
    const theirs = await json<ImagesPage>(await apiFetch('/images', { token: frankie }));
    expect(theirs.result.map((image) => image.name)).toEqual(['sourdough-loaves.jpg', 'espresso-bar.jpg', 'bakehouse-storefront.jpg']);
    const [avery] = (await json<ImagesPage>(await call('/images?page_size=1'))).result;
    expect((await apiFetch(`/images/${avery?.id}`, { token: frankie })).status).toBe(404);
  });

  it('needs a token (401)', async () => {
    expect((await apiFetch('/images')).status).toBe(401);
  });
});

describe('POST /images', () => {
  it('stores the upload with its size from the file itself, serves it, and lists it first', async () => {
    const response = await upload(pngBytes(640, 480), 'summer-sale.png');
    expect(response.status).toBe(201);
    const image = await json<ImageDto>(response);
    expect(image).toMatchObject({ name: 'summer-sale.png', width: 640, height: 480 });
    expect(image.url).toBe(`${window.location.origin}/v3/mock-images/${image.id}/original`);

    const served = await fetch(image.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes(640, 480));
    // No canvas in Node: the thumbnail is the picture itself.
    expect((await fetch(image.thumbnail)).status).toBe(200);

    const [newest] = (await json<ImagesPage>(await call('/images'))).result;
    expect(newest).toEqual(image);
    expect(await json<ImageDto>(await call(`/images/${image.id}`))).toEqual(image);
  });

  it('reads GIF and JPEG sizes too', async () => {
    expect(await json<ImageDto>(await upload(gifBytes(120, 60), 'spinner.gif', 'image/gif'))).toMatchObject({ width: 120, height: 60 });
    expect(await json<ImageDto>(await upload(jpegBytes(1024, 768), 'team.jpeg', 'image/jpeg'))).toMatchObject({ width: 1024, height: 768 });
  });

  it('refuses what is not a GIF, JPEG or PNG by its content or its name (415)', async () => {
    const text = await upload('just text', 'notes.png');
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ errors: [{ field: 'upload', message: 'must be a GIF, JPEG or PNG image' }] });
    expect((await upload(pngBytes(10, 10), 'picture.bmp')).status).toBe(415);
  });

  it('refuses a file over 4 MB (413) and a request without a file (400)', async () => {
    const big = new Uint8Array(IMAGE_LIMITS.maxBytes + 1);
    big.set(pngBytes(4000, 3000));
    const tooLarge = await upload(big, 'poster.png');
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ errors: [{ field: 'upload', message: 'must not exceed 4 MB' }] });

    const form = new FormData();
    form.append('name', 'nothing.png');
    const empty = await fetch(`${window.location.origin}/v3/images`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(empty.status).toBe(400);
    expect((await json<ImagesPage>(await call('/images'))).result).toHaveLength(28);
  });

  it('needs a token (401)', async () => {
    expect((await upload(pngBytes(1, 1), 'a.png', 'image/png', { withToken: false })).status).toBe(401);
  });
});

describe('PATCH and DELETE /images/{id}', () => {
  it('renames an image, trimmed, and checks the name', async () => {
    const [image] = (await json<ImagesPage>(await call('/images?page_size=1'))).result;
    const renamed = await call(`/images/${image?.id}`, { method: 'PATCH', body: { name: '  hero.jpg ' } });
    expect(await json<ImageDto>(renamed)).toMatchObject({ id: image?.id, name: 'hero.jpg' });

    const blank = await call(`/images/${image?.id}`, { method: 'PATCH', body: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ errors: [{ field: 'name', message: 'is a required field' }] });
    const long = await call(`/images/${image?.id}`, { method: 'PATCH', body: { name: 'x'.repeat(IMAGE_LIMITS.name + 1) } });
    expect(long.status).toBe(400);
  });

  it('deletes an image (204), then knows it no more (404)', async () => {
    const [image] = (await json<ImagesPage>(await call('/images?page_size=1'))).result;
    expect((await call(`/images/${image?.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/images/${image?.id}`)).status).toBe(404);
    expect((await call(`/images/${image?.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await json<ImagesPage>(await call('/images')))._metadata.count).toBe(27);
  });
});

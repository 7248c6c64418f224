import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { signInAs } from '@mocks/node';
import { pngBytes } from '@mocks/testing/image-bytes';
import { createTestDependencies } from '@test/test-dependencies';
import { EmailFrame } from './EmailFrame';
import { ownOriginImageUrls, withImageSources } from './own-origin-images';

/** A picture on SendGrid's CDN, as an image module of a real design holds it. */
const CDN_IMAGE = 'https://mc.sendgrid.com/assets/logo.png';

/** Uploads a picture to the mock backend, as the image library does, and answers its own-origin address. */
async function uploadedImageUrl(): Promise<string> {
  const form = new FormData();
  form.append('upload', new File([pngBytes(2, 2)], 'dot.png', { type: 'image/png' }));
  form.append('name', 'dot.png');
  const response = await fetch(`${window.location.origin}/v3/images`, { method: 'POST', headers: { Authorization: `Bearer ${signInAs('owner-advanced').token}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

const frameDocument = () => screen.getByTitle('Preview').getAttribute('srcdoc') ?? '';

describe('EmailFrame', () => {
  let ownImage: string;
  beforeEach(async () => {
    ownImage = await uploadedImageUrl();
  });

  it('shows a picture of the app’s own origin as a data: URL the sandboxed frame can load, and leaves a CDN picture alone', async () => {
    const html = `<table><tr><td background="${ownImage}"><img src="${ownImage}" alt="Dot"><img src="${CDN_IMAGE}" alt="Logo"></td></tr></table>`;
    render(
      <Provider store={createAppStore(createTestDependencies())}>
        <EmailFrame title="Preview" html={html} />
      </Provider>,
    );
    const frame = screen.getByTitle('Preview');
    expect(frame.getAttribute('sandbox')).toBe('');
    const expected = `data:image/png;base64,${btoa(String.fromCharCode(...pngBytes(2, 2)))}`;
    await waitFor(() => expect(frameDocument()).toContain(`<img src="${expected}" alt="Dot">`));
    expect(frameDocument()).toContain(`<td background="${expected}">`);
    expect(frameDocument()).toContain(`<img src="${CDN_IMAGE}" alt="Logo">`);
    expect(frameDocument()).not.toContain(ownImage);
  });

  it('keeps the address of an own-origin picture that cannot be read (shown broken, as in the inbox)', async () => {
    const missing = `${window.location.origin}/v3/mock-images/00000000-0000-0000-0000-000000000000/original`;
    const store = createAppStore(createTestDependencies());
    render(
      <Provider store={store}>
        <EmailFrame title="Preview" html={`<img src="${missing}" alt="Gone">`} />
      </Provider>,
    );
    await waitFor(() => expect(store.getState().emailPreview.byUrl[missing]).toBe('failed'));
    expect(frameDocument()).toBe(`<img src="${missing}" alt="Gone">`);
  });
});

describe('own-origin pictures in HTML', () => {
  const origin = 'http://127.0.0.1:4173';

  it('finds src, background and CSS url() pictures on the origin or root-relative, never links or other hosts', () => {
    const html = [
      `<img src="${origin}/v3/mock-images/a/original">`,
      `<div style="background-image:url('/v3/mock-images/b/original')">`,
      `<a href="${origin}/v3/mock-images/c/original">link</a>`,
      `<img src="https://cdn.example.com/d.png"><img src="//cdn.example.com/e.png">`,
    ].join('');
    expect(ownOriginImageUrls(html, origin)).toEqual([`${origin}/v3/mock-images/a/original`, `${origin}/v3/mock-images/b/original`]);
  });

  it('replaces only the pictures it has a source for', () => {
    const html = `<img src="${origin}/a"><img src="${origin}/b">`;
    expect(withImageSources(html, origin, { [`${origin}/a`]: 'data:image/png;base64,AA==' })).toBe(`<img src="data:image/png;base64,AA=="><img src="${origin}/b">`);
  });
});

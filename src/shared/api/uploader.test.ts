import { http, HttpResponse } from 'msw';
import { lastValueFrom } from 'rxjs';
import { toArray } from 'rxjs/operators';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { createXhrUploader, type UploadEvent } from './uploader';

const uploader = createXhrUploader({
  baseUrl: '/v3/',
  requestSource: 'marketing-console',
  origin: 'http://localhost:3000',
  getToken: () => 'token-1',
  getImpersonatedUser: () => 'marketing-sub',
});

const formWith = (content: string, name: string) => {
  const form = new FormData();
  form.append('upload', new File([content], name, { type: 'image/png' }));
  return form;
};

const events = <T>(form: FormData) => lastValueFrom(uploader.upload<T>('/files', form).pipe(toArray()));

describe('the XMLHttpRequest uploader', () => {
  it('sends the form with the api client’s headers, reports progress, then the answer', async () => {
    let received: { headers: Record<string, string | null>; text: string } | undefined;
    server.use(
      http.post('*/v3/files', async ({ request }) => {
        const file = (await request.formData()).get('upload') as File;
        const headers = Object.fromEntries(['authorization', 'on-behalf-of', 'x-request-source'].map((name) => [name, request.headers.get(name)]));
        received = { headers, text: await file.text() };
        return HttpResponse.json({ id: 'abc' }, { status: 201 });
      }),
    );

    const seen = await events<{ id: string }>(formWith('pixels', 'logo.png'));

    expect(received).toEqual({
      headers: { authorization: 'Bearer token-1', 'on-behalf-of': 'marketing-sub', 'x-request-source': 'marketing-console' },
      text: 'pixels',
    });
    const progress = seen.filter((event): event is Extract<UploadEvent<unknown>, { type: 'progress' }> => event.type === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.loaded).toBe(progress.at(-1)?.total);
    expect(seen.at(-1)).toEqual({ type: 'answered', body: { id: 'abc' } });
  });

  it('fails with the server’s error as an ApiError', async () => {
    server.use(
      http.post('*/v3/files', () => HttpResponse.json({ errors: [{ field: 'upload', message: 'unsupported media type' }] }, { status: 415 })),
    );
    await expect(events(formWith('x', 'a.png'))).rejects.toEqual({ status: 415, message: 'unsupported media type', fieldErrors: { upload: 'unsupported media type' } });
  });

  it('fails with the network error when no answer comes', async () => {
    server.use(http.post('*/v3/files', () => HttpResponse.error()));
    await expect(events(formWith('x', 'a.png'))).rejects.toMatchObject({ status: 0 });
  });
});

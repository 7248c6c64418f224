import { screen, waitFor, within } from '@testing-library/react';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

interface VersionDto {
  id: string;
  test_data: string;
  updated_at: string;
}
interface TemplateDto {
  id: string;
  name: string;
  versions: VersionDto[];
}

const token = () => signInAs('owner-advanced').token;
const api = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;

/** A seeded version with test data ("Order Confirmation" / "With item list", after SendGrid's Handlebars iteration example). */
async function orderConfirmation() {
  const { result } = await api<{ result: TemplateDto[] }>(`/templates?generations=dynamic&page_size=200&name=${encodeURIComponent('Order Confirmation')}`);
  const template = result.find((candidate) => candidate.name === 'Order Confirmation')!;
  const lean = template.versions.find((candidate) => (candidate as { name?: string }).name === 'With item list')!;
  const version = await api<VersionDto>(`/templates/${template.id}/versions/${lean.id}`);
  return { templateId: template.id, version, path: `/v3/templates/${template.id}/versions/${lean.id}` };
}

// SendGrid's documented dynamic template data for an item list (docs: "Using Handlebars", iterations).
const TYPED = '{"items": [{"text": "New Line Sneakers", "price": "$ 79.95"}]}';

/** Opens the version's test data panel; `typeTestData` then replaces the test data with TYPED. */
async function openTestData() {
  const { templateId, version, path } = await orderConfirmation();
  const view = renderApp(`/dynamic-templates/${templateId}/version/${version.id}/preview/test_data`);
  const preview = await screen.findByRole('dialog', { name: 'Preview' }, { timeout: 10_000 });
  const field = await within(preview).findByRole('textbox', { name: /Test data \(JSON\)/ });
  const typeTestData = async () => {
    await view.user.clear(field);
    await view.user.click(field);
    await view.user.paste(TYPED);
  };
  return { ...view, preview, field, path, typeTestData };
}

const patches = (requests: ReturnType<typeof recordRequests>, path: string) => requests.filter((request) => request.method === 'PATCH' && request.path === path);

describe('saving a version’s test data alone', { timeout: 30_000 }, () => {
  it('says next to the test data that a 500 left it unsaved, keeps what was typed, and Retry sends it again', async () => {
    const { path } = await orderConfirmation();
    server.use(http.patch(`*${path}`, () => HttpResponse.json({ errors: [{ message: 'internal server error' }] }, { status: 500 }), { once: true }));
    const requests = recordRequests();
    const { preview, field, user, typeTestData } = await openTestData();
    await typeTestData();

    const problem = await within(preview).findByText(SAVE_MESSAGES.serverFailed, {}, { timeout: 4000 });
    expect(field).toHaveValue(TYPED);
    expect(patches(requests, path)).toHaveLength(1);

    expect(problem).toBeVisible();
    await user.click(within(preview).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(patches(requests, path)).toHaveLength(2));
    await waitFor(() => expect(patches(requests, path)[1]!.body).toMatchObject({ test_data: TYPED }));
    await waitFor(async () => expect((await api<VersionDto>(path.replace('/v3', ''))).test_data).toBe(TYPED));
    await waitFor(() => expect(within(preview).queryByText(/We could not save the version/)).toBeNull());
  });

  it('shows a conflict when the version was saved elsewhere, and Keep mine sends the test data over it with the new If-Match', async () => {
    const { preview, user, path, typeTestData } = await openTestData();
    const elsewhere = await api<VersionDto>(path.replace('/v3', ''), { method: 'PATCH', body: { subject: 'Changed elsewhere' } });
    const requests = recordRequests();
    await typeTestData();

    expect(await within(preview).findByText('This version was saved elsewhere', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(patches(requests, path)).toHaveLength(0);

    await user.click(within(preview).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(patches(requests, path)).toHaveLength(1));
    const [sent] = patches(requests, path);
    expect(sent!.headers.get('If-Match')).toBe(`"${elsewhere.updated_at}"`);
    await waitFor(() => expect(sent!.body).toMatchObject({ test_data: TYPED }));
    await waitFor(async () => expect((await api<VersionDto>(path.replace('/v3', ''))).test_data).toBe(TYPED));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests, type RecordedRequest } from '@test/record-requests';
import { renderApp } from '@test/render-app';

interface DesignDto {
  id: string;
  name: string;
  html_content: string;
}

/** A page of 24 cards lays out 24 emails in jsdom's frames: slow on a busy machine. */
const SLOW = { timeout: 30_000 };
const TEST_TIMEOUT = 90_000;

const token = () => signInAs('owner-advanced').token;

/** Avery's two newest designs, as the API holds them: a newsletter and a promotion, made from different system designs. */
async function twoDesigns(): Promise<[DesignDto, DesignDto]> {
  const { result } = (await (await apiFetch('/designs?summary=false&page_size=2', { token: token() })).json()) as { result: DesignDto[] };
  return [result[0]!, result[1]!];
}

const srcdocOf = (name: string) => screen.getByTitle(`Thumbnail of ${name}`).getAttribute('srcdoc') ?? '';

/** The email's own part of the thumbnail's document: its body on, as stored. */
const bodyOf = (html: string) => html.slice(html.indexOf('<body'));

const readsOf = (requests: RecordedRequest[], id: string) => requests.filter((request) => request.method === 'GET' && request.path === `/v3/designs/${id}`);

/** Each chooser shows two designs with different HTML as two different pictures, each of its own email. */
async function expectTheirOwnEmails(first: DesignDto, second: DesignDto) {
  await waitFor(() => expect(srcdocOf(first.name)).toContain(bodyOf(first.html_content)), SLOW);
  await waitFor(() => expect(srcdocOf(second.name)).toContain(bodyOf(second.html_content)), SLOW);
  expect(bodyOf(first.html_content)).not.toBe(bodyOf(second.html_content));
  expect(srcdocOf(first.name)).not.toBe(srcdocOf(second.name));
}

describe('Design thumbnails', () => {
  it('shows each design’s own email in the library, reading it once for every list that shows it', async () => {
    const [first, second] = await twoDesigns();
    const requests = recordRequests();
    const { router } = renderApp('/design-library/your-designs');
    const list = await screen.findByRole('list', { name: 'Your designs' }, SLOW);
    await expectTheirOwnEmails(first, second);
    expect(within(list).getByTitle(`Thumbnail of ${first.name}`)).toHaveAttribute('sandbox', '');
    expect(readsOf(requests, first.id)).toHaveLength(1);

    // The single-send chooser shows the same designs from the store: no second read.
    await router.navigate('/single-sends/new/selector/your-designs');
    const gallery = await screen.findByRole('list', { name: 'Your designs' }, SLOW);
    await expectTheirOwnEmails(first, second);
    expect(within(gallery).getByTitle(`Thumbnail of ${first.name}`)).toBeInTheDocument();
    expect(readsOf(requests, first.id)).toHaveLength(1);
    expect(readsOf(requests, second.id)).toHaveLength(1);
  }, TEST_TIMEOUT);

  it('shows each design’s own email in the single-send chooser', async () => {
    const [first, second] = await twoDesigns();
    renderApp('/single-sends/new/selector/your-designs');
    await screen.findByRole('list', { name: 'Your designs' }, SLOW);
    await expectTheirOwnEmails(first, second);
  }, TEST_TIMEOUT);

  it('shows each design’s own email in the Add a Version chooser', async () => {
    const [first, second] = await twoDesigns();
    const { result } = (await (await apiFetch('/templates?generations=dynamic&page_size=1', { token: token() })).json()) as { result: { id: string }[] };
    renderApp(`/dynamic-templates/${result[0]!.id}/versions/new`);
    const yours = await screen.findByRole('region', { name: 'Your designs' }, SLOW);
    await waitFor(() => expect(within(yours).getByTitle(`Thumbnail of ${first.name}`)).toBeInTheDocument(), SLOW);
    await expectTheirOwnEmails(first, second);
  }, TEST_TIMEOUT);

  it('says "No preview" on the card of a design that cannot be read, and shows the others', async () => {
    const [first, second] = await twoDesigns();
    server.use(http.get(`*/v3/designs/${first.id}`, () => HttpResponse.json({ errors: [{ message: 'internal server error' }] }, { status: 500 }), { once: true }));
    renderApp('/design-library/your-designs');
    const card = await screen.findByRole('article', { name: first.name }, SLOW);
    expect(await within(card).findByText('No preview', {}, SLOW)).toBeInTheDocument();
    expect(within(card).queryByTitle(`Thumbnail of ${first.name}`)).toBeNull();
    await waitFor(() => expect(srcdocOf(second.name)).toContain(bodyOf(second.html_content)), SLOW);
  }, TEST_TIMEOUT);
});

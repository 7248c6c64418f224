import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NOT_TEXT_MESSAGE } from '@/shared/csv/csv-reading';
import { readAuthToken } from '@/shared/session/session-cookies';
import { createMemoryStorage, type MemoryStorage } from '@/shared/storage/memory-storage';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import { TEST_ORIGIN } from '@test/test-dependencies';
import type { StoredUpload } from '../upload-record';

/** The list item of the group card named `name` (found by its h2: role queries are slow on 32 cards). */
const cardNamed = async (name: string) => (await screen.findByText(name, { selector: 'h2' }, { timeout: 5000 })).closest('li')!;
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const csvFile = (text: string, name = 'unsubscribes.csv') => new File([text], name, { type: 'text/csv' });
const rows = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `reader${from + index}@example.com`);

const openUpload = async (storage?: MemoryStorage, group = 'Ambassador Program') => {
  const view = renderApp('/unsubscribe-groups', { storage });
  const card = await cardNamed(group);
  await view.user.click(within(card).getByRole('link', { name: 'Upload CSV' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Upload a CSV of Unsubscribes' }, { timeout: 5000 })).toBeInTheDocument();
  return view;
};
const choose = async (user: ReturnType<typeof renderApp>['user'], file: File) => {
  await user.upload(screen.getByLabelText('CSV file'), file);
};
/** The value the file summary shows for `term`. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
/** The failed addresses the report shows now. */
const shownFailed = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: 'Addresses that did not go in' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const suppressionPosts = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.method === 'POST' && /\/asm\/groups\/\d+\/suppressions$/.test(request.path));
const sentAddresses = (posts: ReturnType<typeof recordRequests>) =>
  posts.flatMap((post) => (post.body as { recipient_emails: string[] }).recipient_emails);
/** The group's id, from its card's Upload CSV link. */
const groupIdOf = async (name: string) =>
  /\/unsubscribe-groups\/(\d+)\//.exec(within(await cardNamed(name)).getByRole('link', { name: 'Upload CSV' }).getAttribute('href') ?? '')![1]!;
/** The mock backend's API, as the signed-in user. */
const callApi = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${TEST_ORIGIN}/v3${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${readAuthToken()}`, 'Content-Type': 'application/json' },
  });
  return response.status === 204 ? undefined : ((await response.json()) as unknown);
};
const storedUploads = (storage: MemoryStorage) => [...storage.entries.values()] as StoredUpload[];
/** The page goes away: what it kept in the browser stays, its requests never answer. */
const leavePage = () => {
  cleanup();
  server.resetHandlers();
};

/** Avery uploads ten addresses to Ambassador Program and every batch fails: the card reports them. */
async function failUploadOfTen() {
  server.use(http.post('*/v3/asm/groups/:id/suppressions', () => HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 })));
  const storage = createMemoryStorage();
  const { user } = await openUpload(storage);
  await choose(user, csvFile(rows(10).join('\n')));
  await user.click(await screen.findByRole('button', { name: 'Upload 10 addresses' }));
  expect(await within(await cardNamed('Ambassador Program')).findByText('10 addresses did not go in')).toBeInTheDocument();
  return storage;
}

describe('Uploading a CSV of unsubscribes', () => {
  it('reads the file, counts invalid and repeated addresses, and sends the valid ones in batches', async () => {
    const requests = recordRequests();
    const { user, router, store } = await openUpload();
    const text = ['email', ...rows(2400), 'not-an-email', '', 'reader5@example.com', 'READER6@EXAMPLE.COM', 'also@bad'].join('\n');
    await choose(user, csvFile(text));

    expect(await screen.findByText('Valid addresses to upload')).toBeInTheDocument();
    expect(fact('Valid addresses to upload')).toBe('2,400');
    expect(fact('Invalid addresses skipped')).toBe('2');
    expect(fact('Repeated addresses skipped')).toBe('2');
    expect(screen.getByText(/Skipped, for example: not-an-email, also@bad/)).toBeInTheDocument();
    expect(store.getState().unsubscribeGroups.upload.status).toBe('Ready');

    await user.click(screen.getByRole('button', { name: 'Upload 2,400 addresses' }));
    expect(await within(notifications()).findByText('Upload complete: 2,400 addresses added to Ambassador Program')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups'));
    const posts = suppressionPosts(requests);
    expect(posts.map((post) => (post.body as { recipient_emails: string[] }).recipient_emails.length)).toEqual([1000, 1000, 400]);
    expect(posts.flatMap((post) => (post.body as { recipient_emails: string[] }).recipient_emails)).toEqual(rows(2400));
    const card = await cardNamed('Ambassador Program');
    await waitFor(() => expect(within(card).getByText('2,400')).toBeInTheDocument());
    expect(store.getState().unsubscribeGroups.upload.status).toBe('Ready');
  });

  it('takes the first column, or the one headed email', async () => {
    const { user } = await openUpload();
    await choose(user, csvFile('name,Email Address\nAna,ana@example.com\nBen,ben@example.com\n'));
    expect(await screen.findByText('Valid addresses to upload')).toBeInTheDocument();
    expect(fact('Valid addresses to upload')).toBe('2');
    expect(fact('Invalid addresses skipped')).toBe('0');
  });

  it('refuses an empty file', async () => {
    const requests = recordRequests();
    const { user } = await openUpload();
    await choose(user, csvFile('\n\n', 'empty.csv'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('empty.csv cannot be uploaded')).toBeInTheDocument();
    expect(alert).toHaveTextContent('The file is empty. Choose a CSV file with one email address per row.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(suppressionPosts(requests)).toEqual([]);
  });

  it('takes at most 20,000 addresses and names the last one processed', async () => {
    const { user } = await openUpload();
    await choose(user, csvFile(rows(20_050).join('\n')));
    const alert = await within(notifications()).findByText(/You can upload at most 20,000 addresses at a time/);
    expect(alert).toHaveTextContent('The last address processed was reader19999@example.com');
    expect(fact('Valid addresses to upload')).toBe('20,000');
    expect(screen.getByRole('button', { name: 'Upload 20,000 addresses' })).toBeEnabled();
  });

  it('after a failed batch, returns to the list naming exactly the addresses that did not go in, and retries only those', async () => {
    scenarios.apply('unsubscribe-groups-suppressions-batch-fail');
    const requests = recordRequests();
    const { user, router } = await openUpload();
    await choose(user, csvFile(rows(3500).join('\n')));
    await user.click(await screen.findByRole('button', { name: 'Upload 3,500 addresses' }));

    const alert = await within(notifications()).findByText(/^1,000 of 3,500 addresses could not be added to Ambassador Program \(internal server error\)\./);
    expect(alert).toHaveTextContent("Retry them from the group's card.");
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups'));
    const card = await cardNamed('Ambassador Program');
    expect(within(card).getByText('1,000 addresses did not go in')).toBeInTheDocument();
    const failed = (suppressionPosts(requests)[0]!.body as { recipient_emails: string[] }).recipient_emails;
    // The failed addresses, a hundred at a time.
    expect(shownFailed(card)).toEqual(failed.slice(0, 100));
    expect(within(card).getByText('1–100 of 1,000')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Next addresses' }));
    expect(shownFailed(card)).toEqual(failed.slice(100, 200));
    expect(within(card).getByText('101–200 of 1,000')).toBeInTheDocument();

    const before = suppressionPosts(requests).length;
    await user.click(within(card).getByRole('button', { name: 'Retry failed addresses' }));
    expect(await within(notifications()).findByText('Upload complete: 3,500 addresses added to Ambassador Program')).toBeInTheDocument();
    const retries = suppressionPosts(requests).slice(before);
    expect(retries.map((post) => (post.body as { recipient_emails: string[] }).recipient_emails)).toEqual([failed]);
    await waitFor(() => expect(within(card).queryByText(/did not go in/)).toBeNull());
    // The failure alert went with the report.
    expect(within(notifications()).queryByText(/could not be added to Ambassador Program/)).toBeNull();
    await waitFor(() => expect(within(card).getByText('3,500')).toBeInTheDocument());
    // Every address went in exactly once.
    const sent = suppressionPosts(requests).flatMap((post) => (post.body as { recipient_emails: string[] }).recipient_emails);
    expect(sent).toHaveLength(4500);
    expect(new Set(sent).size).toBe(3500);
  });

  it('shows a progress bar of the addresses sent while the batches go', async () => {
    server.use(
      http.post('*/v3/asm/groups/:id/suppressions', async ({ request }) => {
        await delay(150);
        return HttpResponse.json(await request.json(), { status: 201 });
      }),
    );
    const { user, store } = await openUpload();
    await choose(user, csvFile(rows(7000).join('\n')));
    await user.click(await screen.findByRole('button', { name: 'Upload 7,000 addresses' }));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading addresses to Ambassador Program' });
    expect(store.getState().unsubscribeGroups.upload.status).toBe('Uploading');
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '5,000 of 7,000 addresses sent'));
    expect(progress).toHaveAttribute('max', '7000');
    expect(await within(notifications()).findByText('Upload complete: 7,000 addresses added to Ambassador Program')).toBeInTheDocument();
  });

  it('clears a read file and a failure report', async () => {
    server.use(http.post('*/v3/asm/groups/:id/suppressions', () => HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 })));
    const { user, store } = await openUpload();
    await choose(user, csvFile(rows(10).join('\n')));
    await screen.findByText('Valid addresses to upload');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('Valid addresses to upload')).toBeNull();
    expect(store.getState().unsubscribeGroups.upload.file.status).toBe('None');

    await choose(user, csvFile(rows(10).join('\n')));
    await user.click(await screen.findByRole('button', { name: 'Upload 10 addresses' }));
    // Back on the list: the group's card names the failure.
    await screen.findByRole('list', { name: 'Unsubscribe groups' }, { timeout: 5000 });
    const card = await cardNamed('Ambassador Program');
    expect(await within(card).findByText('10 addresses did not go in')).toBeInTheDocument();
    expect(store.getState().unsubscribeGroups.upload.status).toBe('Failure');
    await user.click(within(card).getByRole('button', { name: 'Clear' }));
    expect(within(card).queryByText(/did not go in/)).toBeNull();
    expect(store.getState().unsubscribeGroups.upload.status).toBe('Ready');
  });

  it('keeps an upload interrupted by a reload, and Resume sends exactly the addresses not sent yet', async () => {
    // The first two batches go in; the others are still in flight when the page reloads.
    let calls = 0;
    server.use(
      http.post('*/v3/asm/groups/:id/suppressions', async () => {
        calls += 1;
        if (calls > 2) await new Promise(() => undefined);
      }),
    );
    const storage = createMemoryStorage();
    const { user } = await openUpload(storage);
    await choose(user, csvFile(rows(3500).join('\n')));
    await user.click(await screen.findByRole('button', { name: 'Upload 3,500 addresses' }));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading addresses to Ambassador Program' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '2,000 of 3,500 addresses sent'));
    await waitFor(() => expect(storedUploads(storage)).toMatchObject([{ added: 2000, remainingCount: 1500, failedCount: 0 }]));
    leavePage();

    const requests = recordRequests();
    const { user: again } = renderApp('/unsubscribe-groups', { storage });
    const card = await cardNamed('Ambassador Program');
    expect(await within(card).findByText('Upload interrupted: 1,500 addresses not sent yet')).toBeInTheDocument();
    expect(card).toHaveTextContent('The upload added 2,000 of 3,500 addresses to Ambassador Program.');
    expect(within(card).queryByRole('button', { name: 'Retry failed addresses' })).toBeNull();
    await again.click(within(card).getByRole('button', { name: 'Resume upload' }));

    expect(await within(notifications()).findByText('Upload complete: 3,500 addresses added to Ambassador Program')).toBeInTheDocument();
    expect(sentAddresses(suppressionPosts(requests))).toEqual(rows(1500, 2000));
    await waitFor(() => expect(within(card).queryByText(/Upload interrupted/)).toBeNull());
    await waitFor(() => expect(storage.entries.size).toBe(0));
    const stored = (await callApi(`/asm/groups/${await groupIdOf('Ambassador Program')}/suppressions`)) as string[];
    expect([...stored].sort()).toEqual(rows(3500).sort());
  });

  it('offers the retry of failed addresses after a reload, on the upload page, and forgets the upload once they go in', async () => {
    scenarios.apply('unsubscribe-groups-suppressions-batch-fail');
    const storage = createMemoryStorage();
    const firstRequests = recordRequests();
    const { user } = await openUpload(storage);
    await choose(user, csvFile(rows(2500).join('\n')));
    await user.click(await screen.findByRole('button', { name: 'Upload 2,500 addresses' }));
    expect(await within(await cardNamed('Ambassador Program')).findByText('1,000 addresses did not go in')).toBeInTheDocument();
    const failed = (suppressionPosts(firstRequests)[0]!.body as { recipient_emails: string[] }).recipient_emails;
    await waitFor(() => expect(storedUploads(storage)).toMatchObject([{ added: 1500, failedCount: 1000, remainingCount: 0 }]));
    const groupId = await groupIdOf('Ambassador Program');
    leavePage();

    const requests = recordRequests();
    const { user: again, router } = renderApp(`/unsubscribe-groups/${groupId}/upload-csv`, { storage });
    expect(await screen.findByText('1,000 addresses did not go in')).toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file')).toBeNull();
    expect(shownFailed(document.body)).toEqual(failed.slice(0, 100));
    await again.click(screen.getByRole('button', { name: 'Retry failed addresses' }));

    expect(await within(notifications()).findByText('Upload complete: 2,500 addresses added to Ambassador Program')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups'));
    expect(sentAddresses(suppressionPosts(requests))).toEqual(failed);
    expect(within(await cardNamed('Ambassador Program')).queryByText(/did not go in/)).toBeNull();
    await waitFor(() => expect(storage.entries.size).toBe(0));
  });

  it('keeps an unfinished upload to the user who made it, and Clear forgets it', async () => {
    const storage = await failUploadOfTen();
    await waitFor(() => expect([...storage.entries.keys()]).toEqual([expect.stringContaining('/avery/')]));
    leavePage();

    // Another persona on the same browser: nothing of Avery's.
    const other = renderApp('/unsubscribe-groups', { persona: 'owner-free', storage });
    await waitFor(() => expect(other.store.getState().account.resources.username.data?.username).toBe('frankie'));
    await screen.findByRole('list', { name: 'Unsubscribe groups' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/did not go in/)).toBeNull();
    expect(other.store.getState().unsubscribeGroups.upload.status).toBe('Ready');
    leavePage();

    const { user: avery } = renderApp('/unsubscribe-groups', { storage });
    const card = await cardNamed('Ambassador Program');
    expect(await within(card).findByText('10 addresses did not go in')).toBeInTheDocument();
    await avery.click(within(card).getByRole('button', { name: 'Clear' }));
    expect(within(card).queryByText(/did not go in/)).toBeNull();
    await waitFor(() => expect(storage.entries.size).toBe(0));
  });

  it('forgets an unfinished upload to a group deleted since', async () => {
    const storage = await failUploadOfTen();
    await waitFor(() => expect(storage.entries.size).toBe(1));
    await callApi(`/asm/groups/${await groupIdOf('Ambassador Program')}`, { method: 'DELETE' });
    leavePage();

    const { store } = renderApp('/unsubscribe-groups', { storage });
    await screen.findByRole('list', { name: 'Unsubscribe groups' });
    await waitFor(() => expect(storage.entries.size).toBe(0));
    expect(store.getState().unsubscribeGroups.upload.status).toBe('Ready');
    expect(screen.queryByText(/did not go in/)).toBeNull();
  });

  it('reads a UTF-16 file of 15,000 addresses over 1 MB whole', async () => {
    const requests = recordRequests();
    const { user } = await openUpload();
    const text = ['email,name', ...rows(15_000).map((email, index) => `${email},Zoë Ångström 東京 😀 ${index}`)].join('\r\n');
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let index = 0; index < text.length; index += 1) {
      bytes[2 + index * 2] = text.charCodeAt(index) & 0xff;
      bytes[3 + index * 2] = text.charCodeAt(index) >> 8;
    }
    expect(bytes.length).toBeGreaterThan(1024 * 1024);
    await choose(user, new File([bytes], 'utf16.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Valid addresses to upload')).toBeInTheDocument();
    expect(fact('Valid addresses to upload')).toBe('15,000');
    expect(fact('Invalid addresses skipped')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Upload 15,000 addresses' }));
    expect(await within(notifications()).findByText('Upload complete: 15,000 addresses added to Ambassador Program')).toBeInTheDocument();
    expect(sentAddresses(suppressionPosts(requests))).toEqual(rows(15_000));
  });

  it('refuses a file that is not UTF-8 or UTF-16 text, next to the file input, and uploads nothing', async () => {
    const requests = recordRequests();
    const { user } = await openUpload();
    // Windows-1252: "é" is one byte that is not UTF-8.
    const bytes = new Uint8Array([...new TextEncoder().encode('email\nana@example.com,Ren'), 0xe9, ...new TextEncoder().encode('\nben@example.com\n')]);
    await choose(user, new File([bytes], 'latin1.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('latin1.csv cannot be uploaded')).toBeInTheDocument();
    expect(alert).toHaveTextContent(NOT_TEXT_MESSAGE);
    expect(NOT_TEXT_MESSAGE).toBe('This file is not UTF-8 or UTF-16 text. Save it as CSV UTF-8 and try again.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(suppressionPosts(requests)).toEqual([]);
  });

  it('takes an exported file back: the same addresses arrive, formula-safe marks and all', async () => {
    const addresses = ['=1+1@example.com', '-dash@example.com', '+plus@example.com', "'quote@example.com", 'plain@example.com'];
    const { user, location } = renderApp('/unsubscribe-groups');
    const source = await groupIdOf('Ambassador Program');
    await callApi(`/asm/groups/${source}/suppressions`, { method: 'POST', body: JSON.stringify({ recipient_emails: addresses }) });
    await user.click(within(await cardNamed('Ambassador Program')).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(location.download).toHaveBeenCalledTimes(1));
    const csv = await (await fetch(location.download.mock.calls[0]![0])).text();
    expect(csv).toContain("\r\n'=1+1@example.com,");

    // Into Weekly Newsletter, which holds 1,184 other addresses.
    await user.click(within(await cardNamed('Weekly Newsletter')).getByRole('link', { name: 'Upload CSV' }));
    expect(await screen.findByRole('heading', { name: 'Add unsubscribes to Weekly Newsletter' })).toBeInTheDocument();
    await choose(user, csvFile(csv, 'ambassador-program-unsubscribes.csv'));
    expect(await screen.findByText('Valid addresses to upload')).toBeInTheDocument();
    expect(fact('Valid addresses to upload')).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Upload 5 addresses' }));
    expect(await within(notifications()).findByText('Upload complete: 5 addresses added to Weekly Newsletter')).toBeInTheDocument();
    const stored = (await callApi(`/asm/groups/${await groupIdOf('Weekly Newsletter')}/suppressions`)) as string[];
    expect(stored).toHaveLength(1184 + 5);
    expect(stored.slice(-5)).toEqual(addresses);
  });
});

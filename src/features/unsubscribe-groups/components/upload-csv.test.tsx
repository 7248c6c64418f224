import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

/** The list item of the group card named `name` (found by its h2: role queries are slow on 32 cards). */
const cardNamed = async (name: string) => (await screen.findByText(name, { selector: 'h2' }, { timeout: 5000 })).closest('li')!;
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const csvFile = (text: string, name = 'unsubscribes.csv') => new File([text], name, { type: 'text/csv' });
const rows = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `reader${from + index}@example.com`);

const openUpload = async () => {
  const view = renderApp('/unsubscribe-groups');
  const card = await cardNamed('Ambassador Program');
  await view.user.click(within(card).getByRole('link', { name: 'Upload CSV' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Upload a CSV of Unsubscribes' }, { timeout: 5000 })).toBeInTheDocument();
  return view;
};
const choose = async (user: ReturnType<typeof renderApp>['user'], file: File) => {
  await user.upload(screen.getByLabelText('CSV file'), file);
};
/** The value the file summary shows for `term`. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const suppressionPosts = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.method === 'POST' && /\/asm\/groups\/\d+\/suppressions$/.test(request.path));

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
    const failedList = within(card).getByLabelText('Addresses that did not go in') as HTMLTextAreaElement;
    const firstPost = suppressionPosts(requests)[0]!;
    expect(failedList.value.split('\n')).toEqual((firstPost.body as { recipient_emails: string[] }).recipient_emails);

    const before = suppressionPosts(requests).length;
    await user.click(within(card).getByRole('button', { name: 'Retry failed addresses' }));
    expect(await within(notifications()).findByText('Upload complete: 3,500 addresses added to Ambassador Program')).toBeInTheDocument();
    const retries = suppressionPosts(requests).slice(before);
    expect(retries.map((post) => (post.body as { recipient_emails: string[] }).recipient_emails)).toEqual([failedList.value.split('\n')]);
    await waitFor(() => expect(within(card).queryByText(/did not go in/)).toBeNull());
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
});

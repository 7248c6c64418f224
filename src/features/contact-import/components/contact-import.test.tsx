import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore, type Action, type Reducer } from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { customFieldsEpics } from '@/features/custom-fields/epics';
import { accountEpics } from '@/shared/account/account-epics';
import { alertsEpics } from '@/shared/alerts/alerts-epics';
import type { CsvReader } from '@/shared/csv/csv-reading';
import type { Dependencies } from '@/shared/dependencies';
import { jobsEpics } from '@/shared/jobs/jobs-epics';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { contactImportEpics } from '../epics';
import { ListChoiceContext, type ListChoiceProps } from '@/shared/audience/list-choice';
import { selectAlerts } from '@/shared/alerts/alerts-slice';
import { AUTH_TOKEN_COOKIE, ACCOUNT_REGION_COOKIE } from '@/shared/session/cookie-names';
import { contactStore } from '@mocks/db/contacts/contact-store-provider';
import { server, signInAs, type PersonaId } from '@mocks/node';
import { createFakeLocation, createTestDependencies } from '@test/test-dependencies';
import { CUSTOM_FIELD_CREATED_CHANNEL } from '@/features/custom-fields/types';
import { contactImportRoutes } from '../routes';
import { fileProblemMessage, EMAIL_NOT_MAPPED_MESSAGE, ERRORS_FILE_FAILED_MESSAGE } from '../messages';
import { http, HttpResponse } from 'msw';

/** The lists feature's choice, as the composition root provides it: a test double with one list. */
function FakeListChoice({ label, value, onChange }: ListChoiceProps) {
  return (
    <fieldset>
      <legend>{label}</legend>
      <label>
        <input type="checkbox" checked={value.includes(LIST_ID)} onChange={(event) => onChange(event.target.checked ? [LIST_ID] : [])} />
        Customers
      </label>
    </fieldset>
  );
}
let LIST_ID = '';

/**
 * The store as the app builds it, with the epics these screens use running from the start (the app
 * loads them lazily; its composition of the contacts area is the lead's and tested there).
 */
function createImportStore(dependencies: Dependencies) {
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies });
  const store = configureStore({
    reducer: rootReducer as unknown as Reducer<AppState>,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: ['meta.file'] } }).concat(epicMiddleware),
  });
  epicMiddleware.run(combineEpics(...([...alertsEpics, ...accountEpics, ...jobsEpics, ...customFieldsEpics, ...contactImportEpics] as AppEpic[])));
  return store;
}

function renderImport(persona: PersonaId = 'owner-advanced', path = '/contacts/import', overrides: { csvReader?: CsvReader } = {}) {
  const session = signInAs(persona);
  Cookies.set(AUTH_TOKEN_COOKIE, session.token, { path: '/' });
  Cookies.set(ACCOUNT_REGION_COOKIE, session.region, { path: '/' });
  const dependencies = { ...createTestDependencies(createFakeLocation(path)), ...overrides };
  const store = createImportStore(dependencies);
  const router = createMemoryRouter([{ path: '/contacts', children: contactImportRoutes }], { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <ListChoiceContext.Provider value={FakeListChoice}>
        <RouterProvider router={router} />
      </ListChoiceContext.Provider>
    </Provider>,
  );
  return { store, router, user, dependencies };
}

type View = ReturnType<typeof renderImport>;

/** The JSON requests the app sends (the CSV upload is not JSON). */
function recordJsonRequests() {
  const recorded: { method: string; path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.headers.get('content-type')?.includes('json')) return;
    const entry = { method: request.method, path: new URL(request.url).pathname, body: undefined as unknown };
    recorded.push(entry);
    void request
      .clone()
      .json()
      .then((body: unknown) => (entry.body = body));
  });
  return recorded;
}

const csvFile = (content: BlobPart, name = 'contacts.csv') => new File([content], name, { type: 'text/csv' });

async function chooseAndRead({ user }: View, file: File) {
  await user.upload(await screen.findByLabelText(/choose one/), file);
  await user.click(screen.getByRole('button', { name: 'Next: read the file' }));
}

const fieldSelect = (header: string) => screen.getByRole('combobox', { name: `Contact field for ${header}` });

async function existingEmails(owner: string, count: number): Promise<string[]> {
  return (await contactStore().readPage(owner, { pageSize: count })).contacts.map((contact) => contact.email ?? '');
}

beforeEach(async () => {
  LIST_ID = (await contactStore().createList('avery', 'Customers')).id;
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe('contact import: reading the file', () => {
  it('reads the chosen file, then maps the columns whose headers name fields', async () => {
    const view = renderImport();
    await chooseAndRead(view, csvFile('E-mail;First Name;Zip;Favourite colour\nada@example.com;Ada;90210;green\ngrace@example.com;Grace;10001;blue\n'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Map Fields' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/contacts/import/map-fields');
    await waitFor(() => expect(fieldSelect('E-mail')).toHaveDisplayValue('Email'));
    expect(fieldSelect('First Name')).toHaveDisplayValue('First Name');
    expect(fieldSelect('Zip')).toHaveDisplayValue('Postal Code');
    expect(fieldSelect('Favourite colour')).toHaveDisplayValue('Don’t import this column');
    const row = screen.getByRole('row', { name: /Favourite colour/ });
    expect(within(row).getByText('green')).toBeInTheDocument();
  });

  it.each([
    ['an empty file', '', 'empty'],
    ['a file without a header row', 'ada@example.com,Ada\n', 'no-header'],
    ['a binary file (a spreadsheet saved as .csv)', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00]), 'not-csv'],
    ['a spreadsheet saved as HTML', '<html><body><table><tr><td>email</td></tr></table></body></html>', 'not-csv'],
    ['an unterminated quote', 'email,name\nada@example.com,"Ada\ngrace@example.com,Grace\n', 'unterminated-quote'],
  ] as const)('refuses %s with its own message', async (_name, content, problem) => {
    const view = renderImport();
    await chooseAndRead(view, csvFile(content));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('contacts.csv cannot be imported');
    expect(alert).toHaveTextContent(fileProblemMessage(problem, 2));
    expect(screen.getByRole('link', { name: 'Choose another file' })).toBeInTheDocument();
  });

  it('refuses a file of more than 1,000,000 contacts', async () => {
    const view = renderImport();
    await chooseAndRead(view, csvFile(`email\n${'x\n'.repeat(1_000_001)}`));
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(fileProblemMessage('too-many-contacts'));
  }, 60_000);

  it('shows the reading’s progress and can be cancelled', async () => {
    // A reading that reports its first megabyte and goes no further until it is stopped: no race with the reader.
    const stop = vi.fn();
    const csvReader: CsvReader = {
      start(_kind, request, emit) {
        emit({ type: 'progress', progress: { bytesRead: 1_048_576, totalBytes: request.file.size, rows: 50_000 } });
        return { stop };
      },
    };
    const view = renderImport('owner-advanced', '/contacts/import', { csvReader });
    await chooseAndRead(view, csvFile(`email\n${'someone@example.com\n'.repeat(200_000)}`));
    const progress = await screen.findByRole('progressbar', { name: 'Reading contacts.csv' });
    expect(progress).toHaveAttribute('value');
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(view.router.state.location.pathname).toBe('/contacts/import');
    expect(view.store.getState().contactImport.reading.status).toBe('idle');
    expect(stop).toHaveBeenCalled();
  });
});

describe('contact import: mapping, dry run and import', () => {
  it('needs an email column, then checks the import and imports exactly what the check said', async () => {
    const view = renderImport();
    const [known] = await existingEmails('avery', 1);
    const csv = ['Mail,Name,Notes', `${known?.toUpperCase()},Known,`, 'new.one@example.com,New,', 'bad-address,Bad,', 'new.one@example.com,Again,'].join('\n');
    await view.user.click(await screen.findByRole('checkbox', { name: 'Customers' }));
    await chooseAndRead(view, csvFile(csv));
    await screen.findByRole('heading', { level: 1, name: 'Map Fields' });
    await waitFor(() => expect(fieldSelect('Mail')).toHaveDisplayValue('Email'));

    await view.user.selectOptions(fieldSelect('Mail'), 'Don’t import this column');
    expect(screen.getByText(EMAIL_NOT_MAPPED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the import' })).toBeDisabled();
    await view.user.selectOptions(fieldSelect('Mail'), 'Email');
    await view.user.selectOptions(fieldSelect('Name'), 'First Name');

    const requests = recordJsonRequests();
    await view.user.click(screen.getByRole('button', { name: 'Check the import' }));
    const summary = await screen.findByLabelText('What the import will do');
    expect(within(summary).getByText('New contacts').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Existing contacts updated').nextSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Invalid rows, not imported').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('table', { name: 'Why rows are invalid' })).toHaveTextContent('Duplicate row in the file');
    expect(screen.getByRole('table', { name: /First invalid rows/ })).toHaveTextContent('Duplicate of row 3 (same email)');
    expect(requests.find((request) => request.path === '/v3/marketing/contacts/identifiers/matches')?.body).toEqual({
      identifier_types: ['email'],
      rows: [[known], ['new.one@example.com']],
    });

    await view.user.click(screen.getByRole('button', { name: 'Download the error report (CSV)' }));
    expect(view.dependencies.location.download).toHaveBeenCalledWith('blob:report', 'contacts-errors.csv');

    await view.user.click(screen.getByRole('button', { name: 'Import 2 contacts' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'contacts.csv' })).toBeInTheDocument();
    const put = await waitFor(() => {
      const found = requests.find((request) => request.method === 'PUT' && request.path === '/v3/marketing/contacts/imports');
      expect(found).toBeDefined();
      return found;
    });
    expect(put?.body).toEqual({ file_type: 'csv', field_mappings: ['_rf2_T', '_rf0_T', null], list_ids: [LIST_ID], date_format: 'mdy', on_field_error: 'skip_field' });

    const result = await screen.findByLabelText('Import result', {}, { timeout: 10_000 });
    expect(within(result).getByText('Created').nextSibling).toHaveTextContent('1');
    expect(within(result).getByText('Updated').nextSibling).toHaveTextContent('1');
    expect(within(result).getByText('Errors').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('table', { name: 'Your imports' })).toHaveTextContent('Complete with errors');
    expect(selectAlerts(view.store.getState()).map((alert) => alert.message)).toContain(
      'Your import of contacts.csv is complete, but some rows were not imported. Open Import CSV to see them.',
    );
    expect(await contactStore().countListMembers('avery', LIST_ID)).toBe(2);
  }, 30_000);

  it('keeps contacts whose phone number cannot be imported, says which values are left out, and skips such rows on request', async () => {
    const view = renderImport();
    // HubSpot's export headers (test/fixtures/contact-exports/README.md).
    const csv = ['First Name,Email,Phone Number,State/Region,Country/Region', 'Liam,liam@example.com,(646) 555-0101,New York,United States', 'Noah,noah@example.com,+49 30 123456,Berlin,Germany', 'Olivia,olivia@example.com,ext. 42,Lombardy,Italy'].join('\r\n');
    await chooseAndRead(view, csvFile(csv));
    await screen.findByRole('heading', { level: 1, name: 'Map Fields' });
    await waitFor(() => expect(fieldSelect('State/Region')).toHaveDisplayValue('State Province Region'));
    expect(fieldSelect('Country/Region')).toHaveDisplayValue('Country');
    expect(fieldSelect('Phone Number')).toHaveDisplayValue('Phone Number');

    await view.user.click(screen.getByRole('button', { name: 'Check the import' }));
    const summary = await screen.findByLabelText('What the import will do');
    expect(within(summary).getByText('New contacts').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByText('Invalid rows, not imported').nextSibling).toHaveTextContent('0');
    expect(screen.getByRole('list', { name: 'Values that will not be imported' })).toHaveTextContent('2 phone numbers were not imported: not a +1 number');
    expect(screen.getByRole('table', { name: /First values not imported/ })).toHaveTextContent('Phone Number: “+49 30 123456” is not a +1 number (US or Canada, 10 digits)');
    expect(screen.getByRole('button', { name: 'Download the error report (CSV)' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('checkbox', { name: 'Skip a row when one of its values cannot be imported' }));
    expect(screen.queryByLabelText('What the import will do')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Check the import' }));
    const skipped = await screen.findByLabelText('What the import will do');
    expect(within(skipped).getByText('Invalid rows, not imported').nextSibling).toHaveTextContent('2');
    expect(view.store.getState().contactImport.rules).toEqual({ dateOrder: 'mdy', skipRowsWithFieldProblems: true });
  }, 30_000);

  it('reads a file saved by French Excel (Windows-1252) with its accents, and says which encoding it used', async () => {
    const view = renderImport();
    const text = 'Prénom;E-mail\r\nHélène;helene@example.com\r\n';
    const accents: Record<string, number> = { é: 0xe9, è: 0xe8 };
    await chooseAndRead(view, csvFile(new Uint8Array([...text].map((char) => accents[char] ?? char.charCodeAt(0)))));
    await screen.findByRole('heading', { level: 1, name: 'Map Fields' });
    expect(screen.getByText('Read as Windows-1252 (Western European)')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Prénom/ })).toHaveTextContent('Hélène');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Date format' }), 'DD/MM/YYYY (day first)');
    expect(view.store.getState().contactImport.rules.dateOrder).toBe('dmy');
  });

  it('creates a custom field for a column, maps the column to it and tells other tabs which column', async () => {
    const view = renderImport();
    await chooseAndRead(view, csvFile('email,Loyalty Points\nada@example.com,12\n'));
    await screen.findByRole('heading', { level: 1, name: 'Map Fields' });
    await view.user.click(screen.getByRole('link', { name: 'Create a custom field for Loyalty Points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Custom Field' });
    expect(within(dialog).getByRole('textbox', { name: /Field Name/ })).toHaveValue('Loyalty_Points');
    expect(within(dialog).getByRole('radio', { name: 'Number' })).toBeChecked();
    await view.user.clear(within(dialog).getByRole('textbox', { name: /Field Name/ }));
    await view.user.type(within(dialog).getByRole('textbox', { name: /Field Name/ }), 'select');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create and map' }));
    expect(await within(dialog).findByText("can't name custom field with SQL reserved keywords")).toBeInTheDocument();

    await view.user.clear(within(dialog).getByRole('textbox', { name: /Field Name/ }));
    await view.user.type(within(dialog).getByRole('textbox', { name: /Field Name/ }), 'loyalty_points_2');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create and map' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fieldSelect('Loyalty Points')).toHaveDisplayValue('loyalty_points_2 (custom, Number)'));
    expect(view.dependencies.broadcast.posted).toContainEqual({
      channel: CUSTOM_FIELD_CREATED_CHANNEL,
      message: expect.objectContaining({ name: 'loyalty_points_2', type: 'number', column: 'Loyalty Points', columnIndex: 1 }),
    });
  });

  it('maps a column to a field another tab created for it', async () => {
    const view = renderImport();
    await chooseAndRead(view, csvFile('email,Hat size\nada@example.com,7\n'));
    await screen.findByRole('heading', { level: 1, name: 'Map Fields' });
    view.dependencies.broadcast.receive(CUSTOM_FIELD_CREATED_CHANNEL, { id: 'e99_N', name: 'hat_size', type: 'number', column: 'Hat size', columnIndex: 1 });
    await waitFor(() => expect(view.store.getState().contactImport.mappings[1]).toBe('e99_N'));
  });

  it('offers an upgrade or a smaller import when the new contacts go over a free account’s limit', async () => {
    const view = renderImport('owner-free');
    const rows = Array.from({ length: 200 }, (_, index) => `new${index}@example.com`);
    await chooseAndRead(view, csvFile(['email', ...rows].join('\n')));
    await screen.findByRole('heading', { level: 1, name: 'Map Fields' });
    await view.user.click(await screen.findByRole('button', { name: 'Check the import' }));
    await view.user.click(await screen.findByRole('button', { name: 'Import 200 contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'This import goes over your contact limit' });
    expect(view.router.state.location.pathname).toBe('/contacts/import/upload-csv/contact-limit');
    expect(dialog).toHaveTextContent('You have 1,840 of your 2,000 contacts. This import would add 200 new contacts: 40 more than your plan allows.');
    expect(within(dialog).getByRole('link', { name: /Upgrade your plan/ })).toHaveAttribute('target', '_blank');
    await view.user.click(within(dialog).getByRole('button', { name: 'Import fewer contacts' }));
    expect(view.router.state.location.pathname).toBe('/contacts/import');
  });

  it('sends a step opened without a file back to the first step', async () => {
    renderImport('owner-advanced', '/contacts/import/map-fields');
    expect(await screen.findByText('No file chosen yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a file' })).toHaveAttribute('href', '/contacts/import');
  });
});

describe('contact import: the errors file of a finished import', () => {
  it('downloads the error CSV the import answered, and says so when what comes back is not that file', async () => {
    const view = renderImport();
    // HubSpot's export header (test/fixtures/contact-exports/hubspot.csv), one row with a bad address.
    const csv = ['Record ID,First Name,Last Name,Email', '101,Liam,Walsh,liam.walsh@example.com', '102,Mia,Chen,mia.chen-at-example.com'].join('\r\n');
    await chooseAndRead(view, csvFile(csv, 'hubspot-contacts.csv'));
    await screen.findByRole('heading', { level: 1, name: 'Map Fields' });
    await waitFor(() => expect(fieldSelect('Email')).toHaveDisplayValue('Email'));
    await view.user.click(screen.getByRole('button', { name: 'Check the import' }));
    await view.user.click(await screen.findByRole('button', { name: 'Import 1 contacts' }));
    const imports = await screen.findByRole('table', { name: 'Your imports' });
    await waitFor(() => expect(imports).toHaveTextContent('Complete with errors'), { timeout: 10_000 });
    const download = within(imports).getByRole('button', { name: 'Download the errors of hubspot-contacts.csv' });

    // What a static server's SPA fallback answers for a URL it does not know: the app's index.html.
    server.use(http.get('*/errors.csv', () => HttpResponse.html('<!doctype html><title>Marketing Campaigns</title>'), { once: true }));
    await view.user.click(download);
    expect(await within(imports).findByRole('alert')).toHaveTextContent(ERRORS_FILE_FAILED_MESSAGE);
    expect(view.dependencies.location.download).not.toHaveBeenCalled();

    await view.user.click(download);
    await waitFor(() => expect(view.dependencies.location.download).toHaveBeenCalledWith('blob:report', 'hubspot-contacts-import-errors.csv'));
    expect(within(imports).queryByRole('alert')).not.toBeInTheDocument();
    const saved = vi.mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob;
    // The fetch answer's Blob (Node's, which has text()).
    const lines = (await saved.text()).trim().split(/\r\n/);
    expect(lines[0]).toBe('Row,Error,Record ID,First Name,Last Name,Email');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^3,.*not a valid email address.*,102,Mia,Chen,mia\.chen-at-example\.com$/);
  }, 30_000);
});

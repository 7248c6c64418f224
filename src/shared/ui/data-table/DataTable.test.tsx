import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useMemo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { noneSelected, type Selection } from './selection-model';
import type { DataTableColumn, DataTableSort, RowRange } from './types';
import { ROW_HEIGHT } from './use-virtual-rows';

interface Contact {
  id: string;
  email: string;
  name: string;
}

const contactAt = (index: number): Contact => ({ id: `c-${index}`, email: `person${index}@example.com`, name: `Person ${index}` });
const PAGE_SIZE = 50;

interface HostProps {
  total: number;
  /** Pages the host holds at first. */
  pages?: number[];
  /** Fetch every page the table asks for at once. */
  autoLoad?: boolean;
  onRowsNeeded?(range: RowRange): void;
  onSortChange?(sort: DataTableSort): void;
}

/** A host like the contacts page: pages of 50 rows, selection and sort in its state. */
function ContactsTable({ total, pages: initialPages = [0], autoLoad = false, onRowsNeeded, onSortChange }: HostProps) {
  const [pages, setPages] = useState(() => new Set(initialPages));
  const [selection, setSelection] = useState<Selection>(noneSelected);
  const [sort, setSort] = useState<DataTableSort>({ columnId: 'email', direction: 'ascending' });
  const columns = useMemo<DataTableColumn<Contact>[]>(
    () => [
      { id: 'email', header: 'Email', sortable: true, cell: (contact) => contact.email },
      { id: 'name', header: 'Name', sortable: true, cell: (contact) => contact.name },
      { id: 'note', header: 'Note', cell: () => 'Imported' },
      {
        id: 'actions',
        header: 'Actions',
        interactive: true,
        cell: (contact, { tabIndex }) => (
          <button type="button" tabIndex={tabIndex}>
            Edit {contact.name}
          </button>
        ),
      },
    ],
    [],
  );
  const getRow = useCallback((index: number) => (pages.has(Math.floor(index / PAGE_SIZE)) ? contactAt(index) : undefined), [pages]);
  const rowsNeeded = (range: RowRange) => {
    onRowsNeeded?.(range);
    if (!autoLoad) return;
    setPages((held) => {
      const next = new Set(held);
      for (let page = Math.floor(range.start / PAGE_SIZE); page * PAGE_SIZE < range.end; page += 1) next.add(page);
      return next;
    });
  };
  return (
    <>
      <DataTable
        label="Contacts"
        columns={columns}
        rowCount={total}
        getRow={getRow}
        getRowId={(contact) => contact.id}
        onRowsNeeded={rowsNeeded}
        sort={sort}
        onSortChange={(next) => {
          onSortChange?.(next);
          setSort(next);
        }}
        selection={selection}
        onSelectionChange={setSelection}
        rowLabel={(contact) => contact.email}
        emptyState={<p>No contacts yet</p>}
      />
      <button type="button">After the table</button>
    </>
  );
}

/**
 * jsdom lays nothing out. Give the grid what a browser would: a viewport of `visibleRows` rows, a scroll
 * height from its rows' area (whose height the table sets inline), and a scroll position that stays within
 * it and reports each change with a scroll event in the next frame.
 */
function layOut(visibleRows: number) {
  const isGrid = (element: Element) => element.getAttribute('role') === 'grid';
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? visibleRows * ROW_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? 960 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    const body = this.querySelectorAll<HTMLElement>(':scope > [role="presentation"] > [role="rowgroup"]')[1];
    return isGrid(this) ? parseFloat(body?.style.height ?? '0') || 0 : 0;
  });
  const scrollTops = new WeakMap<HTMLElement, number>();
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return scrollTops.get(this) ?? 0;
    },
    set(this: HTMLElement, top: number) {
      scrollTops.set(this, Math.max(0, Math.min(top, this.scrollHeight - this.clientHeight)));
      requestAnimationFrame(() => this.dispatchEvent(new Event('scroll')));
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    value(this: HTMLElement, options: ScrollToOptions) {
      this.scrollTop = options.top ?? this.scrollTop;
    },
  });
}

/** Lets a scroll that a key or scrollTo started report itself, as the browser does in its next frame. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

beforeEach(() => layOut(10));
afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTop;
});

const grid = () => screen.getByRole('grid', { name: 'Contacts' });
const dataRows = () => within(grid()).getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
const rowAt = (ariaRowIndex: number) => {
  const row = within(grid()).getAllByRole('row').find((candidate) => candidate.getAttribute('aria-rowindex') === String(ariaRowIndex));
  if (!row) throw new Error(`no row with aria-rowindex ${ariaRowIndex} in the DOM`);
  return row;
};

describe('DataTable', () => {
  it('tells assistive technology where each rendered row sits in a million, keeping only the rows in view', () => {
    render(<ContactsTable total={1_000_000} />);

    expect(grid()).toHaveAttribute('aria-rowcount', '1000001');
    expect(within(grid()).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    const rows = dataRows();
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rows[0] as HTMLElement).getByRole('gridcell', { name: 'person0@example.com' })).toBeInTheDocument();
    // Ten rows in view plus a band of overscan below them, never the million.
    expect(rows.length).toBeLessThanOrEqual(24);
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(rows.map((_, index) => String(index + 2)));
  });

  it('marks the sorted column with aria-sort and asks the host to sort from the header button', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<ContactsTable total={200} pages={[0, 1, 2, 3]} onSortChange={onSortChange} />);

    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'email', direction: 'descending' });
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'ascending' });
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'none');
  });

  it('is one tab stop, and arrow keys, Home and End move between cells and rows', async () => {
    const user = userEvent.setup();
    render(<ContactsTable total={200} pages={[0, 1, 2, 3]} />);

    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Select person0@example.com' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('gridcell', { name: 'person0@example.com' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: 'person2@example.com' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Edit Person 2' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(rowAt(4)).getByRole('gridcell', { name: 'Imported' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('checkbox', { name: 'Select person2@example.com' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Email' })).toHaveFocus();

    // The grid keeps a single tab stop: Tab leaves it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the table' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Email' })).toHaveFocus();
  });

  it('pages with PageDown and PageUp and reaches the ends with Ctrl+End and Ctrl+Home, scrolling the focused row into view', async () => {
    const user = userEvent.setup();
    render(<ContactsTable total={200} pages={[0, 1, 2, 3]} />);

    await user.click(screen.getByRole('gridcell', { name: 'person0@example.com' }));
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('gridcell', { name: 'person10@example.com' })).toHaveFocus();
    await user.keyboard('{PageDown}{PageUp}{PageUp}{PageUp}');
    expect(screen.getByRole('gridcell', { name: 'person0@example.com' })).toHaveFocus();

    await user.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByRole('button', { name: 'Edit Person 199' })).toHaveFocus();
    expect(rowAt(201)).toBeInTheDocument();
    await nextFrame();
    // Scrolled to the end: the first rows have left the DOM.
    expect(screen.queryByRole('gridcell', { name: 'person0@example.com' })).not.toBeInTheDocument();

    await user.keyboard('{Control>}{Home}{/Control}');
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Select person0@example.com' })).toHaveFocus();
  });

  it('keeps the focused row in the DOM when the list is scrolled away from it', async () => {
    const user = userEvent.setup();
    render(<ContactsTable total={1_000} autoLoad />);

    await user.click(screen.getByRole('gridcell', { name: 'person1@example.com' }));
    const scroller = grid();
    scroller.scrollTo({ top: 500 * ROW_HEIGHT });

    expect(await screen.findByRole('gridcell', { name: 'person500@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'person1@example.com' })).toHaveFocus();
    // The next row down scrolls back into view.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: 'person2@example.com' })).toHaveFocus();
    await nextFrame();
    expect(screen.queryByRole('gridcell', { name: 'person500@example.com' })).not.toBeInTheDocument();
  });

  it('keeps focus on its row while scrolling re-orders the rendered rows around it', async () => {
    const user = userEvent.setup();
    render(<ContactsTable total={1_000} autoLoad />);
    grid().scrollTo({ top: 100 * ROW_HEIGHT });
    await user.click(await screen.findByRole('gridcell', { name: 'person110@example.com' }));

    for (const row of [96, 92, 88, 300, 104]) {
      grid().scrollTo({ top: row * ROW_HEIGHT });
      await nextFrame();
      expect(screen.getByRole('gridcell', { name: 'person110@example.com' })).toHaveFocus();
    }
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: 'person111@example.com' })).toHaveFocus();
  });

  it('selects all 1,000,000 rows, then deselects one far away: all except 1', async () => {
    const user = userEvent.setup();
    render(<ContactsTable total={1_000_000} autoLoad />);

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('status')).toHaveTextContent('1,000,000 of 1,000,000 selected');
    expect(screen.getByRole('checkbox', { name: 'Select person3@example.com' })).toBeChecked();

    // To the last row, on a page that was never loaded: it arrives already selected.
    await user.keyboard('{Control>}{End}{/Control}{Home}');
    const last = await screen.findByRole('checkbox', { name: 'Select person999999@example.com' });
    expect(last).toHaveFocus();
    expect(last).toBeChecked();
    await user.keyboard(' ');

    expect(last).not.toBeChecked();
    expect(rowAt(1_000_001)).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('999,999 of 1,000,000 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();

    // Back at the top, the first page is still selected.
    await user.keyboard('{Control>}{Home}{/Control}{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Select person0@example.com' })).toBeChecked();
    expect(rowAt(2)).toHaveAttribute('aria-selected', 'true');
  });

  it('selects the focused row with Space and clears it from the header checkbox', async () => {
    const user = userEvent.setup();
    render(<ContactsTable total={120} pages={[0, 1, 2]} />);

    await user.click(screen.getByRole('gridcell', { name: 'person4@example.com' }));
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select person4@example.com' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 120 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('status')).toHaveTextContent('120 of 120 selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('checkbox', { name: 'Select person4@example.com' })).not.toBeChecked();
  });

  it('shows a page not fetched yet as placeholder rows, the smaller of the page size and the remaining count', async () => {
    layOut(30);
    const user = userEvent.setup();
    const onRowsNeeded = vi.fn();
    const { rerender } = render(<ContactsTable total={120} pages={[0, 1]} onRowsNeeded={onRowsNeeded} />);
    expect(grid()).not.toHaveAttribute('aria-busy');
    expect(onRowsNeeded).not.toHaveBeenCalled();

    await user.click(screen.getByRole('gridcell', { name: 'person0@example.com' }));
    await user.keyboard('{Control>}{End}{/Control}');
    await nextFrame();

    // Rows 101 to 120 belong to the third page, which holds the last 20 rows, not 50.
    const loading = dataRows().filter((row) => within(row).queryByText('Loading'));
    expect(loading.map((row) => row.getAttribute('aria-rowindex'))).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 102)));
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    expect(onRowsNeeded).toHaveBeenLastCalledWith({ start: 100, end: 120 });

    rerender(<ContactsTable total={120} pages={[0, 1]} autoLoad onRowsNeeded={onRowsNeeded} />);
    grid().scrollTo({ top: 0 });
    await nextFrame();
    grid().scrollTo({ top: 120 * ROW_HEIGHT });
    expect(await screen.findByRole('gridcell', { name: 'person119@example.com' })).toBeInTheDocument();
    expect(within(grid()).queryByText('Loading')).not.toBeInTheDocument();
    expect(grid()).not.toHaveAttribute('aria-busy');
  });

  it('shows the empty state under the header when the list has no rows', () => {
    render(<ContactsTable total={0} />);

    expect(screen.getByText('No contacts yet')).toBeInTheDocument();
    expect(grid()).toHaveAttribute('aria-rowcount', '1');
    expect(within(grid()).getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByRole('status')).toHaveTextContent('');
  });
});

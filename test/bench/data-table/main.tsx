// Benchmark harness, not part of the app: the shared DataTable over 1,000,000 synthetic contacts, with pages
// of 100 that "arrive" 40 ms after the table asks for them. test/bench/data-table.bench.mjs builds and drives it.
import { useCallback, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '@/shared/ui/global.css';
import { Button } from '@/shared/ui/Button';
import { DataTable } from '@/shared/ui/data-table/DataTable';
import { noneSelected, type Selection } from '@/shared/ui/data-table/selection-model';
import type { DataTableColumn, DataTableSort, RowRange } from '@/shared/ui/data-table/types';

const TOTAL = 1_000_000;
const PAGE_SIZE = 100;
const LATENCY_MS = 40;

interface Contact {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  added: string;
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Ken', 'Margaret', 'Linus', 'Radia', 'Donald'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Thompson', 'Hamilton', 'Torvalds', 'Perlman', 'Knuth'];
const DAY_MS = 86_400_000;

function contactAt(index: number): Contact {
  const firstName = FIRST[index % FIRST.length] as string;
  const lastName = LAST[Math.floor(index / FIRST.length) % LAST.length] as string;
  return {
    id: `contact-${index}`,
    email: `${firstName}.${lastName}.${index}@example.com`.toLowerCase(),
    firstName,
    lastName,
    added: new Date(Date.UTC(2024, 0, 1) + (index % 365) * DAY_MS).toISOString().slice(0, 10),
  };
}

const pageOf = (page: number) => Array.from({ length: Math.min(PAGE_SIZE, TOTAL - page * PAGE_SIZE) }, (_, offset) => contactAt(page * PAGE_SIZE + offset));

function Harness() {
  const [pages, setPages] = useState(() => new Map([[0, pageOf(0)]]));
  const [inFlight] = useState(() => new Set<number>());
  const [selection, setSelection] = useState<Selection>(noneSelected);
  const [sort, setSort] = useState<DataTableSort>({ columnId: 'email', direction: 'ascending' });

  const columns = useMemo<DataTableColumn<Contact>[]>(
    () => [
      { id: 'email', header: 'Email', width: 'minmax(18rem, 2fr)', sortable: true, cell: (contact) => contact.email },
      { id: 'first', header: 'First name', sortable: true, cell: (contact) => contact.firstName },
      { id: 'last', header: 'Last name', sortable: true, cell: (contact) => contact.lastName },
      { id: 'added', header: 'Date added', align: 'right', width: '9rem', cell: (contact) => contact.added },
      {
        id: 'actions',
        header: 'Actions',
        width: '7rem',
        interactive: true,
        cell: (contact, { tabIndex }) => (
          <Button size="sm" tabIndex={tabIndex} aria-label={`Edit ${contact.email}`}>
            Edit
          </Button>
        ),
      },
    ],
    [],
  );

  const getRow = useCallback((index: number) => pages.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE], [pages]);
  const onRowsNeeded = useCallback(
    ({ start, end }: RowRange) => {
      for (let page = Math.floor(start / PAGE_SIZE); page * PAGE_SIZE < end; page += 1) {
        if (inFlight.has(page)) continue;
        inFlight.add(page);
        setTimeout(() => {
          inFlight.delete(page);
          setPages((held) => new Map(held).set(page, pageOf(page)));
        }, LATENCY_MS);
      }
    },
    [inFlight],
  );

  return (
    <DataTable
      label="Contacts"
      columns={columns}
      rowCount={TOTAL}
      getRow={getRow}
      getRowId={(contact) => contact.id}
      onRowsNeeded={onRowsNeeded}
      sort={sort}
      onSortChange={setSort}
      selection={selection}
      onSelectionChange={setSelection}
      rowLabel={(contact) => contact.email}
      bulkActions={<Button size="sm">Delete</Button>}
      height="calc(100vh - 6rem)"
    />
  );
}

let root: Root | null = null;

/** Mounts the table from scratch; resolves with the time to commit and the time to the next frame (ms). */
function mount(): Promise<{ commit: number; frame: number }> {
  root?.unmount();
  root = createRoot(document.getElementById('root') as HTMLElement);
  const started = performance.now();
  flushSync(() => root?.render(<Harness />));
  const commit = performance.now() - started;
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve({ commit, frame: performance.now() - started }))));
}

declare global {
  interface Window {
    dataTableHarness: { mount: typeof mount };
  }
}

window.dataTableHarness = { mount };
void mount();

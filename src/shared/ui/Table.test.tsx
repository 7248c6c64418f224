import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './Table';

interface Row {
  id: string;
  name: string;
  count: number;
}

const rows: Row[] = [
  { id: '1', name: 'Newsletter', count: 1200 },
  { id: '2', name: 'Customers', count: 45 },
];

const columns = [
  { key: 'name', header: 'Name', render: (row: Row) => row.name },
  { key: 'count', header: 'Contacts', align: 'right' as const, render: (row: Row) => row.count.toLocaleString('en-US') },
];

describe('Table', () => {
  it('is named by its caption, with column headers and one row per item', () => {
    render(<Table caption="Contact lists" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Contact lists' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Contacts']);
    expect(headers[0]).toHaveAttribute('scope', 'col');

    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Newsletter',
      '1,200',
    ]);
    expect(within(bodyRows[1]!).getByRole('cell', { name: 'Customers' })).toBeInTheDocument();
  });
});

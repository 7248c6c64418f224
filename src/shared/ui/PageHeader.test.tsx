import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the page heading, description, actions and a breadcrumb trail', () => {
    render(
      <MemoryRouter>
        <PageHeader
          title="Edit list"
          description="Contacts in this list"
          actions={<Button>Export</Button>}
          breadcrumb={[
            { label: 'Contacts', to: '/contacts' },
            { label: 'Lists', to: '/contacts/lists' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Edit list' })).toBeInTheDocument();
    expect(screen.getByText('Contacts in this list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contacts', '/contacts'],
      ['Lists', '/contacts/lists'],
    ]);
  });

  it('has no breadcrumb navigation without a trail', () => {
    render(
      <MemoryRouter>
        <PageHeader title="Dashboard" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

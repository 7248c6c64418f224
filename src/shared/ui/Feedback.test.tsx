import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';
import { Spinner } from './Spinner';
import { TableSkeleton } from './TableSkeleton';

describe('loading and empty states', () => {
  it('Spinner is a status with a spoken label', () => {
    render(<Spinner label="Loading contacts" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading contacts');
  });

  it('TableSkeleton is a status named Loading', () => {
    render(<TableSkeleton rows={2} columns={3} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('EmptyState shows its heading, description and action; artwork is hidden', () => {
    render(
      <EmptyState title="No lists yet" action={<button type="button">Create list</button>}>
        Lists group contacts.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { name: 'No lists yet' })).toBeInTheDocument();
    expect(screen.getByText('Lists group contacts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create list' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('Icon is decorative unless titled', () => {
    render(
      <>
        <Icon name="lock" />
        <Icon name="check" title="Verified" />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
  });
});

import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RequestState } from '../request-state/request-state';
import { EmptyState } from './EmptyState';
import { ListContent } from './ListContent';
import { TableSkeleton } from './TableSkeleton';

const failed: RequestState = { status: 'Error', error: { status: 500, message: 'internal server error', fieldErrors: {} } };

function setup(request: RequestState, { empty = false, emptyState = true } = {}) {
  const onRetry = vi.fn();
  render(
    <ListContent
      request={request}
      empty={empty}
      placeholder={<TableSkeleton rows={2} columns={3} />}
      errorTitle="We could not load your lists"
      onRetry={onRetry}
      emptyState={emptyState ? <EmptyState title="Create your first list" /> : undefined}
    >
      <table aria-label="Lists" />
    </ListContent>,
  );
  return { onRetry, user: userEvent.setup() };
}

describe('ListContent', () => {
  it('shows the placeholder while the first load runs', () => {
    setup({ status: 'InFlight' }, { empty: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows a failed first load with the server’s message and a retry', async () => {
    const { onRetry, user } = setup(failed, { empty: true });
    expect(screen.getByRole('heading', { name: 'We could not load your lists' })).toBeInTheDocument();
    expect(screen.getByText('internal server error')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the loaded rows', () => {
    setup({ status: 'Complete' });
    expect(screen.getByRole('table', { name: 'Lists' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state for a loaded empty list', () => {
    setup({ status: 'Complete' }, { empty: true });
    expect(screen.getByRole('heading', { name: 'Create your first list' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('leaves an empty list to the children when there is no empty state', () => {
    setup({ status: 'Complete' }, { empty: true, emptyState: false });
    expect(screen.getByRole('table', { name: 'Lists' })).toBeInTheDocument();
  });

  it('keeps the rows on screen while they load again', () => {
    setup({ status: 'InFlight' });
    expect(screen.getByRole('table', { name: 'Lists' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the list may be out of date when a refresh fails, with the rows still shown and a retry', async () => {
    const { onRetry, user } = setup(failed);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This list may be out of date');
    expect(alert).toHaveTextContent('internal server error');
    expect(screen.getByRole('table', { name: 'Lists' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'We could not load your lists' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

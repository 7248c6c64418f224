import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertStackView } from './AlertStackView';

describe('AlertStackView', () => {
  it('lists alerts in a live notifications region; errors are alerts', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <AlertStackView
        alerts={[
          { id: 'a', type: 'success', message: 'List saved' },
          { id: 'b', type: 'danger', message: 'Could not delete list' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    const list = within(region).getByRole('list');
    expect(list).toHaveAttribute('aria-live', 'polite');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not delete list');
    expect(screen.getByText('List saved')).toBeVisible();

    const dismissButtons = screen.getAllByRole('button', { name: 'Dismiss' });
    await user.click(dismissButtons[1]!);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('keeps the live region mounted when empty', () => {
    render(<AlertStackView alerts={[]} onDismiss={() => {}} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });
});

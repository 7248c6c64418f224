import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'details', label: 'Details', content: <p>Details panel</p> },
  { id: 'stats', label: 'Stats', content: <p>Stats panel</p> },
  { id: 'history', label: 'History', content: <p>History panel</p> },
];

function Harness() {
  const [selected, setSelected] = useState('details');
  return <Tabs tabs={tabs} selectedId={selected} onSelect={setSelected} label="Campaign" />;
}

describe('Tabs', () => {
  it('shows the selected panel labelled by its tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Campaign' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Details panel');
    expect(screen.queryByText('Stats panel')).not.toBeInTheDocument();
  });

  it('moves selection and focus with arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const stats = screen.getByRole('tab', { name: 'Stats' });
    expect(stats).toHaveFocus();
    expect(stats).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Stats panel');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
  });

  it('keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Stats' })).toHaveFocus();
  });
});

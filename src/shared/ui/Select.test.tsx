import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'a', label: 'Newsletter' },
  { value: 'b', label: 'Customers' },
];

describe('Select', () => {
  it('renders a labelled select with a placeholder and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select label="List" name="list" options={options} placeholder="Choose a list" onChange={onChange} required />,
    );
    const select = screen.getByRole('combobox', { name: 'List' });
    expect(select).toHaveDisplayValue('Choose a list');
    expect(select).toHaveAttribute('aria-required', 'true');
    await user.selectOptions(select, 'Customers');
    expect(select).toHaveValue('b');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows an error linked to the select', () => {
    render(<Select label="List" name="list" options={options} error="Choose a list" />);
    const select = screen.getByRole('combobox', { name: 'List' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose a list');
  });
});

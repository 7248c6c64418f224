import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { RadioGroup } from './RadioGroup';

describe('Checkbox', () => {
  it('toggles by its label and describes its error', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Send a copy to me" name="copy" checked={false} onChange={onChange} error="Required" />);
    await user.click(screen.getByText('Send a copy to me'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Send a copy to me' })).toHaveAccessibleDescription('Required');
  });
});

describe('RadioGroup', () => {
  const options = [
    { value: 'now', label: 'Send now' },
    { value: 'later', label: 'Schedule', hint: 'Pick a date and time.' },
  ];

  it('is a group named by its legend that reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup legend="When" name="when" options={options} value="now" onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'When' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: 'Send now' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Schedule' })).toHaveAccessibleDescription('Pick a date and time.');
    await user.click(screen.getByRole('radio', { name: 'Schedule' }));
    expect(onChange).toHaveBeenCalledWith('later');
  });

  it('shows an error on the group', () => {
    render(<RadioGroup legend="When" name="when" options={options} value="" onChange={() => {}} error="Choose one" />);
    const group = screen.getByRole('radiogroup', { name: 'When' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose one');
  });
});

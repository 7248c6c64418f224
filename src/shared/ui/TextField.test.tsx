import '@testing-library/jest-dom/vitest';
import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and forwards the ref to it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Sender name" name="nickname" ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Sender name' });
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('name', 'nickname');
    expect(input).toBeValid();
  });

  it('marks required fields without native validation', () => {
    render(<TextField label="Email" name="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('shows the error as given and links it and the hint to the input', () => {
    render(<TextField label="Email" name="email" hint="Where replies go." error="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Where replies go. Enter a valid email address');
  });

  it('counts characters as the user types', async () => {
    const user = userEvent.setup();
    render(<TextField label="Subject" name="subject" maxLength={10} showCount />);
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    expect(screen.getByText('5 / 10')).toHaveAttribute('aria-live', 'polite');
  });

  it('counts a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('abc');
      return (
        <TextField
          label="Subject"
          name="subject"
          maxLength={5}
          showCount
          value={value}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'defg');
    expect(screen.getByRole('textbox')).toHaveValue('ABCDE');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
  });
});

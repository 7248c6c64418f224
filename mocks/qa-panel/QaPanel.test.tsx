import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../node';
import { apiFetch } from '../testing/api-fetch';
import { latencyMs } from '../latency';
import { writeTimeoutMs } from '../write-timeout';
import { QaPanel } from './QaPanel';

describe('QaPanel', () => {
  it('is collapsed, then applies and clears a scenario and sets the latency', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    render(<QaPanel />);
    const { token } = signInAs('owner-advanced');

    const summary = screen.getByText('QA panel');
    expect(screen.getByLabelText('Scenario')).not.toBeVisible();
    await user.click(summary);

    await user.selectOptions(screen.getByLabelText('Scenario'), 'senders-list-500');
    await user.click(screen.getByRole('button', { name: 'Apply scenario' }));
    expect(screen.getByRole('status')).toHaveTextContent('Active: senders-list-500.');
    expect((await apiFetch('/marketing/senders', { token })).status).toBe(500);

    await user.click(screen.getByRole('button', { name: 'Clear scenario' }));
    expect((await apiFetch('/marketing/senders', { token })).status).toBe(200);

    const latency = screen.getByLabelText('Latency (ms)');
    await user.clear(latency);
    await user.type(latency, '900');
    expect(latencyMs()).toBe(900);

    const saveTimeout = screen.getByLabelText('Save time-out (ms)');
    await user.type(saveTimeout, '2000');
    expect(writeTimeoutMs()).toBe(2000);
    await user.clear(saveTimeout);
    expect(writeTimeoutMs()).toBeUndefined();
  });
});

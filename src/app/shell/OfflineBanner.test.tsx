import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@test/render-app';

const OFFLINE = /You are offline\./;

describe('offline banner', () => {
  it('says the app is offline while the browser is, in a status region, and goes when it is back', async () => {
    const { dependencies } = renderApp('/senders');
    await screen.findByRole('heading', { level: 1, name: 'Senders' });
    const status = screen.getByRole('status', { name: 'Connection' });
    expect(status).toBeEmptyDOMElement();

    act(() => dependencies.connectivity.goOffline());
    expect(status).toHaveTextContent(OFFLINE);
    expect(status).toHaveTextContent(/once you reconnect\.$/);

    act(() => dependencies.connectivity.goOnline());
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });
});

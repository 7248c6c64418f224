import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineAlert } from './InlineAlert';

describe('InlineAlert', () => {
  it('announces errors as alerts, naming the tone without relying on colour', () => {
    render(
      <InlineAlert tone="danger" title="Import failed">
        Row 3 has no email.
      </InlineAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Import failed');
    expect(alert).toHaveTextContent('Row 3 has no email.');
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
  });

  it('marks information as a note and leaves success messages unannounced', () => {
    render(
      <>
        <InlineAlert tone="info">Tip</InlineAlert>
        <InlineAlert tone="success">Done</InlineAlert>
      </>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Tip');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

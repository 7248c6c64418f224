import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

describe('Button', () => {
  it('is a non-submitting button by default', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>Save</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps its label, is busy and cannot be clicked while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button variant="primary" loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  function renderAt(element: ReactElement) {
    const router = createMemoryRouter([
      { path: '/', element },
      { path: '/campaigns/new', element: <h1>New campaign</h1> },
    ]);
    render(<RouterProvider router={router} />);
  }

  it('navigates like a link', async () => {
    const user = userEvent.setup();
    renderAt(
      <ButtonLink to="/campaigns/new" variant="primary">
        Create campaign
      </ButtonLink>,
    );
    await user.click(screen.getByRole('link', { name: 'Create campaign' }));
    expect(screen.getByRole('heading', { name: 'New campaign' })).toBeInTheDocument();
  });

  it('never renders a script URL', () => {
    renderAt(<ButtonLink to={' java\tscript:alert(1)'}>Bad</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Bad' }).getAttribute('href')).not.toMatch(/script/i);
  });
});

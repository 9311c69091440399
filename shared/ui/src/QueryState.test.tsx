/** @jest-environment jsdom */
import { ApiError } from '@optio/api-client';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryState } from './QueryState';

describe('QueryState', () => {
  it('shows a status named "Loading…" while the query loads', () => {
    render(<QueryState isLoading error={null} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('renders nothing once the query has data', () => {
    const { container } = render(<QueryState isLoading={false} error={null} />);
    expect(container.innerHTML).toBe('');
  });

  it("shows the server's message and a Try again button that retries", () => {
    const onRetry = jest.fn();
    const error = new ApiError(404, { error: 'Not Found', message: 'Quest not found' });
    render(<QueryState isLoading={false} error={error} onRetry={onRetry} />);
    expect(screen.getByText("We couldn't load this")).toBeTruthy();
    expect(screen.getByText('Quest not found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('falls back to a generic hint and no button when the server said nothing', () => {
    render(<QueryState isLoading={false} error={new Error('offline')} />);
    expect(screen.getByText('Please try again in a moment.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

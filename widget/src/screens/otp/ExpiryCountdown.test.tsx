import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInWidget } from '../../test-support/render-in-widget';
import { ExpiryCountdown } from './ExpiryCountdown';

const NOW = Date.UTC(2025, 0, 1, 12);

beforeEach(() => {
  // Manual: only the test moves the clock, so a busy machine reads the same times.
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const countdown = (container: HTMLElement) => container.querySelector('.foyer-countdown');

describe('ExpiryCountdown', () => {
  it('counts down "Your code expires in {time}." every second', () => {
    renderInWidget(<ExpiryCountdown expiresAt={NOW + 5 * 60_000} />);
    expect(screen.getByText('Your code expires in 5:00.')).toBeTruthy();
    advance(999);
    expect(screen.getByText('Your code expires in 5:00.')).toBeTruthy();
    advance(1);
    expect(screen.getByText('Your code expires in 4:59.')).toBeTruthy();
    advance(64_000);
    expect(screen.getByText('Your code expires in 3:55.')).toBeTruthy();
  });

  it('shows "Your code has expired." after the countdown ends, announced politely', () => {
    const { container } = renderInWidget(<ExpiryCountdown expiresAt={NOW + 60_000} />);
    expect(screen.getByText('Your code expires in 1:00.')).toBeTruthy();
    advance(59_000);
    expect(screen.getByText('Your code expires in 0:01.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    advance(1_000);
    expect(screen.getByRole('status').textContent).toBe('Your code has expired.');
    expect(screen.queryByText(/Your code expires in/)).toBeNull();
    expect(countdown(container)?.getAttribute('data-expired')).toBe('true');
  });

  it('reads expired only once the deadline has passed, counting a part second as a whole one', () => {
    renderInWidget(<ExpiryCountdown expiresAt={NOW + 1_500} />);
    expect(screen.getByText('Your code expires in 0:02.')).toBeTruthy();
    advance(1_000);
    expect(screen.getByText('Your code expires in 0:01.')).toBeTruthy();
    advance(1_000);
    expect(screen.getByRole('status').textContent).toBe('Your code has expired.');
  });

  it('shows a deadline already past as expired from the start', () => {
    renderInWidget(<ExpiryCountdown expiresAt={NOW - 1} />);
    expect(screen.getByRole('status').textContent).toBe('Your code has expired.');
  });

  it('starts over from a new deadline', () => {
    const { rerender } = renderInWidget(<ExpiryCountdown expiresAt={NOW + 5 * 60_000} />);
    advance(90_000);
    expect(screen.getByText('Your code expires in 3:30.')).toBeTruthy();
    rerender(<ExpiryCountdown expiresAt={NOW + 90_000 + 5 * 60_000} />);
    expect(screen.getByText('Your code expires in 5:00.')).toBeTruthy();
    advance(1_000);
    expect(screen.getByText('Your code expires in 4:59.')).toBeTruthy();
  });
});

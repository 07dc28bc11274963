// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Time } from './Time';

describe('Time', () => {
  afterEach(cleanup);

  it('shows local time with milliseconds and the ISO instant on hover', () => {
    const at = new Date(2026, 0, 2, 3, 4, 5, 67).getTime();
    render(<Time at={at} />);
    const time = screen.getByText('03:04:05.067');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(new Date(at).toISOString());
    expect(time.getAttribute('title')).toBe(new Date(at).toISOString());
  });

  it('reads ISO strings from the emulator the same way', () => {
    const iso = '2026-01-02T03:04:05.067Z';
    render(<Time at={iso} />);
    const local = new Date(iso);
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(screen.getByTitle(iso).textContent).toBe(
      `${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}.067`,
    );
  });

  it('leaves a value that is not a time as it is', () => {
    render(<Time at="never" />);
    expect(screen.getByText('never').tagName).toBe('SPAN');
  });
});

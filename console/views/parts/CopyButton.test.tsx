// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows "Copy", is named for what it copies, and says beside it that the text was copied, for a moment', async () => {
    vi.useFakeTimers();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<CopyButton label="Copy the magic link" text={() => 'http://localhost/link'} />);
    const button = screen.getByRole('button', { name: 'Copy the magic link' });
    expect(button.textContent).toBe('Copy');
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('http://localhost/link');
    const result = button.nextElementSibling as HTMLElement;
    expect(result.getAttribute('aria-live')).toBe('polite');
    expect(result.textContent).toBe('Copied');
    // The button keeps its word and name: the result is the status's to say.
    expect(button.textContent).toBe('Copy');
    // Shown for a second and a half from when it is drawn (its timer starts after the paint, which
    // `act` completes with the click).
    await act(async () => vi.advanceTimersByTime(1400));
    expect(result.textContent).toBe('Copied');
    await act(async () => vi.advanceTimersByTime(200));
    expect(result.textContent).toBe('');
  });

  it('says so when the browser refuses the clipboard', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    render(<CopyButton label="Copy code 123456" text={() => '123456'} />);
    const button = screen.getByRole('button', { name: 'Copy code 123456' });
    await act(async () => fireEvent.click(button));
    expect(button.nextElementSibling?.textContent).toBe('Copy failed');
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInWidget } from '../../test-support/render-in-widget';
import { RESENT_NOTICE_MS, ResendCode } from './ResendCode';

beforeEach(() => {
  // Manual: only the test moves the clock, so a busy machine sees the same phases.
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A resend the test settles itself, with whether the code went out. */
function heldResend() {
  const settles: ((wentOut: boolean) => void)[] = [];
  const onResend = vi.fn(
    () =>
      new Promise<boolean>((resolve) => {
        settles.push(resolve);
      }),
  );
  return {
    onResend,
    settle: (wentOut: boolean) =>
      act(async () => {
        settles.shift()?.(wentOut);
      }),
  };
}

function renderResend() {
  const resend = heldResend();
  const { container } = renderInWidget(<ResendCode onResend={resend.onResend} />);
  const phase = () => container.querySelector('.foyer-resend')?.getAttribute('data-resend');
  return { ...resend, phase };
}

const resendButton = () => screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement;

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ResendCode', () => {
  it('cycles initial, sending, sent for 2 seconds, then waiting', async () => {
    const { onResend, settle, phase } = renderResend();
    expect(phase()).toBe('initial');
    expect(screen.getByText("Didn't get it?")).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.click(resendButton());
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(phase()).toBe('sending');
    expect(screen.getByRole('status').textContent).toBe('Sending a new code…');
    expect(resendButton().disabled).toBe(true);

    await settle(true);
    expect(phase()).toBe('sent');
    expect(screen.getByRole('status').textContent).toBe('New code sent!');
    expect(screen.queryByRole('button')).toBeNull();

    advance(RESENT_NOTICE_MS - 1);
    expect(phase()).toBe('sent');
    advance(1);
    expect(phase()).toBe('waiting');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(resendButton().disabled).toBe(false);
    expect(screen.getByText("Didn't get it?")).toBeTruthy();
  });

  it('keeps the notice for 2 seconds after every send, not only the first', async () => {
    const { settle, phase } = renderResend();
    fireEvent.click(resendButton());
    await settle(true);
    advance(RESENT_NOTICE_MS);
    fireEvent.click(resendButton());
    expect(phase()).toBe('sending');
    await settle(true);
    advance(RESENT_NOTICE_MS - 1);
    expect(phase()).toBe('sent');
    advance(1);
    expect(phase()).toBe('waiting');
  });

  it('goes back to the phase it left when the send fails', async () => {
    const { settle, phase } = renderResend();
    fireEvent.click(resendButton());
    await settle(false);
    expect(phase()).toBe('initial');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(resendButton().disabled).toBe(false);

    fireEvent.click(resendButton());
    await settle(true);
    advance(RESENT_NOTICE_MS);
    fireEvent.click(resendButton());
    await settle(false);
    expect(phase()).toBe('waiting');
    expect(resendButton().disabled).toBe(false);
  });
});

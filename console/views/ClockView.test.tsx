// @vitest-environment happy-dom
import type { ClockState } from '@foyer/emulator/control';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExpiryAdvance } from '../port/project-port';
import { ClockView } from './ClockView';
import { renderView } from './test-support/render-view';

const START = Date.parse('2030-01-01T12:00:00.000Z');
const MINUTE = 60_000;

/** A project clock that moves only when asked, as the emulator's would in a frozen instant. */
function clockOf(pendingExpiry: string | null) {
  let offset = 0;
  const read = (): ClockState => ({ now: new Date(START + offset).toISOString(), offset_ms: offset });
  const advanced: number[] = [];
  let resets = 0;
  return {
    advanced,
    resets: () => resets,
    port: {
      clock: async () => read(),
      advanceClock: async (ms: number) => {
        advanced.push(ms);
        offset += ms;
        return read();
      },
      advanceClockToExpiry: async (): Promise<ExpiryAdvance> => {
        if (pendingExpiry === null) return { clock: read(), passedExpiry: null };
        offset = Date.parse(pendingExpiry) - START + 1000;
        return { clock: read(), passedExpiry: pendingExpiry };
      },
      resetClock: async () => {
        resets += 1;
        offset = 0;
        return read();
      },
    },
  };
}

const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(cleanup);

describe('the clock', () => {
  it('shows the project now and offset, and moves them by the step of the button pressed', async () => {
    const clock = clockOf(null);
    renderView(<ClockView />, clock.port);
    await waitFor(() => expect(fieldValue('Project now')).toBe('2030-01-01T12:00:00.000Z'));
    expect(fieldValue('Offset')).toBe("none (the machine's time)");

    fireEvent.click(screen.getByRole('button', { name: 'Advance 5 min' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Advanced 5 min: now 2030-01-01T12:05:00.000Z.'),
    );
    await waitFor(() => expect(fieldValue('Offset')).toBe('5 min ahead of the machine'));
    expect(fieldValue('Project now')).toBe('2030-01-01T12:05:00.000Z');

    fireEvent.click(screen.getByRole('button', { name: 'Advance 1 h' }));
    await waitFor(() => expect(fieldValue('Offset')).toBe('1 h 5 min ahead of the machine'));
    fireEvent.click(screen.getByRole('button', { name: 'Advance 1 min' }));
    await waitFor(() => expect(fieldValue('Offset')).toBe('1 h 6 min ahead of the machine'));
    expect(clock.advanced).toEqual([5 * MINUTE, 60 * MINUTE, MINUTE]);
  });

  it('moves past the latest pending expiry', async () => {
    renderView(<ClockView />, clockOf('2030-01-01T12:10:00.000Z').port);
    await waitFor(() => expect(fieldValue('Project now')).toBe('2030-01-01T12:00:00.000Z'));
    fireEvent.click(screen.getByRole('button', { name: 'To expiry' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Advanced past the latest pending expiry (2030-01-01T12:10:00.000Z): now 2030-01-01T12:10:01.000Z.',
      ),
    );
    await waitFor(() => expect(fieldValue('Offset')).toBe('10 min 1 s ahead of the machine'));
  });

  it('says what a move did only once the readout shows it', async () => {
    const clock = clockOf('2030-01-01T12:10:00.000Z');
    // The readout's reads after the first wait until the test lets each go.
    let isHolding = false;
    let release: (() => void) | undefined;
    const port = {
      ...clock.port,
      clock: async () => {
        if (isHolding) await new Promise<void>((resolve) => (release = resolve));
        return clock.port.clock();
      },
    };
    renderView(<ClockView />, port);
    await waitFor(() => expect(fieldValue('Project now')).toBe('2030-01-01T12:00:00.000Z'));
    isHolding = true;
    fireEvent.click(screen.getByRole('button', { name: 'To expiry' }));
    await waitFor(() => expect(release).toBeDefined());
    expect(screen.queryByRole('status')?.textContent ?? '').toBe('');

    release?.();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Advanced past/));
    expect(fieldValue('Project now')).toBe('2030-01-01T12:10:01.000Z');
  });

  it('says that nothing is pending, and leaves the clock where it was', async () => {
    renderView(<ClockView />, clockOf(null).port);
    await waitFor(() => expect(fieldValue('Offset')).toBe("none (the machine's time)"));
    fireEvent.click(screen.getByRole('button', { name: 'To expiry' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Nothing pending expires: no passcode or link is waiting, so the clock stayed.',
      ),
    );
    expect(fieldValue('Offset')).toBe("none (the machine's time)");
  });

  it("puts the clock back on the machine's time", async () => {
    const clock = clockOf(null);
    renderView(<ClockView />, clock.port);
    const reset = () => screen.getByRole('button', { name: 'Reset clock' }) as HTMLButtonElement;
    await waitFor(() => expect(fieldValue('Offset')).toBe("none (the machine's time)"));
    expect(reset().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Advance 1 h' }));
    await waitFor(() => expect(reset().disabled).toBe(false));
    fireEvent.click(reset());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        "Back on the machine's time: now 2030-01-01T12:00:00.000Z.",
      ),
    );
    await waitFor(() => expect(fieldValue('Offset')).toBe("none (the machine's time)"));
    expect(clock.resets()).toBe(1);
  });

  it('advances by a custom amount of minutes, hours or days', async () => {
    const clock = clockOf(null);
    renderView(<ClockView />, clock.port);
    await waitFor(() => expect(fieldValue('Project now')).toBe('2030-01-01T12:00:00.000Z'));
    fireEvent.input(screen.getByLabelText('Advance by'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Advance' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Advanced 3 h: now 2030-01-01T15:00:00.000Z.'),
    );
    expect(clock.advanced).toEqual([3 * 60 * MINUTE]);
  });

  it('refuses a custom advance of nothing or of more than a year, beside the field, sending nothing', async () => {
    const clock = clockOf(null);
    renderView(<ClockView />, clock.port);
    await waitFor(() => expect(fieldValue('Project now')).toBe('2030-01-01T12:00:00.000Z'));
    const amount = screen.getByLabelText('Advance by');

    fireEvent.input(amount, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Advance' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Advance by more than nothing: the clock only moves forward.',
    );
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    fireEvent.input(amount, { target: { value: '366' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Unit'), { target: { value: 'days' } });
    fireEvent.click(screen.getByRole('button', { name: 'Advance' }));
    expect(screen.getByRole('alert').textContent).toBe('Advance by at most 365 days at a time.');
    expect(clock.advanced).toEqual([]);
  });

  it("shows the emulator's refusal of a move", async () => {
    const clock = clockOf(null);
    const { failures } = renderView(<ClockView />, {
      ...clock.port,
      advanceClock: async () => {
        throw new Error('[400] bad_request: advance_ms: Too big');
      },
    });
    await waitFor(() => expect(fieldValue('Project now')).toBe('2030-01-01T12:00:00.000Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Advance 1 min' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Moving the clock failed: [400] bad_request: advance_ms: Too big',
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(failures).toEqual(['Moving the clock: [400] bad_request: advance_ms: Too big']);
  });
});

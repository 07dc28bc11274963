// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExpiryAdvance, ProjectClock, TestbedApi } from '../../preload/api';
import { type Testbed, TestbedContext } from '../app/testbed-context';
import { createTestbedStore } from '../app/testbed-store';
import { defaultMountSettings } from '../mount/settings';
import type { WidgetController } from '../widget-host/widget-controller';
import { ClockSection } from './ClockSection';

const START = Date.parse('2030-01-01T12:00:00.000Z');

/** A project clock that moves only when asked, as the emulator's would in a frozen instant. */
function fakeClockApi(pendingExpiry: string | null) {
  let offsetMs = 0;
  const read = (): ProjectClock => ({ now: new Date(START + offsetMs).toISOString(), offsetMs });
  const calls: Array<[string, number]> = [];
  const api = {
    clock: async () => read(),
    advanceClock: async (token: string, ms: number) => {
      calls.push([token, ms]);
      offsetMs += ms;
      return read();
    },
    advanceClockToExpiry: async (): Promise<ExpiryAdvance> => {
      if (pendingExpiry === null) return { clock: read(), passedExpiry: null };
      offsetMs = Date.parse(pendingExpiry) - START + 1000;
      return { clock: read(), passedExpiry: pendingExpiry };
    },
  } as Partial<TestbedApi> as TestbedApi;
  return { api, calls };
}

function renderWith(api: TestbedApi) {
  const store = createTestbedStore(defaultMountSettings('public-token-test-clock'), {
    presets: [],
    lastUsed: null,
    current: null,
  });
  const testbed: Testbed = {
    store,
    api,
    widget: {} as WidgetController,
    applySettings: async () => undefined,
  };
  render(
    <TestbedContext.Provider value={testbed}>
      <ClockSection />
    </TestbedContext.Provider>,
  );
}

afterEach(cleanup);

describe('the clock section', () => {
  it('shows the project now and offset, and moves them by the step of the button pressed', async () => {
    const { api, calls } = fakeClockApi(null);
    renderWith(api);
    await waitFor(() =>
      expect((screen.getByLabelText('Project now') as HTMLInputElement).value).toBe(
        '2030-01-01T12:00:00.000Z',
      ),
    );
    expect((screen.getByLabelText('Offset') as HTMLInputElement).value).toBe("none (the machine's time)");

    fireEvent.click(screen.getByRole('button', { name: 'Advance 5 min' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Advanced 5 min: now 2030-01-01T12:05:00.000Z.'),
    );
    expect(calls).toEqual([['public-token-test-clock', 5 * 60_000]]);
    await waitFor(() =>
      expect((screen.getByLabelText('Project now') as HTMLInputElement).value).toBe(
        '2030-01-01T12:05:00.000Z',
      ),
    );
    expect((screen.getByLabelText('Offset') as HTMLInputElement).value).toBe('5 min ahead of the machine');

    fireEvent.click(screen.getByRole('button', { name: 'Advance 1 h' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Offset') as HTMLInputElement).value).toBe(
        '1 h 5 min ahead of the machine',
      ),
    );
  });

  it('moves past the latest pending expiry, or says that nothing is pending', async () => {
    const pending = fakeClockApi('2030-01-01T12:10:00.000Z');
    renderWith(pending.api);
    fireEvent.click(screen.getByRole('button', { name: 'To expiry' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Advanced past the latest pending expiry (2030-01-01T12:10:00.000Z): now 2030-01-01T12:10:01.000Z.',
      ),
    );
    cleanup();

    renderWith(fakeClockApi(null).api);
    fireEvent.click(screen.getByRole('button', { name: 'To expiry' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Nothing pending expires/));
    expect((screen.getByLabelText('Offset') as HTMLInputElement).value).toBe("none (the machine's time)");
  });
});

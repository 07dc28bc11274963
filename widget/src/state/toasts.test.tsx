import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../test-support/fake-client';
import { renderWidget } from '../test-support/render-widget';
import { plainText } from './display-message';
import { createWidgetStore } from './store';
import { dismissToast, MAX_TOASTS, showToast } from './toasts';

/** A widget whose first screen has loaded (on the real clock), with the fake clock running again. */
async function renderLoadedWidget() {
  vi.useRealTimers();
  const rendered = renderWidget(fakeClient().build());
  await screen.findByLabelText('Email');
  vi.useFakeTimers();
  return rendered;
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expire after 4000 ms for blank, error and custom, 2000 ms for success, never for loading', () => {
    const store = createWidgetStore({ screen: 'Main' });
    for (const kind of ['blank', 'error', 'custom', 'success', 'loading'] as const) {
      showToast(store, kind, plainText(kind));
    }
    vi.advanceTimersByTime(1999);
    expect(store.toasts.map((toast) => toast.kind)).toEqual([
      'blank',
      'error',
      'custom',
      'success',
      'loading',
    ]);
    vi.advanceTimersByTime(1);
    expect(store.toasts.map((toast) => toast.kind)).toEqual(['blank', 'error', 'custom', 'loading']);
    vi.advanceTimersByTime(2000);
    expect(store.toasts.map((toast) => toast.kind)).toEqual(['loading']);
    vi.advanceTimersByTime(60_000);
    const [loading] = store.toasts;
    expect(loading?.kind).toBe('loading');
    if (loading) dismissToast(store, loading.id);
    expect(store.toasts).toEqual([]);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    const store = createWidgetStore({ screen: 'Main' });
    for (let index = 0; index < MAX_TOASTS + 3; index++)
      showToast(store, 'loading', plainText(`toast ${index}`));
    expect(store.toasts).toHaveLength(MAX_TOASTS);
    expect(store.toasts[0]?.message).toEqual(plainText('toast 3'));
  });

  it('announces errors in an alert region and the rest in a status region, each dismissible', async () => {
    const { handle } = await renderLoadedWidget();
    await act(async () => {
      showToast(handle.state, 'success', plainText('Email resent'));
      showToast(handle.state, 'error', plainText('[Error] Could not connect to wallet'));
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status').textContent).toContain('Email resent');
    expect(within(region).getByRole('alert').textContent).toContain('[Error] Could not connect to wallet');
    await act(async () => {
      within(region).getAllByRole('button', { name: 'Dismiss notification' })[0]?.click();
    });
    expect(within(region).getByRole('status').textContent).not.toContain('Email resent');
  });

  it('stays while hovered or focused, then gets the rest of its time', async () => {
    const { handle } = await renderLoadedWidget();
    await act(async () => {
      showToast(handle.state, 'error', plainText('Could not resend'));
    });
    const toast = screen.getByText('Could not resend').closest('.foyer-toast') as HTMLElement;
    await act(async () => vi.advanceTimersByTime(3000));
    await act(async () => fireEvent.mouseEnter(toast));
    await act(async () => vi.advanceTimersByTime(10_000));
    await act(async () => {
      fireEvent.focus(within(toast).getByRole('button', { name: 'Dismiss notification' }));
      fireEvent.mouseLeave(toast);
    });
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(handle.state.toasts).toHaveLength(1);
    await act(async () =>
      fireEvent.blur(within(toast).getByRole('button', { name: 'Dismiss notification' })),
    );
    await act(async () => vi.advanceTimersByTime(999));
    expect(handle.state.toasts).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(handle.state.toasts).toEqual([]);
  });

  it('shows nothing and starts no timer once the widget is unmounted', async () => {
    const { handle } = await renderLoadedWidget();
    act(() => handle.unmount());
    showToast(handle.state, 'error', plainText('A late failure'));
    expect(handle.state.toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

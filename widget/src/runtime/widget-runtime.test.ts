import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainText } from '../state/display-message';
import { createWidgetStore } from '../state/store';
import { showToast } from '../state/toasts';
import { claimLoginScreenReport, runtimeOf } from './widget-runtime';

afterEach(() => {
  vi.useRealTimers();
});

describe('the widget runtime', () => {
  it('ends everything it holds with one dispose(): cleanups, the lifetime signal, toast timers', () => {
    vi.useFakeTimers();
    const store = createWidgetStore({ screen: 'Main' });
    const runtime = runtimeOf(store);
    const cleanup = vi.fn();
    runtime.onDispose(cleanup);
    showToast(store, 'success', plainText('Email resent'));
    expect(vi.getTimerCount()).toBe(1);

    runtime.dispose();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(runtime.signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    // A late answer after unmount brings nothing back.
    showToast(store, 'error', plainText('A late failure'));
    expect(store.toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    runtime.dispose();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('runs a cleanup registered after dispose at once, and forgets one that is withdrawn', () => {
    const runtime = runtimeOf(createWidgetStore({ screen: 'Main' }));
    const withdrawn = vi.fn();
    runtime.onDispose(withdrawn)();
    runtime.dispose();
    expect(withdrawn).not.toHaveBeenCalled();
    const late = vi.fn();
    runtime.onDispose(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('lets the login screen be reported once per widget', () => {
    const first = createWidgetStore({ screen: 'Main' });
    expect(claimLoginScreenReport(first)).toBe(true);
    expect(claimLoginScreenReport(first)).toBe(false);
    expect(claimLoginScreenReport(createWidgetStore({ screen: 'Main' }))).toBe(true);
  });

  it('keeps one passkey request pending: a new one aborts the one before, and each ends with its screen or the widget', () => {
    const runtime = runtimeOf(createWidgetStore({ screen: 'Main' }));
    const autofillScreen = new AbortController();
    const autofill = runtime.startPasskeyRequest(autofillScreen.signal);
    const button = runtime.startPasskeyRequest(new AbortController().signal);
    expect(autofill.aborted).toBe(true);
    expect(button.aborted).toBe(false);

    const screen = new AbortController();
    const next = runtime.startPasskeyRequest(screen.signal);
    expect(button.aborted).toBe(true);
    screen.abort();
    expect(next.aborted).toBe(true);

    const last = runtime.startPasskeyRequest(new AbortController().signal);
    runtime.dispose();
    expect(last.aborted).toBe(true);
    expect(runtime.startPasskeyRequest(new AbortController().signal).aborted).toBe(true);
  });
});

import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetError } from '../events';
import { type DisplayMessage, message, plainText } from '../state/display-message';
import { createTranslator } from '../strings/messages';
import { apiError } from '../test-support/fake-client';
import { type ErrorPolicy, type Perform, useAction } from './use-action';
import { WidgetContext, type WidgetContextValue } from './widget-context';

/** A call the test settles itself. */
function deferred() {
  let settle = { resolve: () => {}, reject: (_: unknown) => {} };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

const refused = apiError('invalid_email', 'The server says this address bounced.');

/** Renders a hook in a widget context (`useAction` reads only the translator and `reportError`). */
function renderInWidget<Result>(useSubject: () => Result, { strict = false } = {}) {
  const reported: WidgetError[] = [];
  const context = {
    translator: createTranslator(),
    reportError: (error: WidgetError) => {
      reported.push(error);
    },
  } as WidgetContextValue;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WidgetContext.Provider value={context}>{children}</WidgetContext.Provider>
  );
  return { ...renderHook(useSubject, { wrapper, reactStrictMode: strict }), reported };
}

function renderAction<Args extends unknown[]>(perform: Perform<Args>, errors: ErrorPolicy = 'catalog') {
  return renderInWidget(() => useAction(perform, { errors }));
}

describe('useAction', () => {
  it('is pending, with its arguments, while the call is out, and not once it succeeds', async () => {
    const call = deferred();
    const { result } = renderAction((_context, _kind: 'resend' | 'loginLink') => call.promise);
    expect(result.current.isPending).toBe(false);
    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.run('resend');
    });
    expect(result.current.isPending).toBe(true);
    expect(result.current.pendingArgs).toEqual(['resend']);
    await act(async () => call.resolve());
    expect(await outcome).toEqual({ status: 'done' });
    expect(result.current.isPending).toBe(false);
    expect(result.current.pendingArgs).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('ignores a second run while the first is pending', async () => {
    const call = deferred();
    const perform = vi.fn(() => call.promise);
    const { result } = renderAction(perform);
    let second: Promise<unknown> | undefined;
    act(() => {
      result.current.run();
      // The same render's run, as a double click before the button disables would call it.
      second = result.current.run();
    });
    await act(async () => call.resolve());
    expect(await second).toEqual({ status: 'skipped' });
    expect(perform).toHaveBeenCalledTimes(1);
    await act(() => result.current.run());
    expect(perform).toHaveBeenCalledTimes(2);
  });

  it('aborts the signal when the component unmounts; a late failure then reports nothing', async () => {
    const call = deferred();
    let signal: AbortSignal | undefined;
    const { result, unmount, reported } = renderAction(async (context) => {
      signal = context.signal;
      await call.promise;
    });
    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.run();
    });
    expect(signal?.aborted).toBe(false);
    unmount();
    await act(async () => call.reject(refused));
    expect(signal?.aborted).toBe(true);
    expect(await outcome).toEqual({ status: 'skipped' });
    expect(reported).toEqual([]);
  });

  it('keeps a run started on mount through StrictMode’s rehearsal unmount', async () => {
    const call = deferred();
    const perform = vi.fn(() => call.promise);
    // As PasswordlessSend and the reset mount's token sign-in start: once, from a mount effect.
    const { result } = renderInWidget(
      () => {
        const action = useAction(perform, { errors: 'catalog' });
        const hasStarted = useRef(false);
        useEffect(() => {
          if (hasStarted.current) return;
          hasStarted.current = true;
          action.run();
        }, [action.run]);
        return action;
      },
      { strict: true },
    );
    expect(result.current.isPending).toBe(true);
    await act(async () => call.resolve());
    expect(perform).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it.each<[string, ErrorPolicy, DisplayMessage, string]>([
    ['catalog', 'catalog', message('email.invalid'), 'Invalid email address, please try again.'],
    ['server', 'server', plainText(refused.error_message), refused.error_message],
    [
      'custom',
      () => message('error.unreachable'),
      message('error.unreachable'),
      'Unable to contact our servers.',
    ],
  ])(
    'with the %s policy, shows a failure and reports it once as its text',
    async (_name, policy, shown, text) => {
      const { result, reported } = renderAction(() => Promise.reject(refused), policy);
      let outcome: unknown;
      await act(async () => {
        outcome = await result.current.run();
      });
      expect(result.current.isPending).toBe(false);
      expect(result.current.error).toEqual({ problem: shown, concerns: 'input' });
      expect(outcome).toEqual({ status: 'failed', problem: shown });
      expect(reported).toEqual([{ message: text, cause: refused }]);
    },
  );

  it.each([
    ['invalid_email', 'input'],
    ['invalid_phone_number', 'input'],
    ['otp_code_not_found', 'input'],
    ['unauthorized_credentials', 'input'],
    ['too_many_requests', 'request'],
    ['internal_server_error', 'request'],
    ['unable_to_auth_password_reset', 'request'],
  ])('says a %s refusal concerns the %s', async (errorType, concerns) => {
    const { result } = renderAction(() => Promise.reject(apiError(errorType, 'Refused.')));
    await act(() => result.current.run());
    expect(result.current.error?.concerns).toBe(concerns);
  });

  it('says a failure with no answer concerns the request, not what was typed', async () => {
    const { result } = renderAction(() => Promise.reject(new TypeError('Failed to fetch')));
    await act(() => result.current.run());
    expect(result.current.error).toEqual({ problem: message('error.title'), concerns: 'request' });
  });

  it('shows a refusal the run returns without reporting it, and clears it on the next run', async () => {
    let answer: DisplayMessage | undefined = message('email.invalid');
    const { result, reported } = renderAction(async () => answer);
    await act(() => result.current.run());
    expect(result.current.error).toEqual({ problem: message('email.invalid'), concerns: 'input' });
    expect(reported).toEqual([]);
    answer = undefined;
    await act(() => result.current.run());
    expect(result.current.error).toBeNull();
  });

  it('reports what the run handles itself without showing it; clearError hides a shown failure', async () => {
    const { result, reported } = renderAction(async ({ report }) => {
      report(refused);
      throw apiError('too_many_requests', 'Slow down.');
    }, 'server');
    await act(() => result.current.run());
    expect(reported.map((error) => error.message)).toEqual([
      'The server says this address bounced.',
      'Slow down.',
    ]);
    expect(result.current.error).toEqual({ problem: plainText('Slow down.'), concerns: 'request' });
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });
});

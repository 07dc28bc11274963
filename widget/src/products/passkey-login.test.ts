import { describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../config/resolve-config';
import { createWidgetStore } from '../state/store';
import { createTranslator } from '../strings/messages';
import { apiError, fakeClient } from '../test-support/fake-client';
import { browserPasskeyRequests, passkeyLoginResponse } from '../test-support/passkeys';
import type { FlowContext } from './flow-context';
import { logInWithPasskey, runPasskeyAutofill } from './passkey-login';

function flow() {
  const builder = fakeClient();
  const requests = browserPasskeyRequests(builder);
  const widget: FlowContext = {
    client: builder.build().client,
    store: createWidgetStore({ screen: 'Main' }),
    config: resolveConfig({ products: ['emailMagicLinks', 'passkeys'] }),
    translator: createTranslator(),
    emit: vi.fn(),
  };
  return { widget, requests };
}

describe('passkey login', () => {
  it('aborts the pending autofill request before the button opens the browser prompt, counting no failure', async () => {
    const { widget, requests } = flow();
    const onFailure = vi.fn();
    const autofill = runPasskeyAutofill(widget, new AbortController().signal, onFailure);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.options).toMatchObject({ conditional_mediation: true, is_passkey: true });

    const prompt = logInWithPasskey(widget, 'prompt', new AbortController().signal);
    expect(requests[0]?.options.signal?.aborted).toBe(true);
    expect(requests[1]?.options).toMatchObject({ conditional_mediation: false });
    expect(requests[1]?.options.signal?.aborted).toBe(false);
    await autofill;
    expect(onFailure).not.toHaveBeenCalled();
    expect(widget.store.formState.passkeyState.autofill).toEqual({ status: 'inactive' });
    expect(requests).toHaveLength(2);

    requests[1]?.resolve(passkeyLoginResponse());
    await expect(prompt).resolves.toBe('done');
    expect(widget.store.screen).toBe('PasskeyConfirmation');
  });

  it('ends autofill quietly when its screen goes away, leaving the store to whoever aborted', async () => {
    const { widget, requests } = flow();
    const screen = new AbortController();
    const onFailure = vi.fn();
    const autofill = runPasskeyAutofill(widget, screen.signal, onFailure);
    requests[0]?.reject(apiError('invalid_signature', 'Bad signature.'));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    screen.abort();
    await autofill;
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(widget.store.screen).toBe('Main');
  });
});

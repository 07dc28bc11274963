import type { WidgetClient } from '../client/widget-client';
import { type FakeClientBuilder, fakeClient } from './fake-client';

type StartResult = Awaited<ReturnType<WidgetClient['cryptoWallets']['authenticateStart']>>;
type AuthenticateResult = Awaited<ReturnType<WidgetClient['cryptoWallets']['authenticate']>>;

export const CHALLENGE = 'Sign in to Foyer: nonce 7f3a';

/** The server's answer to a wallet sign-in start. */
export function challengeResponse(challenge = CHALLENGE): StartResult {
  return { challenge, request_id: 'request-test-1', status_code: 200 };
}

/** A wallet sign-in's answer, as far as the widget reads it. */
export function walletLoginResponse(userId = 'user-test-1'): AuthenticateResult {
  return { user_id: userId } as AuthenticateResult;
}

/** A client whose wallet sign-in start and authenticate both succeed. */
export function walletSignInClient(builder: FakeClientBuilder = fakeClient()): FakeClientBuilder {
  return builder
    .resolves('cryptoWallets.authenticateStart', challengeResponse())
    .resolves('cryptoWallets.authenticate', walletLoginResponse());
}

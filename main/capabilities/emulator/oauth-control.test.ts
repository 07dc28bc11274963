import { createControlClient, type RunningEmulator, startEmulator } from '@foyer/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_PROVIDERS } from '../../../emulator/src/oauth/providers';
import { OAUTH_PROVIDER_TYPES } from '../../../widget/src/config/oauth-provider-types';
import { createOAuthControl, type OAuthControl } from './oauth-control';

let emulator: RunningEmulator;
let oauth: OAuthControl;
let tokenCount = 0;
const freshToken = () => `public-token-test-oauth-${Date.now()}-${tokenCount++}`;
const controlOf = (token: string) =>
  createControlClient(emulator.httpUrl, token, { controlToken: emulator.controlToken });

beforeAll(async () => {
  emulator = await startEmulator({ httpPort: 0, httpsPort: 0, controlToken: 'auto' });
  oauth = createOAuthControl(controlOf);
});
afterAll(async () => {
  await emulator.close();
});

describe('OAuth control capability (against a running emulator)', () => {
  // The emulator keeps its own table (with each provider's facts) and must not depend on the widget.
  it("offers the widget's nineteen providers, which are the emulator's, in the same order", () => {
    expect(OAUTH_PROVIDER_TYPES).toEqual(OAUTH_PROVIDERS);
  });

  it('pre-answers with a new account, which the provider then knows, and shows the waiting answer', async () => {
    const token = freshToken();
    await oauth.preAnswer(token, 'github', {
      kind: 'new',
      identity: { name: 'Ada', email: 'ada@example.com', emailVerified: true },
    });
    const state = await oauth.state(token);
    expect(state.identities).toEqual([
      {
        provider: 'github',
        subject: expect.any(String),
        name: 'Ada',
        email: 'ada@example.com',
        emailVerified: true,
      },
    ]);
    const subject = state.identities[0]?.subject;
    expect(state.preAnswers).toEqual([{ provider: 'github', kind: 'identity', subject, name: 'Ada' }]);
    expect((await controlOf(token).oauthIdentities('github'))[0]?.provider_subject).toBe(subject);
  });

  it('replaces a pre-answer with a known account or a cancel, and clears them all', async () => {
    const token = freshToken();
    await oauth.preAnswer(token, 'apple', {
      kind: 'new',
      identity: { name: 'Grace', email: '', emailVerified: true },
    });
    const [grace] = (await oauth.state(token)).identities;
    expect(grace?.emailVerified).toBe(false);
    await oauth.preAnswer(token, 'google', { kind: 'cancel' });
    await oauth.preAnswer(token, 'apple', { kind: 'known', subject: grace?.subject ?? '' });
    expect((await oauth.state(token)).preAnswers).toEqual(
      expect.arrayContaining([
        { provider: 'google', kind: 'cancel' },
        { provider: 'apple', kind: 'identity', subject: grace?.subject, name: 'Grace' },
      ]),
    );
    await expect(oauth.preAnswer(token, 'github', { kind: 'known', subject: 'nobody' })).rejects.toThrow(
      'github knows no account nobody',
    );
    await oauth.clearPreAnswers(token);
    expect((await oauth.state(token)).preAnswers).toEqual([]);
  });

  it('disables and enables providers, and requires PKCE', async () => {
    const token = freshToken();
    expect(await oauth.state(token)).toMatchObject({ disabledProviders: [], pkceRequired: false });
    await oauth.setProviderEnabled(token, 'google', false);
    await oauth.setProviderEnabled(token, 'yahoo', false);
    await oauth.setProviderEnabled(token, 'google', false);
    await oauth.setPkceRequired(token, true);
    expect(await oauth.state(token)).toMatchObject({
      disabledProviders: ['google', 'yahoo'],
      pkceRequired: true,
    });
    await oauth.setProviderEnabled(token, 'google', true);
    expect((await controlOf(token).settings()).oauth_disabled_providers).toEqual(['yahoo']);
  });
});

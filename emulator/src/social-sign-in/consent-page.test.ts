import { describe, expect, it } from 'vitest';
import {
  authenticateOAuth,
  consentIdOf,
  signInThroughPage,
  startOAuth,
  submitConsent,
  tokenOf,
} from '../test-support/oauth-flows';
import { sdkTestClient } from '../test-support/sdk-test-client';
import { CONSENT_MINUTES } from './consents';
import { knownIdentities } from './identities';

const REDIRECTS = {
  login_redirect_url: 'http://localhost:3000/login?from=oauth',
  signup_redirect_url: 'http://localhost:3000/welcome?plan=free',
};

const ADA = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  email_verified: 'true',
  provider_subject: '1815',
};

function locationOf(response: Response): URL {
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

describe('POST /v1/public/oauth/{provider}/consent', () => {
  it('sends a new identity to the signup URL with an oauth token, keeping its query', async () => {
    const emulator = sdkTestClient();
    const location = locationOf(await signInThroughPage(emulator, 'google', ADA, REDIRECTS));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/welcome');
    expect(location.searchParams.get('plan')).toBe('free');
    expect(location.searchParams.get('stytch_token_type')).toBe('oauth');
    expect(location.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('remembers the new identity, and sends it to the login URL once it has a user', async () => {
    const emulator = sdkTestClient();
    const first = locationOf(await signInThroughPage(emulator, 'google', ADA, REDIRECTS));
    expect((await authenticateOAuth(emulator, tokenOf(first.href))).status).toBe(200);
    expect(knownIdentities(emulator.project(), 'google')).toEqual([
      {
        provider: 'google',
        provider_subject: '1815',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        email_verified: true,
        picture_url: '',
        locale: 'en',
      },
    ]);

    const page = await (await startOAuth(emulator, 'google', REDIRECTS)).text();
    expect(page).toContain('Ada Lovelace');
    const again = locationOf(
      await submitConsent(emulator, 'google', {
        consent_id: consentIdOf(page),
        account: 'existing:1815',
        decision: 'allow',
      }),
    );
    expect(`${again.origin}${again.pathname}`).toBe('http://localhost:3000/login');
    expect(again.searchParams.get('from')).toBe('oauth');
    expect(again.searchParams.get('stytch_token_type')).toBe('oauth');
  });

  it('comes back from Cancel with the provider’s error parameters and no token', async () => {
    const emulator = sdkTestClient();
    const page = await (await startOAuth(emulator, 'discord', REDIRECTS)).text();
    const location = locationOf(
      await submitConsent(emulator, 'discord', { consent_id: consentIdOf(page), decision: 'cancel' }),
    );
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/login');
    expect(location.searchParams.get('from')).toBe('oauth');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBe(
      'The user cancelled signing in with Discord.',
    );
    expect(location.searchParams.has('token')).toBe(false);
  });

  it('answers each page once', async () => {
    const emulator = sdkTestClient();
    const page = await (await startOAuth(emulator, 'google')).text();
    const form = { consent_id: consentIdOf(page), decision: 'cancel' };
    expect((await submitConsent(emulator, 'google', form)).status).toBe(302);
    const replay = await submitConsent(emulator, 'google', form);
    expect(replay.status).toBe(404);
    expect(await replay.text()).toContain('<code>oauth_consent_not_found</code>');
  });

  it(`expires a page after ${CONSENT_MINUTES} minutes of the project clock`, async () => {
    const emulator = sdkTestClient();
    const page = await (await startOAuth(emulator, 'google')).text();
    emulator.project().clock.change({ advance_ms: CONSENT_MINUTES * 60_000 });
    const late = await submitConsent(emulator, 'google', {
      consent_id: consentIdOf(page),
      decision: 'cancel',
    });
    expect(late.status).toBe(404);
  });

  it('takes a consent only at its own provider and project', async () => {
    const emulator = sdkTestClient();
    const consentId = consentIdOf(await (await startOAuth(emulator, 'google')).text());
    const other = sdkTestClient();
    other.project();
    expect(
      (await submitConsent(emulator, 'apple', { consent_id: consentId, decision: 'cancel' })).status,
    ).toBe(404);
    expect(
      (
        await submitConsent(
          emulator,
          'google',
          { consent_id: consentId, decision: 'cancel' },
          other.publicToken,
        )
      ).status,
    ).toBe(404);
    expect(
      (await submitConsent(emulator, 'google', { consent_id: consentId, decision: 'cancel' })).status,
    ).toBe(302);
  });

  it('shows the page again, with the problem and the tester’s input escaped, for fields it cannot use', async () => {
    const emulator = sdkTestClient();
    const consentId = consentIdOf(await (await startOAuth(emulator, 'google')).text());
    const refused = await submitConsent(emulator, 'google', {
      consent_id: consentId,
      account: 'new',
      decision: 'allow',
      name: '<b>Ada</b>',
      email: 'not-an-email',
      provider_subject: '7',
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('<p class="error" role="alert">not-an-email is not an email address.</p>');
    expect(page).toContain('value="&lt;b&gt;Ada&lt;/b&gt;"');
    expect(page).toContain('id="account-new" value="new" checked>');
    expect(consentIdOf(page)).toBe(consentId);

    for (const [fields, problem] of [
      [{ provider_subject: '' }, 'The provider subject is required'],
      [
        { provider_subject: '7', picture_url: 'javascript:alert(1)' },
        'The picture URL must be an absolute http',
      ],
      [{ account: 'existing:nobody' }, 'Choose an account, or describe a new one.'],
    ] as const) {
      const again = await submitConsent(emulator, 'google', {
        consent_id: consentId,
        account: 'new',
        decision: 'allow',
        ...fields,
      });
      expect(await again.text()).toContain(problem);
    }
    const allowed = await submitConsent(emulator, 'google', {
      consent_id: consentId,
      account: 'new',
      decision: 'allow',
      provider_subject: '7',
    });
    expect(allowed.status).toBe(302);
  });

  it('takes the redirect only from the stored start, whatever the form carries', async () => {
    const emulator = sdkTestClient();
    const consentId = consentIdOf(await (await startOAuth(emulator, 'google', REDIRECTS)).text());
    const location = locationOf(
      await submitConsent(emulator, 'google', {
        consent_id: consentId,
        decision: 'cancel',
        login_redirect_url: 'https://evil.example/',
        redirect_url: 'https://evil.example/',
      }),
    );
    expect(location.origin).toBe('http://localhost:3000');
  });

  it('does not mark an email verified when the box is unticked', async () => {
    const emulator = sdkTestClient();
    const { email_verified: _verified, ...unverified } = ADA;
    await signInThroughPage(emulator, 'google', unverified);
    expect(knownIdentities(emulator.project(), 'google')[0]?.email_verified).toBe(false);
  });
});

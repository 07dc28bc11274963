import type { Session } from '@stytch/vanilla-js/headless';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OAUTH_PROVIDER_TYPES, type OAuthProviderType, type WidgetConfig } from '../../config/types';
import { es } from '../../locales/es';
import { lastUsedKey } from '../../products/oauth/last-used';
import { type FakeClientBuilder, fakeClient } from '../../test-support/fake-client';
import { renderWidget } from '../../test-support/render-widget';

const NAMES: Readonly<Record<OAuthProviderType, string>> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
};
const PUBLIC_TOKEN = 'public-token-test-fake';

const oauthOnly = (...types: OAuthProviderType[]): WidgetConfig => ({
  products: ['oauth'],
  oauthOptions: { providers: types.map((type) => ({ type })) },
});

/** A client whose session the test changes, as the host completing the redirect on this page would. */
function clientWithSession(session: Partial<Session> | null = null) {
  let current = session;
  const listeners = new Set<(session: Session | null) => void>();
  const builder = fakeClient()
    .handles('session.getSync', () => current as Session | null)
    .handles('session.onChange', (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    });
  const signIn = (factors: object[]) =>
    act(() => {
      current = { session_id: 'session-test-1', authentication_factors: factors } as unknown as Session;
      for (const listener of listeners) listener(current as Session);
    });
  return { builder, signIn };
}

/** Makes every provider's start resolve, as the client's does once it has set the page's address. */
function navigatesForEveryProvider(builder: FakeClientBuilder) {
  for (const type of OAUTH_PROVIDER_TYPES) builder.resolves(`oauth.${type}.start`, undefined);
  return builder;
}

const oauthButtons = () => screen.getAllByRole('button', { name: /^Continue with / });

afterEach(() => localStorage.clear());

describe("Main's OAuth buttons", () => {
  it('shows "Continue with {provider}" for all nineteen providers, in config order, each with a decorative mark', async () => {
    const reversed = [...OAUTH_PROVIDER_TYPES].reverse();
    renderWidget(clientWithSession().builder.build(), { config: oauthOnly(...reversed) });
    await screen.findByRole('button', { name: 'Continue with Yahoo' });
    const buttons = oauthButtons();
    expect(buttons.map((button) => button.textContent)).toEqual(
      reversed.map((type) => `Continue with ${NAMES[type]}`),
    );
    for (const button of buttons) {
      const mark = button.querySelector('svg');
      expect(mark?.getAttribute('aria-hidden')).toBe('true');
      expect(mark?.getAttribute('focusable')).toBe('false');
    }
  });

  it('speaks the locale of the widget', async () => {
    renderWidget(clientWithSession().builder.build(), {
      config: oauthOnly('google', 'github'),
      locale: es,
    });
    expect(await screen.findByRole('button', { name: 'Continuar con Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar con GitHub' })).toBeTruthy();
  });

  it("starts the provider with the login and signup redirect URLs, and that provider's scopes and parameters", async () => {
    const fake = navigatesForEveryProvider(clientWithSession().builder).build();
    const { user } = renderWidget(fake, {
      config: {
        products: ['oauth'],
        oauthOptions: {
          loginRedirectURL: 'https://app.test/authenticate?from=login',
          signupRedirectURL: 'https://app.test/welcome',
          providers: [
            { type: 'google', custom_scopes: ['https://www.googleapis.com/auth/drive.readonly'] },
            {
              type: 'github',
              custom_scopes: ['read:org', 'gist'],
              provider_params: { login: 'ada', allow_signup: 'false' },
            },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
    expect(fake.calls('oauth.github.start')).toEqual([
      [
        {
          login_redirect_url: 'https://app.test/authenticate?from=login',
          signup_redirect_url: 'https://app.test/welcome',
          custom_scopes: ['read:org', 'gist'],
          provider_params: { login: 'ada', allow_signup: 'false' },
        },
      ],
    ]);
    expect(fake.calls('oauth.google.start')).toEqual([]);
  });

  it("sends no redirect URLs when the config has none, so the project's defaults apply", async () => {
    const fake = navigatesForEveryProvider(clientWithSession().builder).build();
    const { user } = renderWidget(fake, { config: oauthOnly('apple') });
    await user.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    expect(fake.calls('oauth.apple.start')).toEqual([[{}]]);
  });

  it('disables every button while the start is out and the page is leaving, until the browser brings the page back', async () => {
    const { builder } = clientWithSession();
    const start = builder.pending('oauth.google.start');
    const fake = builder.build();
    const { user } = renderWidget(fake, { config: oauthOnly('google', 'github', 'apple') });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    const google = screen.getByRole('button', { name: /Continue with Google/ });
    expect(google.getAttribute('aria-busy')).toBe('true');
    expect(oauthButtons().map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true]);
    expect((google as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    expect(fake.calls('oauth.google.start')).toHaveLength(1);

    // The address is set: the page is on its way out, and stays unusable.
    await act(async () => start.resolve(undefined));
    expect(google.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toHaveProperty('disabled', true);

    // Back from the back-forward cache, the page is usable again. (The test DOM's PageTransitionEvent
    // drops `persisted`, so the event carries it as the browser's does.)
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(oauthButtons().map((button) => (button as HTMLButtonElement).disabled)).toEqual([
      false,
      false,
      false,
    ]);
    expect(screen.getByRole('button', { name: 'Continue with Google' }).getAttribute('aria-busy')).toBeNull();
  });

  it("shows a start the client refuses in the banner, in the client's words, reports it, and lets the user try again", async () => {
    const usage = Object.assign(
      new Error('Invalid call to oauth.github.start\ncustom_scopes must be an array of strings'),
      { name: 'StytchSDKUsageError' },
    );
    const fake = clientWithSession().builder.rejects('oauth.github.start', usage).build();
    const { user, errors } = renderWidget(fake, { config: oauthOnly('google', 'github') });
    await user.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(usage.message),
    );
    expect(errors).toEqual([{ message: usage.message, cause: usage }]);
    expect(oauthButtons().map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, false]);
  });

  it('is reached and pressed by keyboard', async () => {
    const fake = navigatesForEveryProvider(clientWithSession().builder).build();
    const { user } = renderWidget(fake, { config: oauthOnly('google', 'github') });
    await screen.findByRole('button', { name: 'Continue with Google' });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue with GitHub' }));
    await user.keyboard('{Enter}');
    expect(fake.calls('oauth.github.start')).toHaveLength(1);
  });
});

describe('the "Last used" mark', () => {
  const stored = () => JSON.parse(localStorage.getItem(lastUsedKey(PUBLIC_TOKEN)) ?? 'null');
  const startedHere = (started: OAuthProviderType) =>
    localStorage.setItem(lastUsedKey(PUBLIC_TOKEN), JSON.stringify({ started, confirmed: null }));

  it('records the provider at the click, and marks nothing yet: the sign-in may never complete', async () => {
    const { builder } = clientWithSession();
    const { user } = renderWidget(navigatesForEveryProvider(builder).build(), {
      config: oauthOnly('google', 'github'),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
    expect(stored()).toEqual({ started: 'github', confirmed: null });
    expect(screen.queryByText('Last used')).toBeNull();
  });

  it("appears, as the button's description, when the session the host completes on this page shows the started provider", async () => {
    startedHere('github');
    const { builder, signIn } = clientWithSession();
    renderWidget(builder.build(), { config: oauthOnly('google', 'github') });
    await screen.findByRole('button', { name: 'Continue with GitHub' });
    expect(screen.queryByText('Last used')).toBeNull();

    signIn([{ type: 'oauth', delivery_method: 'oauth_github' }]);
    const github = await screen.findByRole('button', {
      name: 'Continue with GitHub',
      description: 'Last used',
    });
    expect(github.textContent).toBe('Continue with GitHubLast used');
    expect(screen.getByRole('button', { name: 'Continue with Google', description: '' })).toBeTruthy();
    expect(stored()).toEqual({ started: null, confirmed: 'github' });
  });

  it('is not shown when the session was made another way', async () => {
    startedHere('google');
    const { builder, signIn } = clientWithSession();
    renderWidget(builder.build(), { config: oauthOnly('google', 'github') });
    await screen.findByRole('button', { name: 'Continue with Google' });
    signIn([{ type: 'magic_link', delivery_method: 'email' }]);
    expect(screen.queryByText('Last used')).toBeNull();
    expect(stored()).toEqual({ started: 'google', confirmed: null });
  });

  it('shows at mount for a provider confirmed before, and for a session that confirms a start on this page load', async () => {
    localStorage.setItem(lastUsedKey(PUBLIC_TOKEN), JSON.stringify({ started: null, confirmed: 'apple' }));
    renderWidget(clientWithSession().builder.build(), { config: oauthOnly('google', 'apple') });
    expect(
      await screen.findByRole('button', { name: 'Continue with Apple', description: 'Last used' }),
    ).toBeTruthy();

    // Back from the provider: the host completed the login before mounting the widget.
    localStorage.setItem(
      lastUsedKey(PUBLIC_TOKEN),
      JSON.stringify({ started: 'google', confirmed: 'apple' }),
    );
    const signedIn = { authentication_factors: [{ type: 'oauth', delivery_method: 'oauth_google' }] };
    renderWidget(clientWithSession(signedIn as unknown as Session).builder.build(), {
      config: oauthOnly('google', 'apple'),
    });
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: 'Continue with Google', description: 'Last used' }),
      ).toHaveLength(1),
    );
  });
});

describe('the button column', () => {
  it('stacks the OAuth buttons, then the wallets, above the "or" and the email form', async () => {
    const { element } = renderWidget(clientWithSession().builder.build(), {
      config: {
        products: ['oauth', 'crypto', 'emailMagicLinks'],
        oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
      },
    });
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    const github = screen.getByRole('button', { name: 'Continue with GitHub' });
    const setUpWallet = screen.getByRole('link', { name: 'Set up a new crypto wallet' });
    const column = element.querySelector('.foyer-buttons');
    expect([google, github, setUpWallet].map((item) => column?.contains(item))).toEqual([true, true, true]);
    const inOrder = [google, github, setUpWallet, screen.getByText('or'), screen.getByLabelText('Email')];
    for (const [index, item] of inOrder.slice(1).entries()) {
      expect(inOrder[index]?.compareDocumentPosition(item) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });
});

import type { Session } from '@stytch/vanilla-js';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { WidgetClient } from '../../client/widget-client';
import { es } from '../../locales/es';
import { WidgetRuntime } from '../../runtime/widget-runtime';
import { apiError, type FakeClientBuilder, fakeClient } from '../../test-support/fake-client';
import { renderWidget } from '../../test-support/render-widget';

type AuthorizeStart = Awaited<ReturnType<WidgetClient['idp']['oauthAuthorizeStart']>>;
type ScopeResult = AuthorizeStart['scope_results'][number];

const AUTHORIZE_PAGE =
  '/idp?client_id=app-1&redirect_uri=https%3A%2F%2Fapp.test%2Fcb&scope=openid%20email%20profile&state=s1&nonce=n1';
const LOGOUT_PAGE = '/idp?client_id=app-1&post_logout_redirect_uri=https%3A%2F%2Fapp.test%2Fbye&state=s2';
const CODE_REDIRECT = 'https://app.test/cb?code=code-1&state=s1';

const grantable = (scope: string, description = ''): ScopeResult => ({
  scope,
  description,
  is_grantable: true,
});

function authorizeStart(overrides: Partial<AuthorizeStart> = {}): AuthorizeStart {
  return {
    request_id: 'request-1',
    status_code: 200,
    user_id: 'user-test-1',
    user: {} as AuthorizeStart['user'],
    client: {
      client_id: 'app-1',
      client_type: 'third_party',
      client_name: 'Notes',
      client_description: '',
    },
    consent_required: true,
    scope_results: ['openid', 'email', 'profile'].map((scope) => grantable(scope)),
    ...overrides,
  };
}

function signedIn(builder: FakeClientBuilder = fakeClient()) {
  return builder
    .handles('session.getSync', () => ({ session_id: 'session-test-1' }) as Session)
    .withBootstrap({ projectName: 'Acme' });
}

function openPage(path: string) {
  window.history.replaceState(null, '', path);
}

let navigate: MockInstance<(url: string) => void>;
beforeEach(() => {
  navigate = vi.spyOn(WidgetRuntime.prototype, 'navigate').mockImplementation(() => {});
});
afterEach(() => navigate.mockRestore());

describe('IDPConsent: authorize', () => {
  it('asks the server with the parsed request, then "Sign in to {clientName} with {projectName}" for standard scopes', async () => {
    openPage(AUTHORIZE_PAGE);
    const fake = signedIn().resolves('idp.oauthAuthorizeStart', authorizeStart()).build();
    const { handle } = renderWidget(fake, {}, 'identityProvider');
    expect(await screen.findByRole('heading', { name: 'Sign in to Notes with Acme' })).toBeTruthy();
    expect(fake.calls('idp.oauthAuthorizeStart')).toEqual([
      [
        {
          client_id: 'app-1',
          redirect_uri: 'https://app.test/cb',
          response_type: 'code',
          scopes: ['openid', 'email', 'profile'],
          state: 's1',
          nonce: 'n1',
        },
      ],
    ]);
    const list = screen.getByRole('list', { name: 'Notes is requesting to:' });
    expect(list.textContent).toContain('Confirm who you are');
    expect(list.textContent).toContain('See information from your profile');
    expect(screen.getByRole('button', { name: 'Allow' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeTruthy();
    expect(handle.state.formState.idpState?.step.status).toBe('consentRequired');
  });

  it('uses the defaults "code" and "openid email profile" when the request leaves them out', async () => {
    openPage('/idp?client_id=app-1&redirect_uri=https%3A%2F%2Fapp.test%2Fcb');
    const fake = signedIn().resolves('idp.oauthAuthorizeStart', authorizeStart()).build();
    renderWidget(fake, {}, 'identityProvider');
    await screen.findByRole('heading', { name: 'Sign in to Notes with Acme' });
    expect(fake.calls('idp.oauthAuthorizeStart')[0]?.[0]).toMatchObject({
      response_type: 'code',
      scopes: ['openid', 'email', 'profile'],
    });
  });

  it('shows a loading state while the preflight is out', async () => {
    openPage(AUTHORIZE_PAGE);
    const builder = signedIn();
    const start = builder.pending('idp.oauthAuthorizeStart');
    const { handle } = renderWidget(builder.build(), {}, 'identityProvider');
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(handle.state.formState.idpState?.step.status).toBe('preflight');
    await act(async () => start.resolve(authorizeStart()));
    expect(await screen.findByRole('button', { name: 'Allow' })).toBeTruthy();
  });

  it('says "{clientName} wants to access your {projectName} account" when a custom scope is asked, with its description or "Use the {scope} scope"', async () => {
    openPage(AUTHORIZE_PAGE);
    const fake = signedIn()
      .resolves(
        'idp.oauthAuthorizeStart',
        authorizeStart({
          scope_results: [
            grantable('openid'),
            grantable('read:notes', 'Read your notes'),
            grantable('write:notes'),
          ],
        }),
      )
      .build();
    renderWidget(fake, {}, 'identityProvider');
    expect(
      await screen.findByRole('heading', { name: 'Notes wants to access your Acme account' }),
    ).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain('Read your notes');
    expect(items).toContain('Use the write:notes scope');
  });

  it('words phone, offline_access and full_access, and lists scopes the user cannot grant apart', async () => {
    openPage(AUTHORIZE_PAGE);
    const fake = signedIn()
      .resolves(
        'idp.oauthAuthorizeStart',
        authorizeStart({
          scope_results: [
            grantable('phone'),
            grantable('offline_access'),
            grantable('full_access'),
            { scope: 'admin:all', description: 'Manage everything', is_grantable: false },
          ],
        }),
      )
      .build();
    const { user } = renderWidget(fake, {}, 'identityProvider');
    await screen.findByRole('heading', { name: 'Sign in to Notes with Acme' });
    await user.click(screen.getByRole('button', { name: 'See information from your profile' }));
    expect(screen.getByText('Your phone number')).toBeTruthy();
    expect(screen.getByText('Act for you with full access to your account')).toBeTruthy();
    const offline = screen.getByRole('button', {
      name: 'Keep access to your account while you are not using the app',
    });
    await user.click(offline);
    expect(screen.getByText('Reach your data while you are offline.')).toBeTruthy();
    const ungrantable = screen.getByRole('button', {
      name: 'You cannot give Notes some of the access it asks for:',
    });
    await user.click(ungrantable);
    expect(screen.getByText('Manage everything')).toBeTruthy();
  });

  it("opens and closes a line's details from the keyboard, saying so through aria-expanded", async () => {
    openPage(AUTHORIZE_PAGE);
    const fake = signedIn().resolves('idp.oauthAuthorizeStart', authorizeStart()).build();
    const { user } = renderWidget(fake, {}, 'identityProvider');
    const toggle = await screen.findByRole('button', { name: 'See information from your profile' });
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details?.hidden).toBe(true);
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details?.hidden).toBe(false);
    expect(details?.textContent).toContain('Your email address');
    expect(details?.textContent).toContain('Your name, picture and language');
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Allow' }));
  });

  it('calls the client "The App" when it has no name', async () => {
    openPage(AUTHORIZE_PAGE);
    const start = authorizeStart();
    const fake = signedIn()
      .resolves('idp.oauthAuthorizeStart', { ...start, client: { ...start.client, client_name: '' } })
      .build();
    renderWidget(fake, {}, 'identityProvider');
    expect(await screen.findByRole('heading', { name: 'Sign in to The App with Acme' })).toBeTruthy();
  });

  it('submits consent on Allow, shows success, completes the flow, then follows the returned redirect', async () => {
    openPage(AUTHORIZE_PAGE);
    const builder = signedIn().resolves('idp.oauthAuthorizeStart', authorizeStart());
    const submit = builder.pending('idp.oauthAuthorizeSubmit');
    const fake = builder.build();
    const order: string[] = [];
    navigate.mockImplementation((url) => order.push(`navigate ${url}`));
    const { user } = renderWidget(
      fake,
      { callbacks: { onEvent: (event) => order.push(event.type) } },
      'identityProvider',
    );
    await user.click(await screen.findByRole('button', { name: 'Allow' }));
    expect(screen.getByRole('button', { name: /Allow/ }).getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Deny' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fake.calls('idp.oauthAuthorizeSubmit')[0]?.[0]).toMatchObject({
      client_id: 'app-1',
      redirect_uri: 'https://app.test/cb',
      scopes: ['openid', 'email', 'profile'],
      state: 's1',
      nonce: 'n1',
      consent_granted: true,
    });
    await act(async () =>
      submit.resolve({
        request_id: 'r',
        status_code: 200,
        redirect_uri: CODE_REDIRECT,
        authorization_code: 'code-1',
      }),
    );
    const heading = await screen.findByRole('heading', { name: 'Success!' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Taking you back to Notes…')).toBeTruthy();
    expect(order).toEqual(['authenticate-flow-complete', `navigate ${CODE_REDIRECT}`]);
  });

  it('submits a denial on Deny, says access was denied, tells the host, and returns to the application', async () => {
    openPage(AUTHORIZE_PAGE);
    const denied = 'https://app.test/cb?error=access_denied&state=s1';
    const fake = signedIn()
      .resolves('idp.oauthAuthorizeStart', authorizeStart())
      .resolves('idp.oauthAuthorizeSubmit', { request_id: 'r', status_code: 200, redirect_uri: denied })
      .build();
    const { user, events } = renderWidget(fake, {}, 'identityProvider');
    await user.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(
      await screen.findByRole('heading', { name: 'Access to the application was denied.' }),
    ).toBeTruthy();
    expect(fake.calls('idp.oauthAuthorizeSubmit')[0]?.[0]).toMatchObject({ consent_granted: false });
    expect(events).toContainEqual({ type: 'consent-denied', data: {} });
    expect(events.map(({ type }) => type)).not.toContain('authenticate-flow-complete');
    expect(navigate.mock.calls).toEqual([[denied]]);
  });

  it('submits at once, without consent, when the server needs none, and follows the redirect', async () => {
    openPage(AUTHORIZE_PAGE);
    const fake = signedIn()
      .resolves('idp.oauthAuthorizeStart', authorizeStart({ consent_required: false }))
      .resolves('idp.oauthAuthorizeSubmit', {
        request_id: 'r',
        status_code: 200,
        redirect_uri: CODE_REDIRECT,
      })
      .build();
    const { events } = renderWidget(fake, {}, 'identityProvider');
    await waitFor(() => expect(navigate.mock.calls).toEqual([[CODE_REDIRECT]]));
    expect(fake.calls('idp.oauthAuthorizeSubmit')[0]?.[0]).toMatchObject({ consent_granted: false });
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(events).toContainEqual({ type: 'authenticate-flow-complete', data: {} });
  });

  it('with prompt=none shows nothing and asks no question: it submits at once and follows the code redirect', async () => {
    openPage(`${AUTHORIZE_PAGE}&prompt=none`);
    const fake = signedIn()
      .resolves('idp.oauthAuthorizeSubmit', {
        request_id: 'r',
        status_code: 200,
        redirect_uri: CODE_REDIRECT,
      })
      .build();
    renderWidget(fake, {}, 'identityProvider');
    await waitFor(() => expect(navigate.mock.calls).toEqual([[CODE_REDIRECT]]));
    expect(fake.calls('idp.oauthAuthorizeStart')).toEqual([]);
    expect(fake.calls('idp.oauthAuthorizeSubmit')[0]?.[0]).toMatchObject({
      prompt: 'none',
      consent_granted: false,
    });
  });

  it('with prompt=none and nobody signed in, reports login_required and returns it to the application, with no screen', async () => {
    openPage(`${AUTHORIZE_PAGE}&prompt=none`);
    const refused =
      'https://app.test/cb?error=login_required&error_description=Nobody&state=s1&iss=https%3A%2F%2Fidp.test';
    const fake = fakeClient()
      .handles('session.getSync', () => null)
      .resolves('idp.oauthAuthorizeSubmit', { request_id: 'r', status_code: 200, redirect_uri: refused })
      .build();
    const { errors, events } = renderWidget(fake, {}, 'identityProvider');
    await waitFor(() => expect(navigate.mock.calls).toEqual([[refused]]));
    expect(errors).toEqual([
      { message: 'The application’s request was answered with “login_required”; returning to it.' },
    ]);
    expect(screen.queryByText('No active session detected. Please log in to continue.')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(events.map(({ type }) => type)).not.toContain('authenticate-flow-complete');
  });

  it('reports a refusal the server sends to the application (a login too old for max_age) instead of saying success', async () => {
    openPage(`${AUTHORIZE_PAGE}&max_age=60&code_challenge_method=plain`);
    const refused = 'https://app.test/cb?error=login_required&state=s1';
    const fake = signedIn()
      .resolves('idp.oauthAuthorizeStart', authorizeStart({ consent_required: false }))
      .resolves('idp.oauthAuthorizeSubmit', { request_id: 'r', status_code: 200, redirect_uri: refused })
      .build();
    const { errors, events } = renderWidget(fake, {}, 'identityProvider');
    await waitFor(() => expect(navigate.mock.calls).toEqual([[refused]]));
    expect(fake.calls('idp.oauthAuthorizeStart')[0]?.[0]).toMatchObject({
      max_age: '60',
      code_challenge_method: 'plain',
    });
    expect(errors).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Success!' })).toBeNull();
    expect(events.map(({ type }) => type)).not.toContain('authenticate-flow-complete');
  });

  it.each([
    ['javascript:', 'javascript:alert(document.domain)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a custom scheme', 'notes-app://callback?code=code-1'],
    ['a relative address', '/elsewhere'],
  ])('refuses to follow %s redirect: says so, reports it, and stays', async (_case, redirect) => {
    openPage(AUTHORIZE_PAGE);
    const fake = signedIn()
      .resolves('idp.oauthAuthorizeStart', authorizeStart())
      .resolves('idp.oauthAuthorizeSubmit', { request_id: 'r', status_code: 200, redirect_uri: redirect })
      .build();
    const { user, errors, events } = renderWidget(fake, {}, 'identityProvider');
    await user.click(await screen.findByRole('button', { name: 'Allow' }));
    const text =
      'The application asked to return to an address that is not a web page, so it was not opened.';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(errors.map(({ message }) => message)).toEqual([text]);
    expect(events.map(({ type }) => type)).not.toContain('authenticate-flow-complete');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows a preflight refusal in the server's words and reports it", async () => {
    openPage(AUTHORIZE_PAGE);
    const refusal = apiError('invalid_redirect_uri', 'redirect_uri is not registered for this client.');
    const fake = signedIn().rejects('idp.oauthAuthorizeStart', refusal).build();
    const { errors, handle } = renderWidget(fake, {}, 'identityProvider');
    expect(await screen.findByText('redirect_uri is not registered for this client.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Looks like there was an error!' })).toBeTruthy();
    expect(errors).toEqual([{ message: 'redirect_uri is not registered for this client.', cause: refusal }]);
    expect(handle.state.formState.idpState?.step.status).toBe('error');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [
      'no longer knows the cached one',
      apiError('unauthorized_credentials', 'Unauthorized credentials.', 401),
    ],
    [
      'will not use it for this request (signed in before a prompt=login request arrived)',
      apiError('session_not_found', 'Session could not be found.', 404),
    ],
  ])('says no session is active, and lets the session go, when the server %s', async (_, refusal) => {
    openPage(AUTHORIZE_PAGE);
    const fake = signedIn()
      .rejects('idp.oauthAuthorizeStart', refusal)
      .handles('session.revoke', () => Promise.resolve({ request_id: 'r', status_code: 200 }))
      .build();
    const { errors } = renderWidget(fake, {}, 'identityProvider');
    const text = 'No active session detected. Please log in to continue.';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(errors).toEqual([{ message: text, cause: refusal }]);
    // So that the host's login page signs the user in anew rather than sending them straight back.
    expect(fake.calls('session.revoke')).toEqual([[{ forceClear: true }]]);
  });

  it("shows a 401 about the request itself in the server's words, and keeps the session", async () => {
    openPage(AUTHORIZE_PAGE);
    const refusal = apiError(
      'connected_app_supplied_redirect_url_not_found_in_client',
      'The redirect URL supplied in the request is not registered to the client.',
      401,
    );
    const fake = signedIn()
      .rejects('idp.oauthAuthorizeStart', refusal)
      .handles('session.revoke', () => Promise.resolve({ request_id: 'r', status_code: 200 }))
      .build();
    renderWidget(fake, {}, 'identityProvider');
    expect(
      await screen.findByText('The redirect URL supplied in the request is not registered to the client.'),
    ).toBeTruthy();
    expect(fake.calls('session.revoke')).toEqual([]);
  });

  it('says no session is active, and reports it, without asking the server when nobody is signed in', async () => {
    openPage(AUTHORIZE_PAGE);
    const fake = fakeClient()
      .handles('session.getSync', () => null)
      .build();
    const { errors, handle } = renderWidget(fake, {}, 'identityProvider');
    const text = 'No active session detected. Please log in to continue.';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(errors).toEqual([{ message: text }]);
    expect(handle.state.screen).toBe('Error');
    expect(fake.calls('idp.oauthAuthorizeStart')).toEqual([]);
  });

  it.each([
    ['/idp?redirect_uri=https%3A%2F%2Fapp.test%2Fcb', 'client_id'],
    ['/idp?client_id=app-1', 'redirect_uri'],
    ['/idp?post_logout_redirect_uri=https%3A%2F%2Fapp.test', 'client_id'],
    ['/idp?client_id=app-1&post_logout_redirect_uri=', 'post_logout_redirect_uri'],
  ])('names the missing parameter of %s and reports it', async (path, param) => {
    openPage(path);
    const { errors } = renderWidget(signedIn().build(), {}, 'identityProvider');
    const text = `Required parameter is missing: ${param}. Please reach out to the application developer.`;
    expect(await screen.findByText(text)).toBeTruthy();
    expect(errors).toEqual([{ message: text }]);
  });

  it('speaks the mounted language', async () => {
    openPage(AUTHORIZE_PAGE);
    const fake = signedIn().resolves('idp.oauthAuthorizeStart', authorizeStart()).build();
    renderWidget(fake, { locale: es }, 'identityProvider');
    expect(await screen.findByRole('heading', { name: 'Inicia sesión en Notes con Acme' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Permitir' })).toBeTruthy();
  });
});

describe('IDPConsent: logout', () => {
  const logoutStart = (consentRequired: boolean, redirect = 'https://app.test/bye?state=s2') => ({
    request_id: 'r',
    status_code: 200,
    redirect_uri: redirect,
    consent_required: consentRequired,
  });

  it('asks "Log out?" and, on Yes, revokes the session for good and returns to the application', async () => {
    openPage(LOGOUT_PAGE);
    const fake = signedIn()
      .resolves('idp.oauthLogoutStart', logoutStart(true))
      .resolves('session.revoke', { request_id: 'r', status_code: 200 })
      .build();
    const { user } = renderWidget(fake, {}, 'identityProvider');
    expect(await screen.findByRole('heading', { name: 'Log out?' })).toBeTruthy();
    expect(screen.getByText('Are you sure you want to log out of your Acme account?')).toBeTruthy();
    expect(fake.calls('idp.oauthLogoutStart')).toEqual([
      [{ client_id: 'app-1', post_logout_redirect_uri: 'https://app.test/bye', state: 's2' }],
    ]);
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(navigate.mock.calls).toEqual([['https://app.test/bye?state=s2']]));
    expect(fake.calls('session.revoke')).toEqual([[{ forceClear: true }]]);
  });

  it('still returns to the application when the revoke fails', async () => {
    openPage(LOGOUT_PAGE);
    const fake = signedIn()
      .resolves('idp.oauthLogoutStart', logoutStart(true))
      .rejects('session.revoke', apiError('session_not_found', 'Session not found.', 404))
      .build();
    const { user, errors } = renderWidget(fake, {}, 'identityProvider');
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(navigate.mock.calls).toEqual([['https://app.test/bye?state=s2']]));
    expect(errors).toEqual([]);
  });

  it('says "You have not been logged out." on No, and stays', async () => {
    openPage(LOGOUT_PAGE);
    const fake = signedIn().resolves('idp.oauthLogoutStart', logoutStart(true)).build();
    const { user } = renderWidget(fake, {}, 'identityProvider');
    await user.click(await screen.findByRole('button', { name: 'No' }));
    const heading = await screen.findByRole('heading', {
      name: 'You have not been logged out. You may close this page.',
    });
    expect(document.activeElement).toBe(heading);
    expect(fake.calls('session.revoke')).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out at once when the server needs no confirmation', async () => {
    openPage(LOGOUT_PAGE);
    const fake = signedIn()
      .resolves('idp.oauthLogoutStart', logoutStart(false))
      .resolves('session.revoke', { request_id: 'r', status_code: 200 })
      .build();
    renderWidget(fake, {}, 'identityProvider');
    await waitFor(() => expect(navigate.mock.calls).toEqual([['https://app.test/bye?state=s2']]));
    expect(fake.calls('session.revoke')).toEqual([[{ forceClear: true }]]);
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('keeps the session and stays when the returned redirect is not a web page', async () => {
    openPage(LOGOUT_PAGE);
    const fake = signedIn()
      .resolves('idp.oauthLogoutStart', logoutStart(false, 'javascript:alert(1)'))
      .build();
    const { errors } = renderWidget(fake, {}, 'identityProvider');
    const text =
      'The application asked to return to an address that is not a web page, so it was not opened.';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(errors.map(({ message }) => message)).toEqual([text]);
    expect(fake.calls('session.revoke')).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows a logout preflight refusal in the server's words and reports it", async () => {
    openPage(LOGOUT_PAGE);
    const refusal = apiError(
      'invalid_post_logout_redirect_uri',
      'post_logout_redirect_uri is not registered.',
    );
    const fake = signedIn().rejects('idp.oauthLogoutStart', refusal).build();
    const { errors } = renderWidget(fake, {}, 'identityProvider');
    expect(await screen.findByText('post_logout_redirect_uri is not registered.')).toBeTruthy();
    expect(errors).toEqual([{ message: 'post_logout_redirect_uri is not registered.', cause: refusal }]);
  });
});

import type * as oidc from 'openid-client';
import type { DemoAppEndpoints } from './endpoints';
import { describeError } from './errors';
import { errorPage, homePage, signedInPage } from './pages';
import { beginSignIn, completeSignIn, logoutUrl, refreshSignIn } from './relying-party';
import type { BrowserSession } from './sessions';

/** A project as the app's identity provider: its discovered configuration and its name. */
export type Provider = { config: oidc.Configuration; projectName: string };

export type RouteDeps = {
  endpoints: DemoAppEndpoints;
  /** The project the testbed named through its demo-app capability; null until it names one. */
  currentPublicToken: () => Promise<string | null>;
  /** The project ready for the app (client registered, discovery read), once per project. */
  providerFor: (publicToken: string) => Promise<Provider>;
  randomState: () => string;
};

export type RouteResult =
  | { kind: 'page'; status: number; body: string }
  | { kind: 'redirect'; location: string };

const home = (): RouteResult => ({ kind: 'redirect', location: '/' });

/**
 * The app's pages, free of HTTP plumbing: a request's method, URL and the browser's session in, a
 * page or a redirect out. POSTs answer with a redirect, so a reload never repeats a grant.
 */
export async function route(
  deps: RouteDeps,
  request: { method: string; url: URL },
  session: BrowserSession,
): Promise<RouteResult | null> {
  const { method, url } = request;
  const key = `${method} ${url.pathname}`;
  if (key === 'GET /') return showHome(deps, session);
  if (key === 'GET /sign-in') return signIn(deps, session);
  if (key === 'GET /callback') return callback(deps, url, session);
  if (key === 'POST /refresh') return refresh(deps, session);
  if (key === 'POST /logout') return logOut(deps, session);
  if (key === 'GET /signed-out') return signedOut(url, session);
  return null;
}

async function showHome(deps: RouteDeps, session: BrowserSession): Promise<RouteResult> {
  const notice = session.notice;
  session.notice = null;
  const { phase } = session;
  if (phase.kind === 'signedIn' || phase.kind === 'loggingOut') {
    return { kind: 'page', status: 200, body: signedInPage({ signedIn: phase.signedIn, notice }) };
  }
  const publicToken = await deps.currentPublicToken();
  if (!publicToken) return { kind: 'page', status: 200, body: homePage({ projectName: null, notice }) };
  try {
    const { projectName } = await deps.providerFor(publicToken);
    return { kind: 'page', status: 200, body: homePage({ projectName, notice }) };
  } catch (error) {
    return { kind: 'page', status: 502, body: errorPage(describeError(error)) };
  }
}

async function signIn(deps: RouteDeps, session: BrowserSession): Promise<RouteResult> {
  const publicToken = await deps.currentPublicToken();
  if (!publicToken) return home();
  try {
    const { config } = await deps.providerFor(publicToken);
    const { url, pending } = await beginSignIn(config, deps.endpoints.redirectUri);
    session.phase = { kind: 'signingIn', publicToken, pending };
    return { kind: 'redirect', location: url.href };
  } catch (error) {
    return { kind: 'page', status: 502, body: errorPage(describeError(error)) };
  }
}

async function callback(deps: RouteDeps, url: URL, session: BrowserSession): Promise<RouteResult> {
  const { phase } = session;
  if (phase.kind !== 'signingIn') {
    const error = { code: null, message: 'This sign-in was not started here, or it has already finished.' };
    return { kind: 'page', status: 400, body: errorPage(error) };
  }
  try {
    const { config } = await deps.providerFor(phase.publicToken);
    const signedIn = await completeSignIn(config, url, phase.pending);
    session.phase = { kind: 'signedIn', publicToken: phase.publicToken, signedIn };
    return home();
  } catch (error) {
    // The pending request is spent either way: its state must not be accepted twice.
    session.phase = { kind: 'signedOut' };
    return { kind: 'page', status: 400, body: errorPage(describeError(error)) };
  }
}

async function refresh(deps: RouteDeps, session: BrowserSession): Promise<RouteResult> {
  const { phase } = session;
  if (phase.kind !== 'signedIn') return home();
  try {
    const { config } = await deps.providerFor(phase.publicToken);
    const signedIn = await refreshSignIn(config, phase.signedIn);
    session.phase = { ...phase, signedIn };
    session.notice = { kind: 'info', text: 'Tokens refreshed: the provider rotated the refresh token.' };
  } catch (error) {
    // Refused (revoked in the Emulator panel, say): the tokens stay on show, with why.
    session.notice = { kind: 'error', error: describeError(error) };
  }
  return home();
}

async function logOut(deps: RouteDeps, session: BrowserSession): Promise<RouteResult> {
  const { phase } = session;
  if (phase.kind !== 'signedIn' && phase.kind !== 'loggingOut') return home();
  try {
    const { config } = await deps.providerFor(phase.publicToken);
    const state = deps.randomState();
    const location = logoutUrl(config, {
      idToken: phase.signedIn.idToken,
      postLogoutRedirectUri: deps.endpoints.postLogoutRedirectUri,
      state,
    });
    session.phase = { kind: 'loggingOut', publicToken: phase.publicToken, signedIn: phase.signedIn, state };
    return { kind: 'redirect', location: location.href };
  } catch (error) {
    session.notice = { kind: 'error', error: describeError(error) };
    return home();
  }
}

function signedOut(url: URL, session: BrowserSession): RouteResult {
  const { phase } = session;
  if (phase.kind === 'loggingOut' && url.searchParams.get('state') === phase.state) {
    session.phase = { kind: 'signedOut' };
    session.notice = { kind: 'info', text: 'You are signed out.' };
  } else if (phase.kind !== 'signedOut') {
    session.notice = {
      kind: 'error',
      error: {
        code: null,
        message: 'The logout came back with a state this app did not send; still signed in.',
      },
    };
  }
  return home();
}

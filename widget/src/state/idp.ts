import type { OAuthAuthorizeParams, OAuthLogoutParams } from '@stytch/vanilla-js/headless';
import type { DisplayMessage } from './display-message';
import type { WidgetStore } from './store';

/**
 * An authorize request as the page address gave it: what the client's parser reads, plus what it
 * drops that the provider must still see to refuse or honour it: a PKCE method other than S256, and
 * `max_age`.
 */
export type AuthorizeParams = OAuthAuthorizeParams & { code_challenge_method?: string; max_age?: string };

/** A requested scope as the authorize preflight answered it: its name and the server's description. */
export type RequestedScope = { scope: string; description: string };

/**
 * Where the authorize flow is. `preflight`: the start call is out. `consentRequired`: the user is
 * asked, about the scopes they can grant (and told about those they cannot). `loading`: consent was
 * not needed and the answer is being submitted. `success` and `denied` carry the server's redirect,
 * which the screen follows once the user has seen the outcome. `refused`: the server answered the
 * application with an error it reads at its redirect URI (`login_required` for prompt=none without
 * a session, say); nothing is shown, the widget reports it and follows the redirect.
 */
export type AuthorizeStep =
  | { status: 'preflight' }
  | {
      status: 'consentRequired';
      /** The client's name as registered; empty when it has none (the screen says "The App"). */
      clientName: string;
      grantable: RequestedScope[];
      ungrantable: RequestedScope[];
    }
  | { status: 'loading' }
  | { status: 'success'; clientName: string; redirectUri: string }
  | { status: 'denied'; redirectUri: string }
  | { status: 'refused'; redirectUri: string; error: string }
  | { status: 'error'; problem: DisplayMessage };

/**
 * Where the logout flow is. `confirm`: the user is asked, and Yes leads to `redirectUri`.
 * `loggingOut`: the session is being revoked before the page leaves for the redirect. `declined`: No.
 */
export type LogoutStep =
  | { status: 'preflight' }
  | { status: 'confirm'; redirectUri: string }
  | { status: 'loggingOut' }
  | { status: 'declined' }
  | { status: 'error'; problem: DisplayMessage };

/** The identity-provider screen: which flow the page address asked for, its parameters, and its step. */
export type IdpState =
  | { flow: 'authorize'; params: AuthorizeParams; step: AuthorizeStep }
  | { flow: 'logout'; params: OAuthLogoutParams; step: LogoutStep };

export function setAuthorizeStep(store: WidgetStore, step: AuthorizeStep): void {
  const state = store.formState.idpState;
  if (state?.flow === 'authorize') state.step = step;
}

export function setLogoutStep(store: WidgetStore, step: LogoutStep): void {
  const state = store.formState.idpState;
  if (state?.flow === 'logout') state.step = step;
}

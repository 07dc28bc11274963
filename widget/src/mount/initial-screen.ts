import type { WidgetClient } from '../client/widget-client';
import { type DisplayMessage, message } from '../state/display-message';
import type { InitialState } from '../state/store';
import type { MountMode } from './options';

/** The query parameter carrying the type of a token in an emailed link: brand prefix + `token_type`. */
export const TOKEN_TYPE_PARAM = 'stytch_token_type';

export type ModeInput = {
  mode: MountMode;
  client: WidgetClient;
  search: string;
  passwordResetToken?: string;
};

function missingIdentityProviderParam(params: URLSearchParams): string | null {
  const required = params.has('post_logout_redirect_uri')
    ? ['client_id', 'post_logout_redirect_uri']
    : ['client_id', 'redirect_uri'];
  return required.find((name) => !params.get(name)) ?? null;
}

/**
 * Why this mount mode cannot start, if it cannot: passkey registration needs a signed-in user, the
 * identity-provider screens need their query parameters and a session.
 */
function blockingProblem({ mode, client, search }: ModeInput): DisplayMessage | null {
  if (mode === 'passkeyRegistration' && !client.user.getSync()) return message('passkeys.error.noActiveUser');
  if (mode === 'identityProvider') {
    const missing = missingIdentityProviderParam(new URLSearchParams(search));
    if (missing) return message('idp.error.missingParameter', { param: missing });
    if (!client.session.getSync()) return message('idp.error.noActiveSession');
  }
  return null;
}

/** Where a widget of this mode starts; a mode that cannot start opens on the error screen. */
export function initialStateFor(input: ModeInput): InitialState {
  const problem = blockingProblem(input);
  if (problem) return { screen: 'Error', errorScreen: problem };
  switch (input.mode) {
    case 'login':
      return { screen: 'Main' };
    case 'passwordReset': {
      const isLoginToken = new URLSearchParams(input.search).get(TOKEN_TYPE_PARAM) === 'login';
      return {
        screen: 'PasswordResetForm',
        resetPasswordState: {
          token: input.passwordResetToken ?? '',
          tokenType: isLoginToken ? 'login' : 'reset_password',
        },
      };
    }
    case 'passkeyRegistration':
      return { screen: 'PasskeyRegistrationStart' };
    case 'identityProvider':
      return { screen: 'IDPConsent' };
  }
}

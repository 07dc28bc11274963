import type { ComponentType } from 'react';
import type { WidgetClient } from '../client/widget-client';
import { lazyNamed } from '../products/lazy-named';
import { idpStateFor, isSilent } from '../screens/idp/idp-request';
import { Main } from '../screens/main/Main';
import { type DisplayMessage, message } from '../state/display-message';
import type { ScreenName } from '../state/screens';
import type { InitialState } from '../state/store';
import type { MountMode } from './options';

/** The query parameter carrying the type of a token in an emailed link: brand prefix + `token_type`. */
export const TOKEN_TYPE_PARAM = 'stytch_token_type';

export type ModeInput = {
  client: WidgetClient;
  search: string;
  passwordResetToken?: string;
};

export type MountModeDefinition = {
  /** Why this mode cannot start, if it cannot; the widget then opens on the error screen. */
  precondition(input: ModeInput): DisplayMessage | null;
  /** Where the widget starts when the precondition holds. */
  entry(input: ModeInput): InitialState;
  /** The screens only this mode leads to (its entry screen among them). */
  screens: Partial<Record<ScreenName, ComponentType>>;
  /** Screens a product owns that this mode leads to, whatever the config says. */
  leadsTo?: readonly ScreenName[];
};

/** Each mount mode: its entry screen, what it needs before it can start, and the screens it owns. */
export const MOUNT_MODE_TABLE: Readonly<Record<MountMode, MountModeDefinition>> = {
  login: {
    precondition: () => null,
    entry: () => ({ screen: 'Main' }),
    // Eager: Main renders in the first commit after mount.
    screens: { Main },
  },
  passwordReset: {
    precondition: () => null,
    entry: ({ search, passwordResetToken }) => ({
      screen: 'PasswordResetForm',
      resetPasswordState: {
        token: passwordResetToken ?? '',
        tokenType: new URLSearchParams(search).get(TOKEN_TYPE_PARAM) === 'login' ? 'login' : 'reset_password',
      },
    }),
    screens: {
      PasswordResetForm: lazyNamed(
        () => import('../screens/password/PasswordResetForm'),
        'PasswordResetForm',
      ),
    },
    leadsTo: ['PasswordConfirmation'],
  },
  passkeyRegistration: {
    // Who is signed in is the server's to say, not the client's cache: the start screen asks it.
    precondition: () => null,
    entry: () => ({ screen: 'PasskeyRegistrationStart' }),
    screens: {
      PasskeyRegistrationStart: lazyNamed(
        () => import('../screens/passkey/PasskeyRegistrationStart'),
        'PasskeyRegistrationStart',
      ),
      PasskeyRegistrationSuccess: lazyNamed(
        () => import('../screens/passkey/PasskeyRegistrationSuccess'),
        'PasskeyRegistrationSuccess',
      ),
    },
  },
  identityProvider: {
    precondition: ({ client, search }) => {
      const state = idpStateFor(search);
      if (state.step.status === 'error') return state.step.problem;
      // prompt=none shows nothing, this included: its submit tells the application login_required.
      if (state.flow === 'authorize' && isSilent(state.params)) return null;
      // The cached session answers at once; a session the server no longer knows is the preflight's to say.
      return client.session.getSync() ? null : message('idp.error.noActiveSession');
    },
    entry: ({ search }) => ({ screen: 'IDPConsent', idpState: idpStateFor(search) }),
    screens: { IDPConsent: lazyNamed(() => import('../screens/idp/IDPConsent'), 'IDPConsent') },
  },
};

/** Where a widget of this mode starts; a mode that cannot start opens on the error screen. */
export function initialStateFor(mode: MountMode, input: ModeInput): InitialState {
  const definition = MOUNT_MODE_TABLE[mode];
  const problem = definition.precondition(input);
  return problem ? { screen: 'Error', errorScreen: problem } : definition.entry(input);
}

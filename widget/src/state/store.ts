import { proxy } from 'valtio';
import { initialOneTapState, type OneTapState } from '../products/oauth/one-tap/one-tap-state';
import { type CryptoState, initialCryptoState } from './crypto';
import type { DisplayMessage } from './display-message';
import type { IdpState } from './idp';
import { initialMagicLinkState, type MagicLinkState } from './magic-links';
import { initialOTPState, type OTPState } from './otp';
import { initialPasskeyState, type PasskeyState } from './passkeys';
import { initialPasswordState, type PasswordState, type ResetPasswordState } from './passwords';
import type { ScreenName } from './screens';
import type { Toast } from './toasts';

export type FormState = {
  magicLinkState: MagicLinkState;
  otpState: OTPState;
  passwordState: PasswordState;
  resetPasswordState: ResetPasswordState;
  cryptoState: CryptoState;
  passkeyState: PasskeyState;
  /** The identity-provider screen's flow; null in the other mount modes. */
  idpState: IdpState | null;
};

/**
 * The state of one mounted widget. Hosts read it through the mount handle; only the actions in this
 * folder write it.
 */
export type WidgetState = {
  screen: ScreenName;
  formState: FormState;
  /** The warning banner of the current screen, if any. */
  errorDescriptor: DisplayMessage | null;
  /** What the Error screen says; set together with the move to it. */
  errorScreen: DisplayMessage | null;
  toasts: Toast[];
  /** Google One Tap on Main (pending, shown or failed), when the Google provider has `one_tap`. */
  oneTap: OneTapState;
  /** Screen changes so far; focus moves to a new screen's heading only after the first. */
  navigationCount: number;
};

/**
 * The live Valtio proxy of a `WidgetState`: what actions take and mutate, as opposed to the plain
 * shape a snapshot or a host reads. The same type, named for its role at each use.
 */
export type WidgetStore = WidgetState;

/** Where a new widget starts: its mode's first screen, or the error screen when the mode cannot start. */
export type InitialState = {
  screen: ScreenName;
  errorScreen?: DisplayMessage;
  resetPasswordState?: ResetPasswordState;
  idpState?: IdpState;
};

export function createWidgetStore({
  screen,
  errorScreen,
  resetPasswordState,
  idpState,
}: InitialState): WidgetStore {
  return proxy<WidgetState>({
    screen,
    formState: {
      magicLinkState: initialMagicLinkState(),
      otpState: initialOTPState(),
      passwordState: initialPasswordState(),
      resetPasswordState: resetPasswordState ?? null,
      cryptoState: initialCryptoState(),
      passkeyState: initialPasskeyState(),
      idpState: idpState ?? null,
    },
    errorDescriptor: null,
    errorScreen: errorScreen ?? null,
    toasts: [],
    oneTap: initialOneTapState(),
    navigationCount: 0,
  });
}

import type { WidgetConfig } from './config/types';
import type { WalletType } from './state/crypto';

/** Which kind of email a sent/try-again event is about. */
export type EmailSentType = 'login_or_create_eml' | 'login_or_create_otp' | 'reset_password';

/**
 * Everything the widget reports through `callbacks.onEvent`. `type` names follow the spec; events
 * in the `telemetry` set below also go to the provider's telemetry through the client.
 */
export type WidgetEvent =
  | { type: 'render_login_screen'; data: { config: WidgetConfig } }
  | { type: 'email_sent'; data: { email: string; type: EmailSentType } }
  | { type: 'email_try_again_clicked'; data: { email: string; type: EmailSentType } }
  | { type: 'authenticate-flow-complete'; data: Record<string, never> }
  /** A passkey login succeeded (PasskeyConfirmation follows). */
  | { type: 'PasskeyAuthenticate'; data: { webauthn_registration_id: string } }
  /** A passkey was created for the signed-in user. */
  | { type: 'PasskeyRegister'; data: { webauthn_registration_id: string } }
  /** The user skipped creating a passkey. */
  | { type: 'PasskeySkip'; data: Record<string, never> }
  /** The user is done with the passkey list. */
  | { type: 'PasskeyDone'; data: Record<string, never> }
  /** The wallet gave its address and the server a challenge for it (CryptoSignMessage follows). */
  | {
      type: 'CryptoWalletAuthenticateStart';
      data: { crypto_wallet_address: string; crypto_wallet_type: WalletType };
    }
  /** A wallet sign-in succeeded (CryptoConfirmation follows). */
  | {
      type: 'CryptoWalletAuthenticate';
      data: { crypto_wallet_address: string; crypto_wallet_type: WalletType; user_id: string };
    }
  /** The user denied a third-party application access (identity-provider mode). */
  | { type: 'consent-denied'; data: Record<string, never> };

export type WidgetEventType = WidgetEvent['type'];

export const TELEMETRY_EVENTS: ReadonlySet<WidgetEventType> = new Set([
  'render_login_screen',
  'email_sent',
  'email_try_again_clicked',
]);

/** An error the widget hit: the user-facing text plus the underlying cause, when there is one. */
export type WidgetError = { message: string; cause?: unknown };

export type WidgetCallbacks = {
  onEvent?(event: WidgetEvent): void;
  onError?(error: WidgetError): void;
};

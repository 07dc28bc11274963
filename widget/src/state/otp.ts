import type { WidgetStore } from './store';

export type OTPMethod = 'sms' | 'whatsapp' | 'email';

/** Where a passcode went and until when it works. */
export type SentPasscode = {
  type: OTPMethod;
  /** The id the server gave this phone number or email; the passcode is checked against it. */
  methodId: string;
  /** The E.164 phone number or the email address the passcode was sent to. */
  otpDestination: string;
  /** When the passcode stops working, in epoch milliseconds. */
  expiresAt: number;
};

/** A passcode is either not sent yet, or sent to one destination under one method id. */
export type OTPState = { status: 'idle' } | ({ status: 'sent' } & SentPasscode);

export const initialOTPState = (): OTPState => ({ status: 'idle' });

/** Records a (re)sent passcode: a resend replaces the method id and restarts the expiry. */
export function setOTPSent(store: WidgetStore, sent: SentPasscode): void {
  store.formState.otpState = { status: 'sent', ...sent };
}

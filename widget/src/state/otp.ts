import type { WidgetStore } from './store';

export type OTPMethod = 'sms' | 'whatsapp' | 'email';

/** A passcode is either not sent yet, or sent to one destination under one method id. */
export type OTPState =
  | { status: 'idle' }
  | { status: 'sent'; type: OTPMethod; methodId: string; otpDestination: string };

export const initialOTPState = (): OTPState => ({ status: 'idle' });

export function setOTPSent(
  store: WidgetStore,
  sent: { type: OTPMethod; methodId: string; otpDestination: string },
): void {
  store.formState.otpState = { status: 'sent', ...sent };
}

import { EmailOTPForm } from '../screens/main/EmailOTPForm';
import { SmsOTPForm, WhatsAppOTPForm } from '../screens/main/PhoneOTPForm';
import { lazyNamed } from './lazy-named';
import type { Product } from './types';

/** One-time passcodes by text message, WhatsApp and email. */
export const otp: Product = {
  name: 'otp',
  placement: 'form',
  tabForms: { sms: SmsOTPForm, whatsapp: WhatsAppOTPForm, email: EmailOTPForm },
  screens: {
    OTPAuthenticate: lazyNamed(() => import('../screens/otp/OTPAuthenticate'), 'OTPAuthenticate'),
    OTPConfirmation: lazyNamed(() => import('../screens/otp/OTPConfirmation'), 'OTPConfirmation'),
  },
};

import { lazyNamed } from './lazy-named';
import type { Product } from './types';

/** One-time passcodes by text message, WhatsApp and email. */
export const otp: Product = {
  name: 'otp',
  screens: {
    OTPAuthenticate: lazyNamed(() => import('../screens/OTPAuthenticate'), 'OTPAuthenticate'),
    OTPConfirmation: lazyNamed(() => import('../screens/OTPConfirmation'), 'OTPConfirmation'),
  },
  tabForms: {
    sms: lazyNamed(() => import('../screens/main/PhoneOTPForm'), 'SmsOTPForm'),
    whatsapp: lazyNamed(() => import('../screens/main/PhoneOTPForm'), 'WhatsAppOTPForm'),
    email: lazyNamed(() => import('../screens/main/EmailOTPForm'), 'EmailOTPForm'),
  },
};

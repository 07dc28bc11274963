import type { UserEmail, UserPhoneNumber } from '../users/user-collections';
import type { FactorInput } from './issue-session';

export function emailFactor(type: 'magic_link' | 'otp' | 'password_reset', email: UserEmail): FactorInput {
  return {
    type,
    delivery_method: 'email',
    email_factor: { email_id: email.email_id, email_address: email.email },
  };
}

export function phoneFactor(channel: 'sms' | 'whatsapp', phone: UserPhoneNumber): FactorInput {
  return {
    type: 'otp',
    delivery_method: channel,
    phone_number_factor: { phone_id: phone.phone_id, phone_number: phone.phone_number },
  };
}

export const PASSWORD_FACTOR: FactorInput = { type: 'password', delivery_method: 'knowledge' };

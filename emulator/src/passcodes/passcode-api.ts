import { z } from 'zod';
import type { Project } from '../emulator-store';
import type { FieldErrorTypes } from '../http/validation';
import type { MessageChannel } from '../messages/message-collections';
import { requireValidEmail, requireValidPhoneNumber } from '../users/contact-formats';
import type { Contact, Recipient } from '../users/send-recipient';
import { sendPasscode } from './passcode-flows';

/**
 * What the passcode calls of the browser API (`/sdk/v1/otps/...`) and the backend API (`/v1/otps/...`)
 * share: the send fields, their field errors, and the send itself. Each API finds the recipient its
 * own way (the browser's session, the backend's `user_id` or session fields).
 */

/** The fields every send takes first; each API adds those only it knows. */
export const passcodeSendFields = {
  /** Passcodes live 1 to 10 minutes; the project's `otp_expiration_minutes` applies when none is given. */
  expiration_minutes: z.number().int().min(1).max(10).nullish(),
  locale: z.string().nullish(),
};

/** The email templates an email send may name (the emulator's messages have one wording each). */
export const emailTemplateFields = {
  login_template_id: z.string().nullish(),
  signup_template_id: z.string().nullish(),
};

export const PASSCODE_FIELD_ERRORS: FieldErrorTypes = {
  phone_number: 'invalid_phone_number',
  email: 'invalid_email',
  expiration_minutes: 'invalid_expiration_otp',
  method_id: 'invalid_method_id',
};

/** The checked email or phone number a send body names. */
export function contactOfSendBody(body: { email: string } | { phone_number: string }): Contact {
  return 'email' in body
    ? { kind: 'email', email: requireValidEmail(body.email) }
    : { kind: 'phone', phoneNumber: requireValidPhoneNumber(body.phone_number) };
}

/** Sends one passcode to its recipient, and answers the ids both APIs answer a send with. */
export function sendPasscodeTo(
  project: Project,
  send: {
    channel: MessageChannel;
    contact: Contact;
    recipient: Recipient;
    expirationMinutes: number | null | undefined;
    isLoginOrCreate: boolean;
  },
) {
  const { contact, recipient } = send;
  sendPasscode(project, {
    channel: send.channel,
    to: contact.kind === 'email' ? contact.email : contact.phoneNumber,
    recipient,
    expiresInMinutes: send.expirationMinutes ?? undefined,
  });
  return {
    user_id: recipient.user.user_id,
    [contact.kind === 'email' ? 'email_id' : 'phone_id']: recipient.methodId,
    // Only login_or_create may create a user, so only it says whether it did (as the backend's types say).
    ...(send.isLoginOrCreate ? { user_created: recipient.isNewUser } : {}),
  };
}

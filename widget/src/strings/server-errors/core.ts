import type { MessageId } from '../catalog';

/** Server error types any flow can meet, mapped to the message shown for them. */
export const coreServerErrors: Readonly<Record<string, MessageId>> = {
  invalid_email: 'email.invalid',
};

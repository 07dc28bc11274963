import type { ServerErrorMessages } from '.';

/**
 * Server error types any flow can meet, mapped to the message shown for them: the provider's
 * prebuilt UI's words for the same answer, in the user's language.
 */
export const coreServerErrors: ServerErrorMessages = {
  invalid_email: 'email.invalid',
  // Failed sign-ins in a row lock the user, whichever method they tried.
  user_lock_limit_reached: 'error.userLocked',
  unable_to_auth_magic_link: 'magicLinks.error.spent',
  breached_password: 'passwords.error.breached',
};

import type { EmulatorSession } from '@foyer/emulator/control';

type AuthenticationFactor = EmulatorSession['authentication_factors'][number];

/**
 * A session's factor as a list names it: its type, with the channel where the type alone does not
 * say it (a passcode by email or text, the OAuth provider).
 */
export function factorLabel(factor: AuthenticationFactor): string {
  switch (factor.type) {
    case 'oauth':
      return `oauth (${factor.delivery_method.replace(/^oauth_/, '')})`;
    case 'otp':
    case 'magic_link':
    case 'password_reset':
      return `${factor.type} (${factor.delivery_method})`;
    default:
      return factor.type;
  }
}

import {
  mountIdentityProvider,
  mountLogin,
  mountPasskeyRegistration,
  mountPasswordReset,
} from './entry-points';
import type { MountMode, WidgetHandle, WidgetOptions } from './options';

/** What `mountByMode` takes: the common options, plus the reset token the password-reset mode needs. */
export type MountByModeOptions = WidgetOptions & { passwordResetToken?: string };

/**
 * Mounts the widget in a mode chosen at run time (a testbed selector, a test's query parameter).
 * Hosts that know their mode call its entry point directly.
 */
export function mountByMode(mode: MountMode, options: MountByModeOptions): WidgetHandle {
  switch (mode) {
    case 'login':
      return mountLogin(options);
    case 'passwordReset':
      return mountPasswordReset({ ...options, passwordResetToken: options.passwordResetToken ?? '' });
    case 'passkeyRegistration':
      return mountPasskeyRegistration(options);
    case 'identityProvider':
      return mountIdentityProvider(options);
  }
}

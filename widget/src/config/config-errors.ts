import type { MessageId } from '../strings/catalog';
import { hasProduct, type ResolvedConfig } from './resolve-config';

/**
 * A config the widget refuses to render, shown in its place: both email products would compete for
 * the Email tab, and passkeys need another way in for users without one.
 */
export function findConfigError(config: ResolvedConfig): MessageId | null {
  if (
    hasProduct(config, 'emailMagicLinks') &&
    hasProduct(config, 'otp') &&
    config.otpOptions.methods.includes('email')
  ) {
    return 'config.error.emailMagicLinksWithEmailOtp';
  }
  if (config.products.length > 0 && config.products.every((product) => product === 'passkeys')) {
    return 'config.error.passkeysAlone';
  }
  return null;
}

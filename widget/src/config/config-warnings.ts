import type { MessageId, MessageValues } from '../strings/catalog';
import { oauthProviderProblems } from './oauth-providers';
import { hasProduct, type ResolvedConfig } from './resolve-config';
import { OAUTH_PROVIDER_TYPES } from './types';

/** A warning's catalog message, with its placeholder values. */
export type ConfigWarning = { id: MessageId; values?: MessageValues };

/**
 * Mistakes in a config the widget still renders, leaving out what it cannot show: for the developer,
 * said once at mount where the host listens for errors. (A config it cannot render at all is a
 * config error, `findConfigError`.)
 */
export function findConfigWarnings(config: ResolvedConfig): ConfigWarning[] {
  if (!hasProduct(config, 'oauth')) return [];
  if (config.oauthOptions.providers.length === 0) return [{ id: 'config.warning.oauthNoProviders' }];
  const { unknown, repeated, badOptions } = oauthProviderProblems(config.oauthOptions);
  const warnings: ConfigWarning[] = [];
  if (unknown.length > 0) {
    warnings.push({
      id: 'config.warning.oauthUnknownProviders',
      values: { types: unknown.join(', '), known: OAUTH_PROVIDER_TYPES.join(', ') },
    });
  }
  if (repeated.length > 0) {
    warnings.push({ id: 'config.warning.oauthRepeatedProviders', values: { types: repeated.join(', ') } });
  }
  if (badOptions.length > 0) {
    warnings.push({ id: 'config.warning.oauthProviderOptions', values: { types: badOptions.join(', ') } });
  }
  return warnings;
}

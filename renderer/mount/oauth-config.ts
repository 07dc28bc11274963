import { providerName } from '@foyer/emulator/control';
import { OAUTH_PROVIDER_TYPES, type OAuthOptions, type OAuthProviderType } from '@foyer/widget';

type ProviderConfig = OAuthOptions['providers'][number];
export type OneTapPosition = NonNullable<ProviderConfig['position']>;
/** The One Tap options the Mount panel edits on the Google provider. */
export type OneTapPatch = Partial<Pick<ProviderConfig, 'one_tap' | 'position' | 'cancel_on_tap_outside'>>;

type Config = Record<string, unknown>;
type LooseProvider = Record<string, unknown> & { type: string };

/**
 * The name each provider's button shows: the emulator's name for it (its consent page's), keyed by the
 * widget's provider types (the same nineteen, as main/capabilities/emulator checks).
 */
export const OAUTH_PROVIDER_LABELS = Object.fromEntries(
  OAUTH_PROVIDER_TYPES.map((type) => [type, providerName(type)]),
) as Record<OAuthProviderType, string>;

export const ONE_TAP_POSITIONS: readonly OneTapPosition[] = [
  'embedded',
  'floating',
  'embeddedOnly',
  'floatingOrEmbedded',
  'forceLegacyEmbedded',
];

function oauthOptionsOf(config: Config): Config {
  const value = config.oauthOptions;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Config) : {};
}

/** The configured providers as typed in the JSON view, so options the form does not edit survive. */
export function configuredProviders(config: Config): LooseProvider[] {
  const { providers } = oauthOptionsOf(config);
  if (!Array.isArray(providers)) return [];
  return providers.filter(
    (provider): provider is LooseProvider =>
      typeof provider === 'object' && provider !== null && typeof provider.type === 'string',
  );
}

function withProviders(config: Config, providers: LooseProvider[]): Config {
  const options = { ...oauthOptionsOf(config) };
  if (providers.length) options.providers = providers;
  else delete options.providers;
  const next = { ...config };
  if (Object.keys(options).length) next.oauthOptions = options;
  else delete next.oauthOptions;
  return next;
}

/** Adds a provider at the end (the config's order is the buttons' order) or removes it with its options. */
export function withProvider(config: Config, type: OAuthProviderType, on: boolean): Config {
  const others = configuredProviders(config).filter((provider) => provider.type !== type);
  if (!on) return withProviders(config, others);
  const existing = configuredProviders(config).some((provider) => provider.type === type);
  return existing ? config : withProviders(config, [...others, { type }]);
}

/** Sets or clears (undefined) One Tap options on the Google provider, if it is configured. */
export function withOneTap(config: Config, patch: OneTapPatch): Config {
  const providers = configuredProviders(config).map((provider) => {
    if (provider.type !== 'google') return provider;
    const next: LooseProvider = { ...provider, ...patch };
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
    return next;
  });
  return withProviders(config, providers);
}

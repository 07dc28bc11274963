import { OAUTH_PROVIDER_TYPES, type OAuthOptions, type OAuthProviderConfig } from './types';

const isKnownType = (type: unknown) => OAUTH_PROVIDER_TYPES.some((known) => known === type);

const isStringArray = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isStringRecord = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string');

/** The providers that get a button, in config order: known types only, each once (its first entry). */
export function providersOnMain(options: OAuthOptions): OAuthProviderConfig[] {
  const seen = new Set<string>();
  return options.providers.filter(({ type }) => {
    if (!isKnownType(type) || seen.has(type)) return false;
    seen.add(type);
    return true;
  });
}

/** What is wrong with the providers a JavaScript host passed, which the types cannot stop. */
export type OAuthProviderProblems = {
  /** Types that are not one of the nineteen: left out. */
  unknown: string[];
  /** Types listed more than once: only the first entry counts. */
  repeated: string[];
  /** Types whose `custom_scopes` is not an array of strings or `provider_params` not an object of strings. */
  badOptions: string[];
};

export function oauthProviderProblems(options: OAuthOptions): OAuthProviderProblems {
  const seen = new Set<string>();
  const problems: OAuthProviderProblems = { unknown: [], repeated: [], badOptions: [] };
  for (const provider of options.providers) {
    const type = String(provider.type);
    if (!isKnownType(type)) problems.unknown.push(type);
    else if (seen.has(type)) problems.repeated.push(type);
    seen.add(type);
    const scopesOk = provider.custom_scopes === undefined || isStringArray(provider.custom_scopes);
    const paramsOk = provider.provider_params === undefined || isStringRecord(provider.provider_params);
    if (!scopesOk || !paramsOk) problems.badOptions.push(type);
  }
  return problems;
}

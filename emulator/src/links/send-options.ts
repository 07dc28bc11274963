import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { ProviderErrorType } from '../http/error-types';
import { isAllowedRedirectUrl } from '../http/redirect-allow-list';
import { isEmulatorUrl } from '../http/served-ports';
import type { ProjectSettings } from '../settings/project-settings';
import { isAbsoluteHttpUrl } from './redirect-url';

// Optional fields arrive as absent or, from some callers, as null; both mean "not given".

/** A redirect URL the emailed link will point at. */
export const redirectUrlField = z
  .string()
  .refine(isAbsoluteHttpUrl, 'must be an absolute http or https URL')
  .nullish();

/** Lifetime of an emailed link: 5 minutes up to one week, as the provider allows. */
export const linkExpirationField = z.number().int().min(5).max(10_080).nullish();

export const codeChallengeField = z.string().min(1).nullish();

export const DEFAULT_LINK_EXPIRATION_MINUTES = 30;

/** Settings that make the client send a PKCE challenge; a send without one is then refused. */
export function requireCodeChallengeIf(
  required: boolean,
  codeChallenge: string | null | undefined,
  flagName: string,
): string | undefined {
  if (required && !codeChallenge) {
    // The provider has no type for this (it leaves PKCE to the client); the word pkce stays in the message.
    throw new ApiError(
      'bad_request',
      `This project sets ${flagName}, so the request needs a pkce code_challenge.`,
    );
  }
  return codeChallenge ?? undefined;
}

function isEmulatorAddress(url: string): boolean {
  try {
    return isEmulatorUrl(new URL(url));
  } catch {
    return false; // Not a URL: the allow-list refuses it next.
  }
}

/** A redirect the request may name, and the project default used when it names none. */
export type RedirectChoice = {
  field: string;
  requested: string | null | undefined;
  fallback: keyof Pick<ProjectSettings, 'default_login_redirect_url' | 'default_signup_redirect_url'>;
};

/**
 * The URL an emailed link will lead to: the requested one or the project default, refused with
 * `errorType` unless the project's `redirect_urls` allow it, as the provider refuses redirects
 * outside a project's configured redirect URLs. Defaults are checked too, since they are just as
 * much a place the email would send the user.
 */
export function requireAllowedRedirect(
  project: Project,
  errorType: ProviderErrorType,
  choice: RedirectChoice,
): string {
  const { settings } = project;
  const url = choice.requested ?? settings[choice.fallback];
  if (isEmulatorAddress(url)) {
    throw new ApiError(
      errorType,
      `${url} is the emulator's own address, which is never a redirect target: the token would land in one of ` +
        "the emulator's answers instead of the app's page.",
    );
  }
  if (isAllowedRedirectUrl(url, settings.redirect_urls)) return url;
  const source = choice.requested ? choice.field : `the project's ${choice.fallback}`;
  const entries = settings.redirect_urls.length > 0 ? settings.redirect_urls.join(', ') : 'none';
  throw new ApiError(
    errorType,
    `${url} (${source}) is not an allowed redirect URL: it matches none of this project's ` +
      `redirect_urls (${entries}). To allow it, add an entry with its scheme, host and port (* for any ` +
      `port) and a leading part of its path to redirect_urls through the emulator's control API: ` +
      `PATCH /control/v1/projects/${project.publicToken}/settings, or updateSettings({ redirect_urls }) ` +
      'in the control client.',
  );
}

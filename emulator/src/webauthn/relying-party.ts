import { ApiError } from '../http/api-error';
import type { Project } from '../store/project';

/** Where a ceremony runs: the RP id the options name and the page origin the browser reports. */
export type RelyingParty = { domain: string; origin: string };

/**
 * The RP id a ceremony may use: the request's `domain`, when the calling page (its `Origin`) is that
 * host or a subdomain of it, as browsers require, and the project allows it
 * (`webauthn_allowed_domains`). Checked here so a wrong domain fails with a reason the developer can
 * act on, not as an opaque `SecurityError` in the browser.
 */
export function requireRelyingParty(
  project: Project,
  domain: string,
  originHeader: string | undefined,
): RelyingParty {
  const origin = requireOrigin(originHeader);
  const host = new URL(origin).hostname;
  if (host !== domain && !host.endsWith(`.${domain}`)) {
    throw new ApiError(
      400,
      'invalid_webauthn_domain',
      `The domain ${domain} does not match the calling page ${origin}; browsers only accept the page's host or a parent of it.`,
    );
  }
  if (!project.settings.webauthn_allowed_domains.includes(domain)) {
    throw new ApiError(
      400,
      'invalid_webauthn_domain',
      `The domain ${domain} is not among the project's WebAuthn domains (${project.settings.webauthn_allowed_domains.join(', ') || 'none'}); add it to webauthn_allowed_domains.`,
    );
  }
  return { domain, origin };
}

/** The calling page's origin, which the browser writes into `clientDataJSON.origin`. */
export function requireOrigin(originHeader: string | undefined): string {
  const parsed = originHeader && URL.canParse(originHeader) ? new URL(originHeader) : undefined;
  if (!parsed || parsed.origin === 'null') {
    throw new ApiError(
      400,
      'invalid_webauthn_domain',
      'WebAuthn calls must come from a web page: the request has no usable Origin header.',
    );
  }
  return parsed.origin;
}

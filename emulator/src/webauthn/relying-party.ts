import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { ceremonyFailed } from './refusals';
import type { WebAuthnChallengeRecord } from './webauthn-collections';

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
      'invalid_webauthn_registration_domain',
      `The domain ${domain} does not match the calling page ${origin}; browsers only accept the page's host or a parent of it.`,
    );
  }
  if (!project.settings.webauthn_allowed_domains.includes(domain)) {
    throw new ApiError(
      'invalid_webauthn_registration_domain',
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
      'invalid_webauthn_registration_domain',
      'WebAuthn calls must come from a web page: the request has no usable Origin header.',
    );
  }
  return parsed.origin;
}

/**
 * The RP id a server names (the backend API): any host name a browser accepts as one, since the
 * server, holding the project's secret, vouches for its pages; `webauthn_allowed_domains` governs
 * only pages calling the browser API. IP addresses are refused, as browsers refuse them.
 */
export function requireServerRelyingPartyId(domain: string): string {
  const host = URL.canParse(`https://${domain}`) ? new URL(`https://${domain}`).hostname : '';
  if (host !== domain || /^[\d.]+$/.test(domain) || domain.startsWith('[')) {
    throw new ApiError(
      'invalid_webauthn_registration_domain',
      `The domain ${JSON.stringify(domain)} is not a lowercase host name such as localhost or app.example.com (IP addresses cannot be an RP id).`,
    );
  }
  return domain;
}

/**
 * The page origin a server's ceremony (the backend API) may have run on, known only from its RP id,
 * since the server relays the browser's response and no page calls the emulator: an `https` page on
 * the domain or one of its subdomains, at any port, as browsers allow an RP id; for `localhost`,
 * which browsers treat as secure, `http` too. Answers the origin the browser reported when it fits.
 */
export function requireOriginOfRelyingParty(
  { domain, ceremony }: Pick<WebAuthnChallengeRecord, 'domain' | 'ceremony'>,
  clientOrigin: string,
): string {
  const page = URL.canParse(clientOrigin) ? new URL(clientOrigin) : undefined;
  const isOnDomain = page !== undefined && (page.hostname === domain || page.hostname.endsWith(`.${domain}`));
  const schemes = domain === 'localhost' ? ['https:', 'http:'] : ['https:'];
  if (!page || !isOnDomain || !schemes.includes(page.protocol) || page.origin !== clientOrigin) {
    throw ceremonyFailed(
      ceremony,
      `The browser signed for ${clientOrigin}, which is not ${domain === 'localhost' ? 'an http or https' : 'an https'} page of ${domain} or of its subdomains.`,
    );
  }
  return clientOrigin;
}

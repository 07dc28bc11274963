import type { Project } from '../emulator-store';
import { EmulatorError } from '../http/api-error';
import { newSecretToken } from '../store/ids';
import type { OAuthConsentRecord } from './oauth-collections';
import type { StartRequest } from './start-request';

/** How long a consent page stays answerable, in the project's time. */
export const CONSENT_MINUTES = 30;

/**
 * How many consent pages a project keeps open at once: far more than a person or a test has open,
 * and a bound on what page loads can make the emulator store. Past it, the oldest is forgotten.
 */
export const CONSENTS_KEPT = 100;

/** Keeps a start while its consent page is shown; expired ones are dropped in the same write. */
export function openConsent(project: Project, request: StartRequest): OAuthConsentRecord {
  const consents = project.collections.oauth_consents;
  const record: OAuthConsentRecord = {
    consent_id: newSecretToken(),
    provider: request.provider,
    login_redirect_url: request.loginRedirectUrl,
    signup_redirect_url: request.signupRedirectUrl,
    code_challenge: request.codeChallenge,
    scopes: request.scopes,
    provider_params: request.providerParams,
    ...project.clock.lifetime(CONSENT_MINUTES),
  };
  const expired = consents.keysWhere((each) => project.clock.hasPassed(each.expires_at));
  const open = consents.keysWhere((each) => !project.clock.hasPassed(each.expires_at));
  // Oldest first, as they were opened: those past the bound, the new one counted.
  const overflow = open.slice(0, Math.max(0, open.length + 1 - CONSENTS_KEPT));
  project.commit([
    ...[...expired, ...overflow].map((key) => consents.deleteWrite(key)),
    consents.putWrite(record.consent_id, record),
  ]);
  return record;
}

/** The open consent of this id and provider, or 404 `oauth_consent_not_found`. */
export function findOpenConsent(project: Project, consentId: string, provider: string): OAuthConsentRecord {
  const record = project.collections.oauth_consents.get(consentId);
  if (!record || record.provider !== provider || project.clock.hasPassed(record.expires_at)) {
    throw new EmulatorError(
      'oauth_consent_not_found',
      'This sign-in page was answered already or has expired. Go back to the app and start again.',
    );
  }
  return record;
}

/** The request a stored consent was opened for. */
export function consentRequest(record: OAuthConsentRecord): StartRequest {
  return {
    provider: record.provider,
    loginRedirectUrl: record.login_redirect_url,
    signupRedirectUrl: record.signup_redirect_url,
    codeChallenge: record.code_challenge,
    scopes: record.scopes,
    providerParams: record.provider_params,
  };
}

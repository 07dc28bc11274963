import type { EmulatorStore, Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { newSecretToken } from '../store/ids';
import { type OAuthProvider, providerName } from './providers';

/** How long an `oauth_attach_token` can start its OAuth flow, in the project's time. */
export const ATTACH_TOKEN_MINUTES = 10;

type AttachToken = { publicToken: string; userId: string; provider: OAuthProvider; expiresAt: string };

function refused(message: string): ApiError {
  return new ApiError('invalid_oauth_attach_token', message);
}

/**
 * The attach tokens `oauth/attach` hands a signed-in user, and the consent pages their starts opened,
 * in memory only like One Tap's pairings: short-lived flow state, not project data (nothing here is
 * exported, journaled or survives a restart, where an open consent page then attaches nothing).
 */
export class AttachTokens {
  readonly #tokens = new Map<string, AttachToken>();
  readonly #consentUsers = new Map<string, string>();

  /** A new token binding the next start of `provider` to the user. */
  issue(project: Project, userId: string, provider: OAuthProvider): string {
    for (const [token, each] of this.#tokens) {
      if (project.clock.hasPassed(each.expiresAt)) this.#tokens.delete(token);
    }
    const token = newSecretToken();
    const { expires_at } = project.clock.lifetime(ATTACH_TOKEN_MINUTES);
    this.#tokens.set(token, { publicToken: project.publicToken, userId, provider, expiresAt: expires_at });
    return token;
  }

  /** Spends a token on a start of `provider`: the user it binds, or why it cannot. */
  redeem(project: Project, token: string, provider: OAuthProvider): string {
    const found = this.#tokens.get(token);
    if (!found || found.publicToken !== project.publicToken) {
      throw refused(
        'No oauth_attach_token of this project matches, or it was used already: ask oauth/attach for a new one.',
      );
    }
    this.#tokens.delete(token);
    if (project.clock.hasPassed(found.expiresAt)) {
      throw refused(`The oauth_attach_token expired: it lasts ${ATTACH_TOKEN_MINUTES} minutes.`);
    }
    if (found.provider !== provider) {
      throw refused(
        `The oauth_attach_token was made for ${providerName(found.provider)}, not ${providerName(provider)}.`,
      );
    }
    return found.userId;
  }

  /** Remembers that this consent page's answer is attached to the user. */
  bindConsent(consentId: string, userId: string): void {
    this.#consentUsers.set(consentId, userId);
  }

  /** The user a consent page's answer is attached to, if any; the binding ends with the answer. */
  takeConsentUser(consentId: string): string | null {
    const userId = this.#consentUsers.get(consentId) ?? null;
    this.#consentUsers.delete(consentId);
    return userId;
  }
}

const registries = new WeakMap<EmulatorStore, AttachTokens>();

/** The attach tokens of one emulator (one store). */
export function attachTokensOf(store: EmulatorStore): AttachTokens {
  let registry = registries.get(store);
  if (!registry) {
    registry = new AttachTokens();
    registries.set(store, registry);
  }
  return registry;
}

import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { ProviderErrorType } from '../http/error-types';
import { newSecretToken } from '../store/ids';
import { secretDigest } from '../store/secret-digest';
import type { EmailToken } from './email-token-collections';
import { isCodeVerifierFor } from './pkce';

export type EmailTokenKind = EmailToken['kind'];

/**
 * A new emailed token: the record keeps its digest, the caller gets the token itself to put in the
 * email, the one place it is written.
 */
export function issueEmailToken(
  project: Project,
  input: {
    kind: EmailTokenKind;
    userId: string;
    emailId: string;
    email: string;
    expiresInMinutes: number;
    codeChallenge: string | undefined;
  },
): { token: string; record: EmailToken } {
  const token = newSecretToken();
  const record: EmailToken = {
    token_digest: secretDigest(token),
    kind: input.kind,
    user_id: input.userId,
    email_id: input.emailId,
    email: input.email,
    ...project.clock.lifetime(input.expiresInMinutes),
    used_at: null,
    code_challenge: input.codeChallenge ?? null,
  };
  project.collections.email_tokens.put(record.token_digest, record);
  return { token, record };
}

const NOUN: Record<EmailTokenKind, string> = {
  magic_link: 'magic link',
  password_reset: 'password reset link',
};

/**
 * How the provider refuses each kind: a magic link it has never seen is `magic_link_not_found`, a
 * spent or expired one `unable_to_auth_magic_link`; a reset token, whatever is wrong with it, is
 * `unable_to_auth_password_reset_token` (the message says which).
 */
const REFUSALS = {
  magic_link: { unknown: 'magic_link_not_found', spent: 'unable_to_auth_magic_link' },
  password_reset: {
    unknown: 'unable_to_auth_password_reset_token',
    spent: 'unable_to_auth_password_reset_token',
  },
} as const satisfies Record<EmailTokenKind, Record<'unknown' | 'spent', ProviderErrorType>>;

/**
 * The token, if it can be redeemed now: it exists as this kind, is unused and unexpired, and the
 * verifier matches the challenge given at send time. Nothing is consumed here, so a caller that still
 * fails afterwards (a weak new password, a PKCE retry with the other verifier) leaves it usable.
 */
export function findRedeemableEmailToken(
  project: Project,
  kind: EmailTokenKind,
  token: string,
  codeVerifier: string | undefined,
): EmailToken {
  const record = project.collections.email_tokens.get(secretDigest(token));
  if (!record || record.kind !== kind) {
    throw new ApiError(REFUSALS[kind].unknown, `No ${NOUN[kind]} matches this token.`);
  }
  if (record.used_at !== null) {
    throw new ApiError(REFUSALS[kind].spent, `This ${NOUN[kind]} was used already; request a new one.`);
  }
  if (project.clock.hasPassed(record.expires_at)) {
    throw new ApiError(REFUSALS[kind].spent, `This ${NOUN[kind]} has expired; request a new one.`);
  }
  // Error types name PKCE on purpose: the client retries magic links with its other verifier when
  // the message contains "pkce" (`../shared/reference/provider-contract.md` §10).
  if (record.code_challenge === null && codeVerifier !== undefined) {
    throw new ApiError(
      'pkce_did_not_expect_code_verifier',
      `This ${NOUN[kind]} was sent without a PKCE code_challenge, so it takes no pkce code_verifier.`,
    );
  }
  if (record.code_challenge !== null) {
    if (codeVerifier === undefined) {
      throw new ApiError(
        'pkce_expected_code_verifier',
        `This ${NOUN[kind]} was sent with a PKCE code_challenge, so its code_verifier is required.`,
      );
    }
    if (!isCodeVerifierFor(codeVerifier, record.code_challenge)) {
      throw new ApiError(
        'pkce_mismatch',
        'The code_verifier does not match the code_challenge this link was sent with.',
      );
    }
  }
  return record;
}

export function markEmailTokenUsed(project: Project, record: EmailToken): void {
  project.collections.email_tokens.put(record.token_digest, { ...record, used_at: project.clock.nowIso() });
}

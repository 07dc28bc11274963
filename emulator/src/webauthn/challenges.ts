import { randomBytes } from 'node:crypto';
import type { Project } from '../emulator-store';
import { challengeRefused } from './refusals';
import type { WebAuthnChallengeRecord } from './webauthn-collections';

/** A registration prompt is answered at once; five minutes covers a slow security key. */
export const REGISTRATION_CHALLENGE_MINUTES = 5;
/** An autofill prompt waits while the user idles on the page, so a login challenge lives longer. */
export const AUTHENTICATION_CHALLENGE_MINUTES = 10;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a start call decides about its ceremony; the challenge, its times and its use are filled in here. */
export type ChallengeInput = DistributiveOmit<
  WebAuthnChallengeRecord,
  'challenge' | 'created_at' | 'expires_at' | 'used_at'
>;

/**
 * Stores a fresh random challenge valid for `minutes` of the project's clock, and drops the
 * challenges that have expired in the same journal entry, so they never pile up.
 */
export function issueChallenge<I extends ChallengeInput>(
  project: Project,
  input: I,
  minutes: number,
): Extract<WebAuthnChallengeRecord, { ceremony: I['ceremony'] }> {
  const { webauthn_challenges: challenges } = project.collections;
  const record: WebAuthnChallengeRecord = {
    ...input,
    challenge: randomBytes(32).toString('base64url'),
    ...project.clock.lifetime(minutes),
    used_at: null,
  };
  const expired = challenges.keysWhere((c) => project.clock.hasPassed(c.expires_at));
  project.commit([
    ...expired.map((key) => challenges.deleteWrite(key)),
    challenges.putWrite(record.challenge, record),
  ]);
  return record as Extract<WebAuthnChallengeRecord, { ceremony: I['ceremony'] }>;
}

/** Which API finishes a ceremony: a page's client (the browser API) or a server (the backend API). */
export type CeremonyCaller = 'page' | 'backend';

/**
 * Marks the challenge a response signed as used, before the response is verified: a challenge
 * works once, whether or not that one attempt succeeds. Refuses one this project never issued for
 * this ceremony, session and API (the two check origins differently), one already used (a replay),
 * and one past its expiry.
 */
export function spendChallenge<C extends WebAuthnChallengeRecord['ceremony']>(
  project: Project,
  challenge: string,
  ceremony: C,
  sessionId: string | null,
  caller: CeremonyCaller = 'page',
): Extract<WebAuthnChallengeRecord, { ceremony: C }> {
  const { webauthn_challenges: challenges } = project.collections;
  const record = challenges.get(challenge);
  const isBoundElsewhere = record?.session_id != null && record.session_id !== sessionId;
  const isOtherApis = (record?.backend !== undefined) !== (caller === 'backend');
  if (!record || record.ceremony !== ceremony || isBoundElsewhere || isOtherApis) {
    throw challengeRefused(
      ceremony,
      `The response signs a challenge this project did not issue for this ${ceremony}; call the start endpoint first.`,
    );
  }
  if (record.used_at !== null) {
    throw challengeRefused(
      ceremony,
      'This challenge was already answered; a WebAuthn response is accepted once.',
    );
  }
  if (project.clock.hasPassed(record.expires_at)) {
    throw challengeRefused(ceremony, 'This challenge has expired; call the start endpoint again.');
  }
  return challenges.put(challenge, { ...record, used_at: project.clock.nowIso() }) as Extract<
    WebAuthnChallengeRecord,
    { ceremony: C }
  >;
}

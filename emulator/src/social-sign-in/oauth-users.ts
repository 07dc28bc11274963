import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import type { FactorInput } from '../sessions/issue-session';
import { newId } from '../store/ids';
import type { User, UserEmail, UserName, UserProvider } from '../users/user-collections';
import { findUserByEmail, newUser, normalizeEmail } from '../users/user-records';
import type { OAuthIdentity } from './oauth-collections';
import { isEmailLessProvider, providerName } from './providers';

function registrationOf(user: User, identity: OAuthIdentity): UserProvider | undefined {
  const type = providerName(identity.provider);
  return user.providers.find(
    (entry) => entry.provider_type === type && entry.provider_subject === identity.provider_subject,
  );
}

/**
 * The email a sign-in may link by or add: one the provider says it verified. Twitter, TikTok and
 * Snapchat do not vouch for emails (their factor has no `email_id`), so theirs never count.
 */
function vouchedEmail(identity: OAuthIdentity): string | undefined {
  if (isEmailLessProvider(identity.provider) || identity.email === '') return undefined;
  return identity.email_verified ? normalizeEmail(identity.email) : undefined;
}

/**
 * The user this identity signs in as: the one registered with its provider subject, else the one
 * owning the email the provider verified. An unverified email links no one: whoever controls the
 * provider account may not own the address.
 */
export function findOAuthUser(project: Project, identity: OAuthIdentity): User | undefined {
  const bySubject = project.collections.users.find((user) => registrationOf(user, identity) !== undefined);
  if (bySubject) return bySubject;
  const email = vouchedEmail(identity);
  return email === undefined ? undefined : findUserByEmail(project, email);
}

export type OAuthSignIn = { user: User; registration: UserProvider; isNewUser: boolean };

/**
 * The user after signing in with `identity`, not yet stored: found as `findOAuthUser` finds it or
 * made new (named after the identity), with the provider registration added or its picture and
 * locale refreshed, and the vouched email added or marked verified.
 */
export function userAfterOAuthSignIn(project: Project, identity: OAuthIdentity): OAuthSignIn {
  return signInAs(project, identity, findOAuthUser(project, identity));
}

/**
 * The user `userId` with `identity` attached (an `oauth_attach_token` start), not yet stored. Refused
 * when the user is gone or the provider account already signs in someone else.
 */
export function userAfterOAuthAttach(project: Project, identity: OAuthIdentity, userId: string): OAuthSignIn {
  const user = project.collections.users.get(userId);
  if (!user) {
    throw new ApiError('user_not_found', 'The user the oauth_attach_token was made for no longer exists.');
  }
  const owner = project.collections.users.find((each) => registrationOf(each, identity) !== undefined);
  if (owner && owner.user_id !== userId) {
    throw new ApiError(
      'invalid_oauth_attach_token',
      `This ${providerName(identity.provider)} account already signs in another user, so it cannot be attached to this one.`,
    );
  }
  return signInAs(project, identity, user);
}

function signInAs(project: Project, identity: OAuthIdentity, found: User | undefined): OAuthSignIn {
  const existing = found && registrationOf(found, identity);
  const registration: UserProvider = {
    oauth_user_registration_id: existing?.oauth_user_registration_id ?? newId('oauth-user'),
    provider_subject: identity.provider_subject,
    provider_type: providerName(identity.provider),
    profile_picture_url: identity.picture_url,
    locale: identity.locale,
  };
  const base = found ?? newUser(project, { name: splitName(identity.name) });
  const providers = existing
    ? base.providers.map((entry) => (entry === existing ? registration : entry))
    : [...base.providers, registration];
  return {
    user: { ...base, providers, emails: emailsAfter(project, base, identity, found === undefined) },
    registration,
    isNewUser: found === undefined,
  };
}

function emailsAfter(project: Project, user: User, identity: OAuthIdentity, isNewUser: boolean): UserEmail[] {
  const vouched = vouchedEmail(identity);
  if (vouched !== undefined) {
    const own = user.emails.find((e) => normalizeEmail(e.email) === vouched);
    if (own) return user.emails.map((e) => (e === own ? { ...e, verified: true } : e));
    return [...user.emails, { email_id: newId('email'), email: vouched, verified: true }];
  }
  // An unverified email is kept, unverified, only on a new user and only while no one else has it:
  // one address must name one user for email logins.
  const email = isEmailLessProvider(identity.provider) ? '' : identity.email.trim();
  if (!isNewUser || email === '' || findUserByEmail(project, email)) return user.emails;
  return [{ email_id: newId('email'), email: normalizeEmail(email), verified: false }];
}

function splitName(name: string): UserName {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return {
    first_name: parts[0] ?? '',
    middle_name: parts.slice(1, -1).join(' '),
    last_name: parts.length > 1 ? (parts.at(-1) ?? '') : '',
  };
}

/** The session factor `oauth_<provider>` with its `<provider>_oauth_factor` (`../shared/reference/provider-contract.md` §12). */
export function oauthFactor(signIn: OAuthSignIn, identity: OAuthIdentity): FactorInput {
  const { provider } = identity;
  const details: Record<string, string> = {
    id: signIn.registration.oauth_user_registration_id,
    provider_subject: identity.provider_subject,
  };
  if (!isEmailLessProvider(provider)) {
    const wanted = normalizeEmail(identity.email);
    details.email_id = signIn.user.emails.find((e) => normalizeEmail(e.email) === wanted)?.email_id ?? '';
  }
  // The compiler cannot follow a key built from the provider; the shape is the model's per provider.
  return {
    type: 'oauth',
    delivery_method: `oauth_${provider}`,
    [`${provider}_oauth_factor`]: details,
  } as unknown as FactorInput;
}

import type { User } from '../users/user-collections';

/** The standard claims of a user (OIDC Core §5.1), as many as the granted scopes release (§5.4). */
export type UserClaims = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  locale?: string;
  phone_number?: string;
  phone_number_verified?: boolean;
};

/** The user's claims for the scopes granted; a claim the user has no value for is left out. */
export function userClaims(user: User, scopes: string[]): UserClaims {
  const claims: UserClaims = { sub: user.user_id };
  const email = user.emails[0];
  if (scopes.includes('email') && email) {
    claims.email = email.email;
    claims.email_verified = email.verified;
  }
  if (scopes.includes('profile')) {
    const { first_name, middle_name, last_name } = user.name;
    const name = [first_name, middle_name, last_name].filter((part) => part !== '').join(' ');
    if (name !== '') claims.name = name;
    if (first_name !== '') claims.given_name = first_name;
    if (last_name !== '') claims.family_name = last_name;
    const provider = user.providers.find((each) => each.profile_picture_url !== '' || each.locale !== '');
    if (provider?.profile_picture_url) claims.picture = provider.profile_picture_url;
    if (provider?.locale) claims.locale = provider.locale;
  }
  const phone = user.phone_numbers[0];
  if (scopes.includes('phone') && phone) {
    claims.phone_number = phone.phone_number;
    claims.phone_number_verified = phone.verified;
  }
  return claims;
}

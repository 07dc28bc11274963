import type { RbacPolicy } from '@foyer/emulator';
import type { OAuthIdentity } from '../../emulator/src/social-sign-in/oauth-collections';

/** The Google account the One Tap specs sign in as: the emulator's prompt lists it by name. */
export const GOOGLE_ADA: OAuthIdentity = {
  provider: 'google',
  provider_subject: 'google-subject-ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  email_verified: true,
  picture_url: '',
  locale: 'en',
};

/**
 * The identity-provider specs' custom scopes: `write:notes` has no description, so the consent
 * screen falls back to naming it.
 */
export const NOTES_POLICY: RbacPolicy = {
  roles: [],
  resources: [],
  scopes: [
    { scope: 'read:notes', description: 'Read the notes you keep', permissions: [] },
    { scope: 'write:notes', description: '', permissions: [] },
  ],
};

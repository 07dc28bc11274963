import type { ControlClient } from '@foyer/emulator';
import type { CredentialRef, PasskeyOwner } from '../../../contracts/passkeys';
import { base64UrlToBase64 } from './cdp-credential';

/**
 * The project's users behind the given credentials: the emulator's registration of a credential
 * names its user; failing that (the registration was deleted on the server, the key kept on the
 * authenticator) the user handle does, as the emulator's WebAuthn `user.id` is its user id's bytes.
 */
export async function findPasskeyOwners(
  control: ControlClient,
  credentials: readonly CredentialRef[],
): Promise<PasskeyOwner[]> {
  const [users, registrations] = await Promise.all([control.users(), control.webauthnRegistrations()]);
  return credentials.flatMap(({ id, userHandle }) => {
    const registration = registrations.find((candidate) => candidate.credential_id === id);
    const userId =
      registration?.user_id ??
      (userHandle ? Buffer.from(base64UrlToBase64(userHandle), 'base64').toString('utf8') : null);
    const user = users.find((candidate) => candidate.user_id === userId);
    if (!user) return [];
    return [
      {
        credentialId: id,
        userId: user.user_id,
        email: user.emails[0]?.email ?? null,
        registrationName: registration?.name ?? null,
      },
    ];
  });
}

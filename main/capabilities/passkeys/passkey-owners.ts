import type { ControlClient } from '@foyer/emulator';
import { base64UrlToBase64 } from './cdp-credential';
import type { PasskeyOwner } from './contract';

/**
 * The project's users behind the given user handles. The emulator's WebAuthn `user.id` is its
 * user id's bytes, so a handle read as text names the user it was registered for.
 */
export async function findPasskeyOwners(
  control: ControlClient,
  userHandles: string[],
): Promise<PasskeyOwner[]> {
  const users = await control.users();
  return userHandles.flatMap((userHandle) => {
    const text = Buffer.from(base64UrlToBase64(userHandle), 'base64').toString('utf8');
    const user = users.find((candidate) => candidate.user_id === text);
    return user ? [{ userHandle, userId: user.user_id, email: user.emails[0]?.email ?? null }] : [];
  });
}

import { z } from 'zod';
import { passkeysContract } from '../../../contracts/passkeys';
import type { Capability } from '../capability';
import { publicTokenSchema } from '../public-token';
import { authenticatorCapabilitiesSchema, responseOverridesSchema } from './authenticator-options';
import { findPasskeyOwners } from './passkey-owners';
import { createVirtualAuthenticators } from './virtual-authenticators';

const authenticatorId = z.string().min(1).max(100);
// Base64url of at most the 1023 bytes WebAuthn allows a credential id.
const credentialId = z
  .string()
  .min(1)
  .max(1364)
  .regex(/^[A-Za-z0-9_-]+$/);
// A user handle is at most 64 bytes.
const userHandle = z
  .string()
  .min(1)
  .max(86)
  .regex(/^[A-Za-z0-9_-]+$/);
const credentialRef = z.object({ id: credentialId, userHandle: userHandle.nullable() });
const newAuthenticator = authenticatorCapabilitiesSchema.and(z.object({ isUserVerified: z.boolean() }));

/**
 * How often the browser is asked whether it still holds the authenticators. No event says that
 * another DevTools client left the page (which turns them off for every session), so a check a
 * second is how a page's next WebAuthn call finds them back, rather than hanging on no authenticator.
 */
export const AUTHENTICATOR_CHECK_MS = 1000;

/**
 * Virtual WebAuthn authenticators on the testbed page over CDP, saved with their credentials in
 * the testbed's data folder and re-created on start, whenever the protocol session re-attaches, and
 * when another DevTools client's leaving the page turned them off.
 */
export const passkeysCapability: Capability<typeof passkeysContract> = {
  contract: passkeysContract,
  args: {
    listAuthenticators: z.tuple([]),
    addAuthenticator: z.tuple([newAuthenticator]),
    removeAuthenticator: z.tuple([authenticatorId]),
    removeCredential: z.tuple([authenticatorId, credentialId]),
    clearCredentials: z.tuple([authenticatorId]),
    setUserVerified: z.tuple([authenticatorId, z.boolean()]),
    setUserPresent: z.tuple([authenticatorId, z.boolean()]),
    setResponseOverrides: z.tuple([authenticatorId, responseOverridesSchema]),
    findPasskeyOwners: z.tuple([publicTokenSchema, z.array(credentialRef).max(1000)]),
  },
  start({ cdp, cdpReattached, passkeysFile, emulatorControl, log }, push) {
    const authenticators = createVirtualAuthenticators({
      cdp,
      file: passkeysFile,
      onActivity: (activity) => push('passkeyActivity', activity),
      log,
    });
    const stopFollowing = cdpReattached(() => {
      authenticators.reinstall().then(
        () => log('Virtual authenticators re-created after the DevTools protocol re-attached.'),
        (error: unknown) => log(`Could not re-create the virtual authenticators: ${String(error)}`),
      );
    });
    const check = setInterval(() => {
      authenticators.reinstallIfLost().then(
        (wasLost) =>
          wasLost && log('Virtual authenticators re-created: another DevTools client left the page.'),
        (error: unknown) => log(`Could not check the virtual authenticators: ${String(error)}`),
      );
    }, AUTHENTICATOR_CHECK_MS);
    check.unref();
    return {
      ready: authenticators.ready,
      handlers: {
        listAuthenticators: () => authenticators.list(),
        addAuthenticator: (options) => authenticators.add(options),
        removeAuthenticator: (id) => authenticators.remove(id),
        removeCredential: (id, credential) => authenticators.removeCredential(id, credential),
        clearCredentials: (id) => authenticators.clearCredentials(id),
        setUserVerified: (id, value) => authenticators.setUserVerified(id, value),
        setUserPresent: (id, value) => authenticators.setUserPresent(id, value),
        setResponseOverrides: (id, overrides) => authenticators.setResponseOverrides(id, overrides),
        findPasskeyOwners: (token, credentials) => findPasskeyOwners(emulatorControl(token), credentials),
      },
      dispose() {
        clearInterval(check);
        stopFollowing();
        authenticators.stop();
      },
    };
  },
};

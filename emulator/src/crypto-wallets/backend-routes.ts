import { z } from 'zod';
import type { Project } from '../emulator-store';
import { ApiError } from '../http/api-error';
import { backendCallerProject } from '../http/backend-caller';
import type { BackendRouter } from '../http/backend-router';
import { type FieldErrorTypes, readBody } from '../http/validation';
import { liveNamedSession, type SessionNames } from '../sessions/session-lookup';
import {
  logInFromBackend,
  requireUsableSessionFields,
  SESSION_FIELD_ERRORS,
  sessionFields,
} from '../sessions/session-options';
import { backendOk } from '../users/backend-answer';
import { requireUser } from '../users/user-contacts';
import { CHALLENGE_MINUTES, issueWalletChallenge, newNonce, spendWalletChallenge } from './challenges';
import { CRYPTO_WALLET_FIELD_ERRORS, siweParams } from './crypto-wallet-api';
import { verifyWalletSignature } from './signatures';
import { buildSiweMessage, checkSiweMessage, siweParamsOf } from './siwe-message';
import { requireWalletAddress, requireWalletType, walletKey } from './wallet-address';
import { plainChallenge, reserveWallet, signInWallet, walletFactor } from './wallet-sign-in';

const wallet = {
  crypto_wallet_type: z.string(),
  crypto_wallet_address: z.string().min(1),
};

const startBody = z.object({
  ...wallet,
  user_id: z.string().min(1).nullish(),
  session_token: z.string().nullish(),
  session_jwt: z.string().nullish(),
  siwe_params: siweParams.nullish(),
});

const authenticateBody = z.object({ ...wallet, signature: z.string().min(1), ...sessionFields });

const FIELD_ERRORS: FieldErrorTypes = { ...CRYPTO_WALLET_FIELD_ERRORS, ...SESSION_FIELD_ERRORS };

/**
 * Crypto wallet sign-in through the backend API. As the provider does, the start call already gives
 * the wallet to a user (its owner, the user named by `user_id` or by a session, or a new user),
 * unverified until the signature comes back; SIWE is used when `siwe_params` are given, whose
 * `domain` stands in for the page a browser would name. Signatures, SIWE checks and the sign-in are
 * the browser API's (crypto-wallets/*).
 */
export function registerBackendCryptoWalletRoutes(backend: BackendRouter): void {
  backend.post('/crypto_wallets/authenticate/start', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, startBody, FIELD_ERRORS);
    const type = requireWalletType(body.crypto_wallet_type);
    const address = requireWalletAddress(type, body.crypto_wallet_address);
    if (type === 'solana' && body.siwe_params) {
      throw new ApiError(
        'crypto_wallet_type_incompatible_with_siwe',
        'Sign-In with Ethereum is for Ethereum wallets; leave siwe_params out for a Solana wallet.',
      );
    }
    const namedUserId = await namedUser(project, body.user_id, body);
    const times = project.clock.lifetime(CHALLENGE_MINUTES);
    // Built before the wallet is given to anyone, so refused SIWE parameters leave no user behind.
    const { message, nonce } = body.siwe_params
      ? await buildSiweMessage(body.siwe_params, {
          address,
          pageDomain: undefined,
          nonce: newNonce(),
          now: Date.parse(times.created_at),
        })
      : plainChallenge(project, type, address, times.created_at);
    const { user, isNewUser } = reserveWallet(project, type, address, namedUserId);
    issueWalletChallenge(project, {
      wallet_key: walletKey(type, address),
      crypto_wallet_address: address,
      crypto_wallet_type: type,
      session_id: null,
      backend: { user_id: user.user_id },
      message,
      nonce,
      is_siwe: !!body.siwe_params,
      ...times,
    });
    return backendOk(c, { user_id: user.user_id, challenge: message, user_created: isNewUser });
  });

  backend.post('/crypto_wallets/authenticate', async (c) => {
    const project = backendCallerProject(c);
    const body = await readBody(c, authenticateBody, FIELD_ERRORS);
    const type = requireWalletType(body.crypto_wallet_type);
    const address = requireWalletAddress(type, body.crypto_wallet_address);
    await requireUsableSessionFields(project, body);
    const challenge = spendWalletChallenge(project, walletKey(type, address), null, 'backend');
    await verifyWalletSignature(type, address, challenge.message, body.signature);
    const siwe = challenge.is_siwe ? await siweParamsOf(challenge.message) : undefined;
    if (siwe) {
      // No page calls the backend API: the domain the server named at the start is the page's.
      await checkSiweMessage(challenge.message, {
        address,
        pageDomain: siwe.domain,
        nonce: challenge.nonce,
        now: project.clock.now(),
      });
    }
    // Read after the verification's await: another call may have changed the wallets meanwhile.
    const { user, entry } = signInWallet(project, type, address, challenge.backend?.user_id);
    const auth = await logInFromBackend(project, user, walletFactor(entry), body);
    return backendOk(c, { ...auth, ...(siwe && { siwe_params: { ...siwe, status_code: 200 } }) });
  });
}

/** The user a start names, by `user_id` or by a session; both must then be the same user. */
async function namedUser(
  project: Project,
  userId: string | null | undefined,
  session: SessionNames,
): Promise<string | undefined> {
  const sessionUserId =
    session.session_token || session.session_jwt
      ? (await liveNamedSession(project, session)).user_id
      : undefined;
  if (userId && sessionUserId && userId !== sessionUserId) {
    throw new ApiError('bad_request', 'The user_id is not the user of the session named.');
  }
  return userId ? requireUser(project, userId).user_id : sessionUserId;
}

import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { browserCallerProject } from '../http/browser-caller';
import type { EmulatorContext } from '../http/env';
import { ok } from '../http/envelope';
import type { SdkRouter } from '../http/sdk-router';
import { captchaFields, readBody, sessionDurationMinutes } from '../http/validation';
import { callerSession, requireCallerSession } from '../sessions/caller-session';
import { issueSession } from '../sessions/issue-session';
import { CHALLENGE_MINUTES, issueWalletChallenge, newNonce, spendWalletChallenge } from './challenges';
import { CRYPTO_WALLET_FIELD_ERRORS, siweParams } from './crypto-wallet-api';
import { verifyWalletSignature } from './signatures';
import { buildSiweMessage, checkSiweMessage, pageAuthority } from './siwe-message';
import { requireWalletAddress, requireWalletType, walletKey } from './wallet-address';
import { plainChallenge, requireNotOthersWallet, signInWallet, walletFactor } from './wallet-sign-in';

const wallet = {
  crypto_wallet_address: z.string().min(1),
  crypto_wallet_type: z.string(),
};

const startBody = z.object({ ...wallet, siwe_params: siweParams.optional(), ...captchaFields });

const authenticateBody = z.object({
  ...wallet,
  signature: z.string().min(1),
  session_duration_minutes: sessionDurationMinutes,
  ...captchaFields,
});

/**
 * Crypto wallet sign-in (`../shared/reference/provider-contract.md` §11.3, §14). The start call hands the wallet a single-use text to
 * sign (an EIP-4361 message for Ethereum when the project requires SIWE); the authenticate call
 * checks the signature for real (EIP-191 recovery, ed25519) and signs the wallet's user in, creating
 * the user for a new wallet or adding the wallet to the signed-in user.
 */
export function registerCryptoWalletRoutes(sdk: SdkRouter): void {
  sdk.post('/crypto_wallets/authenticate/start/primary', (c) => startAuthentication(c, 'primary'));
  sdk.post('/crypto_wallets/authenticate/start/secondary', (c) => startAuthentication(c, 'secondary'));

  sdk.post('/crypto_wallets/authenticate', async (c) => {
    const project = browserCallerProject(c);
    const session = callerSession(c, project);
    const body = await readBody(c, authenticateBody, CRYPTO_WALLET_FIELD_ERRORS);
    const type = requireWalletType(body.crypto_wallet_type);
    const address = requireWalletAddress(type, body.crypto_wallet_address);
    const challenge = spendWalletChallenge(project, walletKey(type, address), session?.session_id ?? null);
    await verifyWalletSignature(type, address, challenge.message, body.signature);
    if (challenge.is_siwe) {
      await checkSiweMessage(challenge.message, {
        address,
        pageDomain: pageAuthority(c.req.header('origin'), c.req.header('x-sdk-parent-host')),
        nonce: challenge.nonce,
        now: project.clock.now(),
      });
    }
    // Read after the verification's await: another call may have changed the wallets meanwhile.
    const addTo = challenge.session_id === null ? undefined : session?.user_id;
    const { user, entry } = signInWallet(project, type, address, addTo);
    const auth = await issueSession(
      project,
      user,
      walletFactor(entry),
      body.session_duration_minutes,
      session,
    );
    return ok(c, auth);
  });
}

/**
 * A primary sign-in knows no user yet; a secondary one adds the wallet to the caller's user, so
 * its challenge is bound to the caller's session and a wallet of another user is refused up front.
 */
async function startAuthentication(c: EmulatorContext, kind: 'primary' | 'secondary') {
  const project = browserCallerProject(c);
  const session = kind === 'secondary' ? requireCallerSession(c, project) : undefined;
  const body = await readBody(c, startBody, CRYPTO_WALLET_FIELD_ERRORS);
  const type = requireWalletType(body.crypto_wallet_type);
  const address = requireWalletAddress(type, body.crypto_wallet_address);
  if (session) requireNotOthersWallet(project, type, address, session.user_id);
  if (type === 'solana' && body.siwe_params) {
    throw new ApiError(
      'crypto_wallet_type_incompatible_with_siwe',
      'Sign-In with Ethereum is for Ethereum wallets; leave siwe_params out for a Solana wallet.',
    );
  }
  // The client sends siwe_params only when the project requires SIWE; a caller sending them anyway asks for it.
  const isSiwe =
    type === 'ethereum' && (project.settings.siwe_required_for_crypto_wallets || !!body.siwe_params);
  const times = project.clock.lifetime(CHALLENGE_MINUTES);
  const { message, nonce } = isSiwe
    ? await buildSiweMessage(body.siwe_params ?? {}, {
        address,
        pageDomain: pageAuthority(c.req.header('origin'), c.req.header('x-sdk-parent-host')),
        nonce: newNonce(),
        now: Date.parse(times.created_at),
      })
    : plainChallenge(project, type, address, times.created_at);
  issueWalletChallenge(project, {
    wallet_key: walletKey(type, address),
    crypto_wallet_address: address,
    crypto_wallet_type: type,
    session_id: session?.session_id ?? null,
    message,
    nonce,
    is_siwe: isSiwe,
    ...times,
  });
  return ok(c, { challenge: message });
}

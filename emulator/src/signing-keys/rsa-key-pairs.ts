import { generateKeyPair as generateKeyPairCallback, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

const generateKeyPair = promisify(generateKeyPairCallback);

/** The provider publishes 2048-bit RSA keys with the usual exponent (`e` is `AQAB`). */
const MODULUS_BITS = 2048;

export type RsaKeyPair = { privateKey: KeyObject; publicKey: KeyObject };

/** The pair made ahead for the next caller, once any caller needed one. */
let spare: Promise<RsaKeyPair> | undefined;

function generate(): Promise<RsaKeyPair> {
  const pair = generateKeyPair('rsa', { modulusLength: MODULUS_BITS });
  // A failure reaches the caller that takes this pair, not the process as an unhandled rejection.
  pair.catch(() => {});
  return pair;
}

/**
 * A new 2048-bit RSA key pair, never handed out twice. One takes a tenth of a second or more to
 * make, so it is made on libuv's thread pool, and the next one is started as this one is taken: a
 * process that signs for one project usually signs for another soon (a test suite, the testbed's
 * presets), and then finds its key made while it was doing other work. At most one pair waits unused.
 */
export function newRsaKeyPair(): Promise<RsaKeyPair> {
  const taken = spare ?? generate();
  spare = generate();
  return taken;
}

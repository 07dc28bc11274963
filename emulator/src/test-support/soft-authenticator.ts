import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { type CborValue, encodeCbor } from './cbor';

/**
 * A WebAuthn authenticator in software for tests: it answers the options a start call returned the
 * way a browser with a virtual authenticator does (`navigator.credentials.create/get`, serialised
 * by the client's webauthn-json), with genuine keys, attestation objects and signatures. Overrides
 * corrupt one part of a response, like Chrome's response override bits.
 */

export type SoftAuthenticatorOptions = {
  /** Defaults to the AAGUID of Chromium's virtual authenticator. */
  aaguid?: string;
  algorithm?: 'ES256' | 'RS256';
  /** Whether the user verifies (a PIN, a fingerprint) when the options do not discourage it. */
  userVerifies?: boolean;
  backupEligible?: boolean;
  backedUp?: boolean;
  attachment?: 'platform' | 'cross-platform';
  transports?: string[];
};

/** What a test may change about one response, to exercise the server's checks. */
export type ResponseOverrides = {
  /** The page origin written into clientDataJSON; defaults to the origin the ceremony runs on. */
  origin?: string;
  /** Report the user as verified, or not, whatever the authenticator's setting. */
  userVerified?: boolean;
  userPresent?: boolean;
  /** Sign with a key that is not the credential's. */
  bogusSignature?: boolean;
  /** Send 64 zero bytes as the signature: not even DER, like Chrome's bogus-signature bit. */
  malformedSignature?: boolean;
  /** The signature counter to report, instead of the next one. */
  signCount?: number;
  /**
   * `get`: answer with this credential (by id) instead of the one the options select.
   * `create`: make the new credential under this id.
   */
  credentialId?: string;
};

type StoredCredential = {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  cosePublicKey: Buffer;
  signCount: number;
};

// biome-ignore lint/suspicious/noExplicitAny: options are read by path, as the browser reads them.
type JsonOptions = Record<string, any>;

/** Chromium's CDP virtual authenticator reports this AAGUID (test-infra §4). */
export const CHROMIUM_VIRTUAL_AAGUID = '01020304-0506-0708-0102-030405060708';

const FLAG = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;

export class SoftAuthenticator {
  readonly #options: Required<SoftAuthenticatorOptions>;
  readonly #credentials = new Map<string, StoredCredential>();

  constructor(options: SoftAuthenticatorOptions = {}) {
    this.#options = {
      aaguid: CHROMIUM_VIRTUAL_AAGUID,
      algorithm: 'ES256',
      userVerifies: true,
      backupEligible: false,
      backedUp: false,
      attachment: 'platform',
      transports: ['internal'],
      ...options,
    };
  }

  /** The ids of the credentials it holds, newest last. */
  get credentialIds(): string[] {
    return [...this.#credentials.keys()];
  }

  forget(credentialId: string): void {
    this.#credentials.delete(credentialId);
  }

  /**
   * Makes a credential for `public_key_credential_creation_options` and answers with the
   * `public_key_credential` string `webauthn/register` takes. Refuses, as a browser does, when
   * it already holds one of the excluded credentials.
   */
  create(optionsJson: string, origin: string, overrides: ResponseOverrides = {}): string {
    const options = JSON.parse(optionsJson) as JsonOptions;
    const rpId: string = options.rp.id;
    for (const excluded of options.excludeCredentials ?? []) {
      if (this.#credentials.has(excluded.id)) {
        throw new DOMException('The authenticator was previously registered', 'InvalidStateError');
      }
    }
    const { privateKey, cosePublicKey } = newKeyPair(this.#options.algorithm);
    // A fixed id models a cloned authenticator, or one that ignored excludeCredentials.
    const id = overrides.credentialId ?? randomBytes(16).toString('base64url');
    this.#credentials.set(id, {
      id,
      rpId,
      userHandle: options.user.id,
      privateKey,
      cosePublicKey,
      signCount: 0,
    });
    const credentialIdBytes = Buffer.from(id, 'base64url');
    const attestedCredential = Buffer.concat([
      Buffer.from(this.#options.aaguid.replace(/-/g, ''), 'hex'),
      u16(credentialIdBytes.length),
      credentialIdBytes,
      cosePublicKey,
    ]);
    const authData = Buffer.concat([
      this.#authDataHead(rpId, options.authenticatorSelection?.userVerification, overrides, FLAG.AT, 0),
      attestedCredential,
    ]);
    const attestationObject = encodeCbor(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CborValue>()],
        ['authData', authData],
      ]),
    );
    return JSON.stringify({
      type: 'public-key',
      id,
      rawId: id,
      authenticatorAttachment: this.#options.attachment,
      response: {
        clientDataJSON: clientData('webauthn.create', options.challenge, overrides.origin ?? origin),
        attestationObject: attestationObject.toString('base64url'),
        transports: this.#options.transports,
      },
      clientExtensionResults: {},
    });
  }

  /**
   * Signs `public_key_credential_request_options` with a credential for its RP id (one of
   * `allowCredentials`, or the newest discoverable one) and answers with the
   * `public_key_credential` string `webauthn/authenticate` takes.
   */
  get(optionsJson: string, origin: string, overrides: ResponseOverrides = {}): string {
    const options = JSON.parse(optionsJson) as JsonOptions;
    const credential = this.#select(options, overrides.credentialId);
    credential.signCount = overrides.signCount ?? credential.signCount + 1;
    const authData = this.#authDataHead(
      credential.rpId,
      options.userVerification,
      overrides,
      0,
      credential.signCount,
    );
    const clientDataJSON = clientData('webauthn.get', options.challenge, overrides.origin ?? origin);
    const signed = Buffer.concat([
      authData,
      createHash('sha256').update(Buffer.from(clientDataJSON, 'base64url')).digest(),
    ]);
    const key = overrides.bogusSignature
      ? newKeyPair(this.#options.algorithm).privateKey
      : credential.privateKey;
    return JSON.stringify({
      type: 'public-key',
      id: credential.id,
      rawId: credential.id,
      authenticatorAttachment: this.#options.attachment,
      response: {
        clientDataJSON,
        authenticatorData: authData.toString('base64url'),
        signature: (overrides.malformedSignature ? Buffer.alloc(64) : sign('sha256', signed, key)).toString(
          'base64url',
        ),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    });
  }

  #select(options: JsonOptions, credentialId: string | undefined): StoredCredential {
    const allowed: string[] = (options.allowCredentials ?? []).map((c: { id: string }) => c.id);
    const wanted = credentialId ?? allowed.find((id) => this.#credentials.has(id));
    const candidates = [...this.#credentials.values()].filter((c) => c.rpId === options.rpId);
    const credential = wanted
      ? this.#credentials.get(wanted)
      : allowed.length === 0
        ? candidates.at(-1)
        : undefined;
    if (!credential) throw new DOMException('No matching credential', 'NotAllowedError');
    return credential;
  }

  #authDataHead(
    rpId: string,
    userVerification: string | undefined,
    overrides: ResponseOverrides,
    extraFlags: number,
    signCount: number,
  ): Buffer {
    const verifies =
      overrides.userVerified ?? (this.#options.userVerifies && userVerification !== 'discouraged');
    const flags =
      extraFlags |
      (overrides.userPresent === false ? 0 : FLAG.UP) |
      (verifies ? FLAG.UV : 0) |
      (this.#options.backupEligible ? FLAG.BE : 0) |
      (this.#options.backedUp ? FLAG.BS : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(signCount);
    return Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([flags]), count]);
  }
}

function clientData(type: string, challenge: string, origin: string): string {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString('base64url');
}

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

/** A fresh key pair and its public half as a COSE key (RFC 9053): EC2 P-256 for ES256, RSA for RS256. */
function newKeyPair(algorithm: 'ES256' | 'RS256'): { privateKey: KeyObject; cosePublicKey: Buffer } {
  if (algorithm === 'ES256') {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]);
    return { privateKey, cosePublicKey: encodeCbor(cose) };
  }
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = new Map<number, number | Uint8Array>([
    [1, 3],
    [3, -257],
    [-1, Buffer.from(jwk.n as string, 'base64url')],
    [-2, Buffer.from(jwk.e as string, 'base64url')],
  ]);
  return { privateKey, cosePublicKey: encodeCbor(cose) };
}

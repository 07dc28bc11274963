import { ApiError } from '../http/api-error';
import type { ProviderErrorType } from '../http/error-types';

/**
 * What a caller may say about its Sign-In with Ethereum message: the client's `siwe_params` (uri,
 * chain_id, statement, issued_at, not_before, message_request_id, resources), plus what the
 * provider's backend API also takes (domain) and EIP-4361's expiration time. Never the nonce: it is
 * the emulator's, so that no two challenges ask for the same signature.
 */
export type SiweParams = {
  domain?: string;
  uri?: string;
  chain_id?: string | number;
  statement?: string;
  issued_at?: string;
  not_before?: string;
  expiration_time?: string;
  message_request_id?: string;
  resources?: string[];
};

/** Where and for whom the message is made; `pageDomain` is the calling page's authority, if it sent one. */
export type SiweContext = {
  address: string;
  pageDomain: string | undefined;
  /** The emulator's own nonce, fresh for this challenge. */
  nonce: string;
  /** The project's now, in milliseconds. */
  now: number;
};

/**
 * How far a caller's `issued_at` may be from the project's clock: a page's clock may be a little off,
 * but a message dated far away is an old one being made again, or one meant to be signed later.
 */
export const ISSUED_AT_WINDOW_MINUTES = 5;
/** RFC 3339 date-times, as EIP-4361 writes them (`2021-12-29T12:33:09Z`). */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const CHAIN_ID = /^[1-9]\d*$/;
const LINE_BREAK = /[\r\n]/;

/**
 * viem's EIP-4361 code, loaded on the first SIWE call: viem is the heaviest module the emulator would
 * otherwise load at start (about a third of a second), and most projects never sign in with a wallet.
 */
const viemSiwe = () => import('viem/siwe');

/**
 * Which of the provider's types each EIP-4361 field viem refuses is reported with; any other field
 * (the nonce is the emulator's own, never the caller's) is its `bad_request`, naming the field.
 */
const FIELD_ERROR_TYPES: Readonly<Record<string, ProviderErrorType>> = {
  domain: 'invalid_siwe_domain',
  uri: 'invalid_siwe_uri',
  resources: 'invalid_siwe_resource',
  statement: 'invalid_siwe_statement',
  chainId: 'invalid_siwe_chain_id',
};

/**
 * The calling page's authority (`host[:port]`), which a SIWE message's domain must name: from the
 * `Origin` a browser sends, or else the `X-SDK-Parent-Host` the client always sends.
 */
export function pageAuthority(
  origin: string | undefined,
  parentHost: string | undefined,
): string | undefined {
  for (const candidate of [origin, parentHost]) {
    if (candidate && URL.canParse(candidate)) {
      const { host } = new URL(candidate);
      if (host !== '') return host;
    }
  }
  return undefined;
}

/**
 * Builds the EIP-4361 message a wallet signs, refusing parameters that would make a message no
 * wallet or relying party accepts, each with the provider's `invalid_siwe_*` type. The domain is
 * the calling page's; a `domain` given must be that same authority, since a wallet warns about a
 * message naming another site.
 */
export async function buildSiweMessage(
  params: SiweParams,
  context: SiweContext,
): Promise<{ message: string; nonce: string }> {
  const domain = requireDomain(params.domain, context.pageDomain);
  if (params.uri === undefined) {
    throw new ApiError(
      'invalid_siwe_uri',
      'siwe_params.uri is required: the URI of the page signing in (the client sends location.origin).',
    );
  }
  const chainId = requireChainId(params.chain_id ?? '1');
  if (params.statement !== undefined && LINE_BREAK.test(params.statement)) {
    throw new ApiError(
      'invalid_siwe_statement',
      'siwe_params.statement must be one line, without line breaks.',
    );
  }
  if (params.message_request_id !== undefined && LINE_BREAK.test(params.message_request_id)) {
    throw new ApiError(
      'invalid_siwe_message_request_id',
      'siwe_params.message_request_id must be one line, without line breaks.',
    );
  }
  const { nonce } = context;
  const issuedAt =
    params.issued_at === undefined
      ? new Date(context.now)
      : requireRecentIssuedAt(params.issued_at, context.now);
  const notBefore =
    params.not_before === undefined ? undefined : requireTime('not_before', params.not_before);
  const expirationTime =
    params.expiration_time === undefined ? undefined : requireTime('expiration_time', params.expiration_time);
  if (expirationTime) requireOpenWindow(expirationTime, issuedAt, notBefore, context.now);
  const { createSiweMessage } = await viemSiwe();
  try {
    const message = createSiweMessage({
      address: context.address as `0x${string}`,
      chainId,
      domain,
      nonce,
      uri: params.uri,
      version: '1',
      issuedAt,
      ...(notBefore && { notBefore }),
      ...(expirationTime && { expirationTime }),
      ...(params.statement && { statement: params.statement }),
      ...(params.message_request_id && { requestId: params.message_request_id }),
      ...(params.resources && { resources: params.resources }),
    });
    return { message, nonce };
  } catch (error) {
    throw refusedField(error);
  }
}

/** What the authenticate call checks of a signed SIWE message besides the signature. */
export type SiweExpectations = {
  address: string;
  pageDomain: string | undefined;
  nonce: string;
  now: number;
};

/**
 * Checks a SIWE message as a relying party does (EIP-4361 "Verifying"): it names the page now
 * signing in, carries the nonce this challenge was issued with, and is inside its time window on the
 * project's clock. The signature itself is checked apart (EIP-191, signatures.ts).
 */
export async function checkSiweMessage(message: string, expected: SiweExpectations): Promise<void> {
  const { parseSiweMessage, validateSiweMessage } = await viemSiwe();
  const parsed = parseSiweMessage(message);
  if (expected.pageDomain === undefined || parsed.domain !== expected.pageDomain) {
    throw new ApiError(
      'invalid_siwe_domain',
      `The message was made for ${parsed.domain ?? 'no domain'}, but this sign-in comes from ${expected.pageDomain ?? 'no page (no Origin header)'}.`,
    );
  }
  if (parsed.nonce !== expected.nonce) {
    throw new ApiError(
      'unable_to_authenticate_crypto_wallet',
      'The message does not carry the nonce this challenge was issued with.',
    );
  }
  const now = new Date(expected.now);
  if (parsed.notBefore && now < parsed.notBefore) {
    throw new ApiError(
      'siwe_message_not_valid_yet',
      `The message is valid from ${parsed.notBefore.toISOString()}; the project's clock reads ${now.toISOString()}.`,
    );
  }
  if (parsed.expirationTime && now >= parsed.expirationTime) {
    throw new ApiError(
      'siwe_message_expired',
      `The message expired at ${parsed.expirationTime.toISOString()}; start again for a new one.`,
    );
  }
  const isValid = validateSiweMessage({
    message: parsed,
    address: expected.address as `0x${string}`,
    domain: expected.pageDomain,
    nonce: expected.nonce,
    time: now,
  });
  if (!isValid) {
    throw new ApiError(
      'unable_to_authenticate_crypto_wallet',
      'The signed message is not a valid SIWE message for this wallet.',
    );
  }
}

function requireDomain(given: string | undefined, pageDomain: string | undefined): string {
  if (given !== undefined && pageDomain !== undefined && given !== pageDomain) {
    throw new ApiError(
      'invalid_siwe_domain',
      `siwe_params.domain ${JSON.stringify(given)} is not the calling page's ${pageDomain}; wallets warn about a message for another site.`,
    );
  }
  const domain = given ?? pageDomain;
  if (domain === undefined) {
    throw new ApiError(
      'invalid_siwe_domain',
      'A SIWE message needs a domain: the request names no page (no Origin or X-SDK-Parent-Host) and siwe_params has no domain.',
    );
  }
  return domain;
}

function requireChainId(value: string | number): number {
  const text = String(value);
  const chainId = Number(text);
  if (!CHAIN_ID.test(text) || !Number.isSafeInteger(chainId)) {
    throw new ApiError(
      'invalid_siwe_chain_id',
      `siwe_params.chain_id must be a positive EIP-155 chain id such as "1", not ${JSON.stringify(value)}.`,
    );
  }
  return chainId;
}

function requireTime(field: string, value: string): Date {
  const time = new Date(value);
  if (!RFC_3339.test(value) || Number.isNaN(time.getTime())) {
    throw new ApiError(
      'bad_request',
      `siwe_params.${field} must be an RFC 3339 time such as 2021-12-29T12:33:09Z, not ${JSON.stringify(value)}.`,
    );
  }
  return time;
}

/**
 * Refuses an `issued_at` outside the window around the project's clock, with the type a relying party
 * gives such a message: one dated too far back is stale, one dated ahead is not valid yet.
 */
function requireRecentIssuedAt(value: string, now: number): Date {
  const issuedAt = requireTime('issued_at', value);
  const offset = issuedAt.getTime() - now;
  const window = ISSUED_AT_WINDOW_MINUTES * 60_000;
  if (Math.abs(offset) <= window) return issuedAt;
  const [errorType, where] =
    offset < 0
      ? (['siwe_message_expired', 'before'] as const)
      : (['siwe_message_not_valid_yet', 'after'] as const);
  throw new ApiError(
    errorType,
    `siwe_params.issued_at ${issuedAt.toISOString()} is more than ${ISSUED_AT_WINDOW_MINUTES} minutes ${where} the project's clock (${new Date(now).toISOString()}); leave it out to use the current time.`,
  );
}

/** A message whose window closes before it opens, or has already closed, could never sign anyone in. */
function requireOpenWindow(expiration: Date, issuedAt: Date, notBefore: Date | undefined, now: number): void {
  const problem =
    expiration <= issuedAt
      ? 'is not after issued_at'
      : notBefore && expiration <= notBefore
        ? 'is not after not_before'
        : undefined;
  if (problem) {
    throw new ApiError('bad_request', `siwe_params.expiration_time ${expiration.toISOString()} ${problem}.`);
  }
  if (expiration.getTime() <= now) {
    throw new ApiError(
      'siwe_message_expired',
      `siwe_params.expiration_time ${expiration.toISOString()} has already passed on the project's clock.`,
    );
  }
}

/** viem names the field it refused in its message: `Invalid Sign-In with Ethereum message field "uri".` */
function refusedField(error: unknown): ApiError {
  const text = error instanceof Error ? error.message : String(error);
  const field = /field "(\w+)"/.exec(text)?.[1] ?? '';
  const detail = (error as { metaMessages?: string[] }).metaMessages?.filter(Boolean).join(' ') ?? text;
  return new ApiError(FIELD_ERROR_TYPES[field] ?? 'bad_request', `siwe_params: ${detail}`);
}

/**
 * What a signed SIWE message said, as the backend API's authenticate answer reports it
 * (`siwe_params`). The message is the emulator's own, so every field it always writes is present.
 */
export async function siweParamsOf(message: string) {
  const { parseSiweMessage } = await viemSiwe();
  const parsed = parseSiweMessage(message);
  return {
    domain: parsed.domain ?? '',
    uri: parsed.uri ?? '',
    chain_id: String(parsed.chainId ?? ''),
    resources: parsed.resources ?? [],
    ...(parsed.issuedAt && { issued_at: parsed.issuedAt.toISOString() }),
    ...(parsed.requestId && { message_request_id: parsed.requestId }),
  };
}

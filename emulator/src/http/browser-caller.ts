import type { Project } from '../emulator-store';
import { ApiError } from './api-error';
import { decodeBasicCredentials } from './basic-credentials';
import type { EmulatorContext } from './env';

/** Who is calling, from `Authorization: Basic base64(<public token>:<secret>)` (`../shared/reference/provider-contract.md` §3). */
export type Credentials = {
  publicToken: string;
  /** The session token from the password part, or null when the client sent the public token again. */
  sessionToken: string | null;
};

/** Parses the Basic credentials; undefined when the header is absent, `unauthorized_credentials` when garbled. */
export function parseBasicAuth(header: string | undefined): Credentials | undefined {
  if (header === undefined) return undefined;
  const credentials = decodeBasicCredentials(header);
  if (!credentials) {
    throw new ApiError(
      'unauthorized_credentials',
      'The Authorization header is not valid Basic credentials.',
    );
  }
  const { name: publicToken, password: secret } = credentials;
  return { publicToken, sessionToken: secret === '' || secret === publicToken ? null : secret };
}

export function callerCredentials(c: EmulatorContext): Credentials {
  const credentials = parseBasicAuth(c.req.header('authorization'));
  if (!credentials) {
    throw new ApiError(
      'unauthorized_credentials',
      'This endpoint needs Basic credentials with a public token.',
    );
  }
  return credentials;
}

/** The project a browser API call names by its public token (created on first use). */
export function browserCallerProject(c: EmulatorContext): Project {
  return c.get('store').project(callerCredentials(c).publicToken);
}

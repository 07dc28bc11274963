import { isConfidential } from '../connected-apps/client-types';
import type { ConnectedAppRecord } from '../connected-apps/connected-app-collections';
import type { Project } from '../emulator-store';
import { decodeBasicCredentials } from '../http/basic-credentials';
import { isSameSecret, secretDigest } from '../store/secret-digest';
import { OAuthError } from './oauth-error';

/** The form parameters of a token or revocation request, each given once. */
export type FormParams = Map<string, string>;

/**
 * The challenge of every `invalid_client` 401, whichever method the client tried (RFC 6749 §5.2
 * requires it after Basic; RFC 9110 §15.5.2 after any 401): the scheme to retry with.
 */
const BASIC_CHALLENGE = 'Basic realm="connected apps", charset="UTF-8"';

/**
 * `Authorization: Basic` credentials: the shared parser's name and password, each then form-decoded as
 * OAuth clients encode them (RFC 6749 §2.3.1).
 */
function basicCredentials(header: string): { clientId: string; secret: string } {
  const credentials = decodeBasicCredentials(header);
  if (!credentials) {
    throw new OAuthError(401, 'invalid_client', 'The Basic credentials are malformed.', BASIC_CHALLENGE);
  }
  try {
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { clientId: decode(credentials.name), secret: decode(credentials.password) };
  } catch {
    throw new OAuthError(401, 'invalid_client', 'The Basic credentials are malformed.', BASIC_CHALLENGE);
  }
}

/**
 * The client a token or revocation request comes from, authenticated as its type requires:
 * a confidential client by its secret (`client_secret_basic` or `client_secret_post`), a public
 * client by its `client_id` alone (its codes are bound to a PKCE challenge instead).
 */
export function authenticateClient(
  project: Project,
  authorization: string | undefined,
  form: FormParams,
): ConnectedAppRecord {
  const basic = authorization?.match(/^Basic\s/i) ? basicCredentials(authorization) : null;
  if (basic && form.has('client_secret')) {
    throw new OAuthError(400, 'invalid_request', 'A client authenticates with one method, not two.');
  }
  const clientId = basic?.clientId ?? form.get('client_id');
  if (clientId === undefined) {
    throw new OAuthError(401, 'invalid_client', 'The request names no client.', BASIC_CHALLENGE);
  }
  if (basic && form.has('client_id') && form.get('client_id') !== basic.clientId) {
    throw new OAuthError(400, 'invalid_request', 'The client_id differs from the Basic credentials.');
  }
  const app = project.collections.connected_apps.get(clientId);
  const secret = basic?.secret ?? form.get('client_secret');
  if (!app) throw new OAuthError(401, 'invalid_client', `No client has the id ${clientId}.`, BASIC_CHALLENGE);
  if (!isConfidential(app.client_type)) {
    if (secret !== undefined) {
      throw new OAuthError(
        401,
        'invalid_client',
        `${clientId} is a public client: it has no secret.`,
        BASIC_CHALLENGE,
      );
    }
    return app;
  }
  if (secret === undefined || app.client_secret_digest === null) {
    throw new OAuthError(
      401,
      'invalid_client',
      `${clientId} is a confidential client: authenticate with its secret.`,
      BASIC_CHALLENGE,
    );
  }
  if (!isSameSecret(secretDigest(secret), app.client_secret_digest)) {
    throw new OAuthError(401, 'invalid_client', 'The client secret is wrong.', BASIC_CHALLENGE);
  }
  return app;
}

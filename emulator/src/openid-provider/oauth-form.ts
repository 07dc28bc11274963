import type { EmulatorContext } from '../http/env';
import type { FormParams } from './client-authentication';
import { OAuthError, oauthErrorResponse } from './oauth-error';

function isFormMediaType(contentType: string): boolean {
  return contentType.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** Token and introspection answers are never cached (RFC 6749 §5.1, RFC 7662 §2.2). */
export function noStoreJson(body: object): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', pragma: 'no-cache' },
  });
}

/**
 * The form body of a token, revocation or introspection request (RFC 6749 §3.2): form-encoded, each
 * parameter at most once. These routes are outside `/sdk/v1`, whose bodies must be JSON.
 */
export async function readForm(c: EmulatorContext): Promise<FormParams> {
  if (!isFormMediaType(c.req.header('content-type') ?? '')) {
    throw new OAuthError(400, 'invalid_request', 'Send the parameters as application/x-www-form-urlencoded.');
  }
  const form: FormParams = new Map();
  for (const [key, value] of new URLSearchParams(await c.req.text())) {
    if (form.has(key)) throw new OAuthError(400, 'invalid_request', `The parameter ${key} is repeated.`);
    form.set(key, value);
  }
  return form;
}

/** Runs an OAuth handler; its refusals are answered in the RFCs' words. */
export async function asOAuth(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof OAuthError) return oauthErrorResponse(error);
    throw error;
  }
}

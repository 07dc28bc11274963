import { cookies } from 'next/headers';
import * as stytch from 'stytch';

let client: stytch.Client | undefined;

/**
 * The provider's backend SDK; `STYTCH_BASE_URL` points it at the emulator and is unset in production.
 * Made on first request, not at import: `next build` loads this module with no credentials around.
 */
export function stytchServer(): stytch.Client {
  client ??= new stytch.Client({
    project_id: requireEnv('STYTCH_PROJECT_ID'),
    secret: requireEnv('STYTCH_SECRET'),
    custom_base_url: process.env.STYTCH_BASE_URL || undefined,
  });
  return client;
}

/** The project's public token, for the page's client; read per request so one build serves any environment. */
export function publicToken(): string {
  return requireEnv('STYTCH_PUBLIC_TOKEN');
}

/** What a client component of this app needs to make the page's client (the widget reads its own). */
export function publicClientConfig(): { publicToken: string; emulatorUrl: string | null } {
  return { publicToken: publicToken(), emulatorUrl: process.env.FOYER_EMULATOR_URL || null };
}

export type SignedIn = { sessionJwt: string; userId: string; sessionId: string; expiresAt?: string };

/**
 * The session the request's `stytch_session_jwt` cookie names, or null when it is missing, expired or
 * revoked. `max_token_age_seconds: 0` asks the provider every time instead of trusting the JWT's
 * signature alone for five minutes, so a sign-out elsewhere or an expiry ends access at once.
 */
export async function currentSession(): Promise<SignedIn | null> {
  const sessionJwt = (await cookies()).get('stytch_session_jwt')?.value;
  if (!sessionJwt) return null;
  try {
    const { session } = await stytchServer().sessions.authenticateJwt({
      session_jwt: sessionJwt,
      max_token_age_seconds: 0,
    });
    return {
      sessionJwt,
      userId: session.user_id,
      sessionId: session.session_id,
      expiresAt: session.expires_at,
    };
  } catch (error) {
    if (error instanceof stytch.StytchError) return null;
    throw error;
  }
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: copy .env.example to .env and fill it in.`);
  return value;
}

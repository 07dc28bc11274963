import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import * as stytch from 'stytch';
import { stytchServer } from '../../../lib/stytch-server';

/**
 * Signs out: revokes the session at the provider, so its JWT stops working everywhere, and removes the
 * cookies the page's client wrote.
 */
export async function POST(request: Request): Promise<Response> {
  const jar = await cookies();
  const sessionJwt = jar.get('stytch_session_jwt')?.value;
  if (sessionJwt) {
    try {
      await stytchServer().sessions.revoke({ session_jwt: sessionJwt });
    } catch (error) {
      // Already expired or revoked: nothing is left to end.
      if (!(error instanceof stytch.StytchError)) throw error;
    }
  }
  jar.delete('stytch_session');
  jar.delete('stytch_session_jwt');
  return NextResponse.redirect(new URL('/login', request.url), 303);
}

import { currentSession, stytchServer } from '../../../lib/stytch-server';

/** The signed-in user as JSON, or 401 when the session cookie is missing, expired or revoked. */
export async function GET(): Promise<Response> {
  const session = await currentSession();
  if (!session) return Response.json({ error: 'unauthenticated' }, { status: 401 });
  const user = await stytchServer().users.get({ user_id: session.userId });
  return Response.json({
    user_id: user.user_id,
    email: user.emails[0]?.email ?? null,
    session_id: session.sessionId,
  });
}

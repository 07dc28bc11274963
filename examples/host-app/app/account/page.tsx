import { redirect } from 'next/navigation';
import { currentSession, stytchServer } from '../../lib/stytch-server';

export default async function AccountPage() {
  const session = await currentSession();
  if (!session) redirect('/login');
  const user = await stytchServer().users.get({ user_id: session.userId });
  return (
    <main>
      <h1>Your account</h1>
      <dl>
        <dt>Email</dt>
        <dd data-testid="email">{user.emails[0]?.email ?? '(none)'}</dd>
        <dt>Phone</dt>
        <dd data-testid="phone">{user.phone_numbers[0]?.phone_number ?? '(none)'}</dd>
        <dt>User id</dt>
        <dd>{user.user_id}</dd>
        <dt>Session expires</dt>
        <dd>{session.expiresAt ?? 'never'}</dd>
      </dl>
      <form action="/api/logout" method="post">
        <button type="submit">Sign out</button>
      </form>
    </main>
  );
}

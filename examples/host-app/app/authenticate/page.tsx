import { connection } from 'next/server';
import { publicClientConfig } from '../../lib/stytch-server';
import { CompleteLogin } from './complete-login';

/** Where emailed links and Google send the user back with `?stytch_token_type=…&token=…`. */
export default async function AuthenticatePage() {
  // Rendered per request: the public token and emulator URL come from this server's environment.
  await connection();
  return (
    <main>
      <CompleteLogin config={publicClientConfig()} />
    </main>
  );
}

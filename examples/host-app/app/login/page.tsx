import { redirect } from 'next/navigation';
import { appOrigin } from '../../lib/app-origin';
import { currentSession, publicClientConfig } from '../../lib/stytch-server';
import { LoginWidget } from './login-widget';

export default async function LoginPage() {
  if (await currentSession()) redirect('/account');
  return (
    <main>
      <h1>Sign in</h1>
      <LoginWidget config={publicClientConfig()} redirectURL={`${await appOrigin()}/authenticate`} />
    </main>
  );
}

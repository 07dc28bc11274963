import { redirect } from 'next/navigation';
import { appOrigin } from '../../lib/app-origin';
import { currentSession, publicClientConfig } from '../../lib/stytch-server';
import { ProviderLogin } from './provider-login';

/**
 * The provider's own prebuilt UI (`StytchLogin` from `@stytch/nextjs`) instead of Foyer's widget, on
 * the same emulator and the same server checks: an app that keeps the provider's frontend SDK and
 * takes only the emulator.
 */
export default async function PrebuiltLoginPage() {
  if (await currentSession()) redirect('/account');
  return (
    <main>
      <h1>Sign in with the provider&apos;s own UI</h1>
      <ProviderLogin config={publicClientConfig()} redirectURL={`${await appOrigin()}/authenticate`} />
    </main>
  );
}

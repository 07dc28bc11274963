import { FoyerLogin } from '@foyer/widget/react';
import { redirect } from 'next/navigation';
import { appOrigin } from '../../lib/app-origin';
import { currentSession, publicToken } from '../../lib/stytch-server';

/**
 * A server component all the way: the widget takes plain props, makes the page's client in the browser,
 * reaches the emulator at `FOYER_EMULATOR_URL` (read here, on the server, when it is set) and goes to
 * the account page once a passcode, password or passkey has signed the user in on this page.
 */
export default async function LoginPage() {
  if (await currentSession()) redirect('/account');
  // Emailed links and Google send the user back to the redirect page, which completes the sign-in.
  const redirectURL = `${await appOrigin()}/authenticate`;
  return (
    <main>
      <h1>Sign in</h1>
      <FoyerLogin
        publicToken={publicToken()}
        afterSignInUrl="/account"
        config={{
          products: ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth'],
          emailMagicLinksOptions: { loginRedirectURL: redirectURL, signupRedirectURL: redirectURL },
          // Email passcodes and email magic links cannot share the email field (the provider's rule): text them.
          otpOptions: { methods: ['sms'] },
          passwordOptions: { loginRedirectURL: redirectURL },
          oauthOptions: {
            providers: [{ type: 'google' }],
            loginRedirectURL: redirectURL,
            signupRedirectURL: redirectURL,
          },
        }}
      />
    </main>
  );
}

'use client';
import { emulatorClientOptions } from '@foyer/emulator-client';
import { createStytchClient, Products, StytchLogin, StytchProvider, useStytchSession } from '@stytch/nextjs';
import { useEffect, useState } from 'react';

type Props = { config: { publicToken: string; emulatorUrl: string | null }; redirectURL: string };

/**
 * The provider's client from `@stytch/nextjs`, pointed at the emulator by `emulatorClientOptions` when the
 * server names one. Made once per page: while Next renders on the server it is the SDK's own stand-in.
 */
export function ProviderLogin({ config: { publicToken, emulatorUrl }, redirectURL }: Props) {
  const [stytch] = useState(() =>
    emulatorUrl
      ? createStytchClient(publicToken, emulatorClientOptions(emulatorUrl))
      : createStytchClient(publicToken),
  );
  return (
    <StytchProvider stytch={stytch}>
      <LoginOrContinue redirectURL={redirectURL} />
    </StytchProvider>
  );
}

function LoginOrContinue({ redirectURL }: { redirectURL: string }) {
  const { session } = useStytchSession();
  // A passcode or password signs in on this page: a full load lets the server check the new cookie.
  useEffect(() => {
    if (session) window.location.assign('/account');
  }, [session]);
  return (
    <StytchLogin
      config={{
        products: [Products.emailMagicLinks, Products.otp, Products.passwords],
        emailMagicLinksOptions: { loginRedirectURL: redirectURL, signupRedirectURL: redirectURL },
        otpOptions: { methods: ['sms'], expirationMinutes: 10 },
        passwordOptions: { loginRedirectURL: redirectURL, resetPasswordRedirectURL: redirectURL },
        sessionOptions: { sessionDurationMinutes: 60 },
      }}
    />
  );
}

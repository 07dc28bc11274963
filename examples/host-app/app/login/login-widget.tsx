'use client';
import { FoyerLogin } from '@foyer/widget/react';
import type { StytchClient } from '@stytch/vanilla-js/headless';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { browserClient, type ClientConfig } from '../../lib/stytch-browser';

type Props = { config: ClientConfig; redirectURL: string };

export function LoginWidget({ config, redirectURL }: Props) {
  const router = useRouter();
  // The client reads the browser's cookies, so it is made after hydration, never on the server.
  const [client, setClient] = useState<StytchClient | null>(null);
  useEffect(() => setClient(browserClient(config)), [config]);
  // Passcodes, passwords and passkeys sign in on this page: go on once the client holds a session.
  useEffect(
    () =>
      client?.session.onChange((session) => {
        if (session) router.replace('/account');
      }),
    [client, router],
  );
  if (!client) return null;
  return (
    <FoyerLogin
      client={client}
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
  );
}

import { emulatorClientOptions } from '@foyer/emulator-client';
import { mountLogin } from '@foyer/widget';
import { createStytchClient } from '@stytch/vanilla-js/headless';

// Inside `foyer-emulator exec` the emulator; in production, the hosted provider the token names. Read
// as `import.meta.env.…` in the test itself, so a build made without `exec` drops the first branch.
const client = import.meta.env.FOYER_EMULATOR_URL
  ? createStytchClient(
      import.meta.env.STYTCH_PUBLIC_TOKEN,
      emulatorClientOptions(import.meta.env.FOYER_EMULATOR_URL),
    )
  : createStytchClient(import.meta.env.STYTCH_PUBLIC_TOKEN);

// Where the emailed link brings the user back: this page, which completes the login below.
const redirectURL = `${window.location.origin}/authenticate`;

function element<T extends HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`index.html has no ${selector}`);
  return found;
}

function showAccount(): void {
  const user = client.user.getSync();
  element('#login').hidden = true;
  element('#account').hidden = false;
  element('[data-testid="email"]').textContent = user?.emails[0]?.email ?? '';
}

element('#sign-out').addEventListener('click', async () => {
  await client.session.revoke();
  window.location.replace('/');
});

if (window.location.pathname === '/authenticate') {
  client
    .authenticateByUrl({ session_duration_minutes: 60 })
    .then((result) => {
      if (result?.handled) window.location.replace('/');
      else throw new Error('This address carries no sign-in link.');
    })
    .catch((error: unknown) => {
      const problem = element('#problem');
      problem.hidden = false;
      problem.textContent = error instanceof Error ? error.message : String(error);
    });
} else if (client.session.getSync()) {
  showAccount();
} else {
  mountLogin({
    client,
    element: '#login',
    config: {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: redirectURL, signupRedirectURL: redirectURL },
    },
  });
}

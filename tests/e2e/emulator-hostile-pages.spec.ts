import type { ControlClient } from '@foyer/emulator';
import { listProjects } from '@foyer/emulator/control';
import type { Page } from '@playwright/test';
import { consoleUrl } from '../support/console-page';
import { expect, test } from '../support/fixtures';
import { GOOGLE_ADA } from '../support/test-identities';

/*
 * A web page the developer happens to browse while the emulator runs (`http://evil.localhost`:
 * Chromium sends *.localhost to loopback, and it is not one of a project's default authorized
 * origins). It knows the victim project's public token and tries, without the user's help, every
 * route to a session that an earlier probe found open. Each test then asks the control API whether
 * anything happened.
 */

const EMULATOR = 'https://api.emulator.test';
const GOOGLE = 'https://accounts.google.com';

async function openAttackerPage(page: Page, harnessOrigin: string, path = '/attacker-page'): Promise<string> {
  const evilOrigin = harnessOrigin.replace('//localhost:', '//evil.localhost:');
  await page.goto(`${evilOrigin}${path}`);
  expect(new URL(page.url()).hostname).toBe('evil.localhost');
  return evilOrigin;
}

/**
 * Frames `url` in the attacker's page and says whether the framed document is the emulator's page
 * (its own URL readable through Playwright) or the browser's refusal.
 */
async function frameFromAttacker(page: Page, url: string): Promise<'loaded' | 'refused'> {
  // Both outcomes are awaited before the frame exists: a frame that loads at once is not missed.
  const refusal = page
    .waitForEvent('console', (message) => message.text().includes('frame-ancestors'))
    .then(() => 'refused' as const);
  const frameUrl = new URL(url);
  const loaded = page
    .waitForEvent('framenavigated', (frame) =>
      frame.url().startsWith(`${frameUrl.origin}${frameUrl.pathname}`),
    )
    .then(() => 'loaded' as const);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
  }, url);
  return Promise.race([refusal, loaded]);
}

test('no page of another site signs in through the consent page, without a click', async ({
  page,
  harness,
  control,
  publicToken,
  emulator,
}) => {
  await control.seedUser({ email: GOOGLE_ADA.email ?? 'ada@example.com' });
  await control.settings(); // The project exists, as it would once the victim's app has loaded.
  const before = await control.sessions();
  await openAttackerPage(page, harness.origin);

  const attempts = await page.evaluate(
    async ({ emulatorOrigin, httpUrl, publicToken, email }) => {
      const start = (redirect: string) =>
        `${emulatorOrigin}/v1/public/oauth/google/start?${new URLSearchParams({
          public_token: publicToken,
          login_redirect_url: redirect,
          signup_redirect_url: redirect,
        })}`;
      const read = (url: string, init: RequestInit = {}) =>
        fetch(url, { credentials: 'include', ...init }).then(
          async (response) => `read ${response.status}: ${(await response.text()).slice(0, 80)}`,
          (error: Error) => `blocked: ${error.name}`,
        );
      const blind = (url: string, body: BodyInit) =>
        fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', body }).then(
          (response) => `sent (${response.type})`,
          (error: Error) => `blocked: ${error.name}`,
        );
      const consentForm = new URLSearchParams({
        consent_id: 'read-from-the-page',
        decision: 'new',
        email,
        email_verified: 'true',
        name: 'Ada Lovelace',
      });
      return {
        // The consent page's HTML (and its consent id) over CORS, with the token landing on the emulator.
        consentPageViaEmulatorRedirect: await read(start(`${httpUrl}/v1/x`)),
        consentPageViaAppRedirect: await read(start('http://localhost:3000/authenticate')),
        consentPost: await blind(
          `${emulatorOrigin}/v1/public/oauth/google/consent?public_token=${publicToken}`,
          consentForm,
        ),
      };
    },
    { emulatorOrigin: EMULATOR, httpUrl: emulator.httpUrl, publicToken, email: GOOGLE_ADA.email ?? '' },
  );

  expect(attempts.consentPageViaEmulatorRedirect).toBe('blocked: TypeError');
  expect(attempts.consentPageViaAppRedirect).toBe('blocked: TypeError');
  expect(attempts.consentPost).toBe('sent (opaque)');
  expect(await control.sessions()).toEqual(before);

  // Even read by a tool, a redirect to the emulator itself is refused before any consent exists.
  const toEmulator = await fetch(
    `${emulator.httpUrl}/v1/public/oauth/google/start?${new URLSearchParams({
      public_token: publicToken,
      login_redirect_url: `${emulator.httpUrl}/v1/x`,
    })}`,
    { redirect: 'manual' },
  );
  expect(toEmulator.status).toBe(400);
  expect(await toEmulator.text()).toContain('never a redirect target');
});

test('no page of another site frames the consent page, the One Tap frames or starts One Tap for a project', async ({
  page,
  harness,
  control,
  publicToken,
}) => {
  await control.addOAuthIdentity(GOOGLE_ADA);
  const { google_client_id: googleClientId } = await control.settings();
  const evilOrigin = await openAttackerPage(page, harness.origin);
  const appOrigin = harness.origin;

  const consent = `${EMULATOR}/v1/public/oauth/google/start?${new URLSearchParams({
    public_token: publicToken,
    login_redirect_url: `${appOrigin}/done`,
  })}`;
  expect(await frameFromAttacker(page, consent)).toBe('refused');
  expect(await frameFromAttacker(page, `${EMULATOR}/one-tap/clientside-services`)).toBe('refused');
  // The prompt claiming the victim app's page: only that page may frame it.
  const promptFor = (origin: string) =>
    `${GOOGLE}/gsi/iframe/select?${new URLSearchParams({ client_id: googleClientId, origin })}`;
  expect(await frameFromAttacker(page, promptFor(appOrigin))).toBe('refused');

  // Its own start, posted blindly, pairs nothing: the prompt for its own page offers no account.
  const blindStart = await page.evaluate(
    ({ emulatorOrigin, publicToken, evilOrigin }) =>
      fetch(`${emulatorOrigin}/one-tap/start`, {
        method: 'POST',
        mode: 'no-cors',
        body: JSON.stringify({ publicToken, pageOrigin: evilOrigin }),
      }).then(
        (response) => `sent (${response.type})`,
        (error: Error) => `blocked: ${error.name}`,
      ),
    { emulatorOrigin: EMULATOR, publicToken, evilOrigin },
  );
  expect(blindStart).toBe('sent (opaque)');
  expect(await frameFromAttacker(page, promptFor(evilOrigin))).toBe('loaded');
  const prompt = page.frameLocator(`iframe[src^="${promptFor(evilOrigin)}"]`);
  await expect(prompt.locator('body')).toHaveAttribute('data-outcome', 'not_displayed');
  await expect(prompt.getByRole('button', { name: /Continue as/ })).toHaveCount(0);
  expect(await control.sessions()).toEqual([]);
});

test("the victim project's real client on another site cannot start a flow", async ({
  page,
  harness,
  control,
  publicToken,
}) => {
  await control.seedUser({ email: 'ada@example.com' });
  await openAttackerPage(page, harness.origin, `/client.html?token=${publicToken}`);
  const outcome = await page.evaluate(() =>
    window.client.otps.email.loginOrCreate('ada@example.com').then(
      () => 'sent',
      (error: { error_type?: string; name: string }) => error.error_type ?? error.name,
    ),
  );
  expect(outcome).toBe('bad_domain_for_stytch_sdk');
  expect(await control.messages()).toEqual([]);
});

/**
 * What a hostile page would change in the victim's project with nothing on screen: an OAuth answer
 * waiting for its next start, and the OpenID issuer its relying party (a server) discovered on the
 * emulator's 127.0.0.1 address. Gives the addresses that would change them, and `expectUntouched`,
 * which says both are as they were and no project named `strangerToken` was made.
 */
async function projectAtStake(options: {
  control: ControlClient;
  harnessOrigin: string;
  emulatorUrl: string;
  publicToken: string;
}) {
  const { control, harnessOrigin, emulatorUrl, publicToken } = options;
  await control.updateSettings({ idp_authorization_url: `${harnessOrigin}/idp.html` });
  await control.preAnswerOAuth('google', { identity: GOOGLE_ADA });
  const discovery = (origin: string) => `${origin}/v1/public/${publicToken}/.well-known/openid-configuration`;
  expect((await fetch(discovery(emulatorUrl))).status).toBe(200);
  const discoveredIssuer = async () => (await control.exportProject()).collections.oidc_provider;
  const issuerBefore = await discoveredIssuer();
  expect(JSON.stringify(issuerBefore)).toContain(emulatorUrl);
  return {
    /** The same document on the other loopback name, which would make that name the issuer. */
    otherNameDiscovery: discovery(emulatorUrl.replace('//127.0.0.1:', '//localhost:')),
    /** The OAuth start, which would spend the waiting answer. */
    oauthStart: `${EMULATOR}/v1/public/oauth/google/start?${new URLSearchParams({
      public_token: publicToken,
      login_redirect_url: `${harnessOrigin}/authenticate`,
    })}`,
    async expectUntouched(strangerToken: string) {
      const projects = (await listProjects(emulatorUrl)).map((project) => project.public_token);
      expect(projects).toContain(publicToken);
      expect(projects).not.toContain(strangerToken);
      expect(await control.oauthPreAnswers()).toEqual([expect.objectContaining({ provider: 'google' })]);
      expect(await discoveredIssuer()).toEqual(issuerBefore);
    },
  };
}

test('no page of another site changes a project with images: no project made, no OAuth answer spent, no issuer chosen', async ({
  page,
  harness,
  control,
  publicToken,
  emulator,
}) => {
  const stake = await projectAtStake({
    control,
    harnessOrigin: harness.origin,
    emulatorUrl: emulator.httpUrl,
    publicToken,
  });
  await openAttackerPage(page, harness.origin);

  const strangerToken = `public-token-test-made-by-an-image-${crypto.randomUUID()}`;
  // Waits until every image has loaded or failed (none is an image): what counts is what is left behind.
  const loads = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map(
          (url) =>
            new Promise<string>((settle) => {
              const image = new Image();
              image.onload = image.onerror = () => settle('done');
              image.src = url;
            }),
        ),
      ),
    [
      `${emulator.httpUrl}/v1/sessions/jwks/${strangerToken}`,
      // Its default project id, which would make the same project.
      `${emulator.httpUrl}/v1/sessions/jwks/${strangerToken.replace('public-token-', 'project-')}`,
      `${emulator.httpUrl}/v1/oauth/google/jwks/${strangerToken}`,
      stake.otherNameDiscovery,
      stake.oauthStart,
    ],
  );
  expect(loads).toHaveLength(5);
  await stake.expectUntouched(strangerToken);
});

test("no page of another site changes a project through the browser's prefetches: each is refused", async ({
  page,
  harness,
  control,
  publicToken,
  emulator,
}) => {
  const stake = await projectAtStake({
    control,
    harnessOrigin: harness.origin,
    emulatorUrl: emulator.httpUrl,
    publicToken,
  });
  await openAttackerPage(page, harness.origin);

  // Speculation rules have the browser fetch pages for a later click, with no Origin and, across
  // sites, `Sec-Fetch-Site: none` as if the user had typed the address: only `Sec-Purpose` tells.
  const strangerToken = `public-token-test-made-by-a-prefetch-${crypto.randomUUID()}`;
  const refused = [
    `${emulator.httpUrl}/control/v1/projects/${strangerToken}/settings`,
    `${emulator.httpUrl}/sdk/v1/projects/bootstrap/${strangerToken}`,
    `${emulator.httpUrl}/v1/sessions/jwks/${strangerToken}`,
    stake.oauthStart,
  ].map((url) => new URL(url).href);
  // Public, so answered; but fetched on the other loopback name, it would make that name the issuer.
  const publicDocument = new URL(stake.otherNameDiscovery).href;
  const urls = [...refused, publicDocument];
  // Chromium's own account of each prefetch, through the DevTools protocol: the emulator's answer is
  // known once every one has ended, ready or failed.
  const cdp = await page.context().newCDPSession(page);
  const ended = new Map<string, string>();
  const allEnded = new Promise<void>((done) => {
    cdp.on('Preload.prefetchStatusUpdated', (event) => {
      if (event.status !== 'Ready' && event.status !== 'Failure') return;
      ended.set(event.key.url, `${event.status}${event.prefetchStatus ? ` ${event.prefetchStatus}` : ''}`);
      if (urls.every((url) => ended.has(url))) done();
    });
  });
  await cdp.send('Preload.enable');
  await page.evaluate((list) => {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: list }] });
    document.head.append(rules);
  }, urls);
  await allEnded;

  // Each reached the emulator, which answered the state-changing ones with an error.
  for (const url of refused) expect(ended.get(url), url).toBe('Failure PrefetchFailedNon2XX');
  expect(ended.get(publicDocument)).toMatch(/^Ready /);
  await stake.expectUntouched(strangerToken);
});

test('no page of another site frames the console, reads it, keeps a handle on it or makes it act', async ({
  page,
  harness,
  control,
  publicToken,
  emulator,
}) => {
  await control.seedUser({ email: 'ada@example.com' });
  const before = { users: await control.users(), settings: await control.settings() };
  const consoleOrigin = emulator.httpUrl.replace('//127.0.0.1:', '//localhost:');
  await openAttackerPage(page, harness.origin);

  expect(await frameFromAttacker(page, `${consoleOrigin}/#/p/${publicToken}/users`)).toBe('refused');

  const attempts = await page.evaluate(
    async ({ consoleOrigin, publicToken }) => {
      const project = `${consoleOrigin}/control/v1/projects/${encodeURIComponent(publicToken)}`;
      const read = (url: string) =>
        fetch(url, { credentials: 'include' }).then(
          (response) => `read ${response.status}`,
          (error: Error) => `blocked: ${error.name}`,
        );
      const blind = (url: string, body: string) =>
        fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include', body }).then(
          (response) => `sent (${response.type})`,
          (error: Error) => `blocked: ${error.name}`,
        );
      return {
        page: await read(`${consoleOrigin}/`),
        // The page of a project's view, which carries its first reads to the console's own origin.
        projectPage: await read(`${consoleOrigin}/p/${encodeURIComponent(publicToken)}/users`),
        projects: await read(`${consoleOrigin}/control/v1/projects`),
        users: await read(`${project}/users`),
        seed: await blind(`${project}/users`, JSON.stringify({ email: 'mallory@example.com' })),
        reset: await blind(`${project}/reset`, '{}'),
      };
    },
    { consoleOrigin, publicToken },
  );
  expect(attempts).toEqual({
    page: 'blocked: TypeError',
    projectPage: 'blocked: TypeError',
    projects: 'blocked: TypeError',
    users: 'blocked: TypeError',
    seed: 'sent (opaque)',
    reset: 'sent (opaque)',
  });

  // Opened in a window of its own, the console leaves its opener no handle to script or steer it,
  // and its address only chooses a view: nothing in it acts.
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate(
      (url) => {
        (window as unknown as { consoleWindow: Window | null }).consoleWindow = window.open(url);
      },
      `${consoleOrigin}/#/p/${publicToken}/settings?authorized_origins=${encodeURIComponent('https://evil.localhost')}`,
    ),
  ]);
  await expect(opened.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { consoleWindow: Window }).consoleWindow.closed))
    .toBe(true);

  // Sent there by a link that asks to keep its opener, the console's window is not the link's either.
  const [linked] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate(
      (url) => {
        const link = Object.assign(document.createElement('a'), {
          href: url,
          target: '_blank',
          rel: 'opener',
        });
        document.body.append(link);
        link.click();
      },
      consoleUrl(emulator, publicToken),
    ),
  ]);
  await expect(linked.getByRole('heading', { name: 'Inbox', level: 2 })).toBeVisible();
  expect(await linked.evaluate(() => window.opener)).toBeNull();
  expect(await control.users()).toEqual(before.users);
  expect(await control.settings()).toEqual(before.settings);
});

test('a page the user left the console for keeps no handle on it after sending the tab back', async ({
  page,
  harness,
  control,
  publicToken,
  emulator,
}) => {
  await control.settings();
  // The user types the console's address, then takes the same tab to the hostile page.
  await page.goto(consoleUrl(emulator, publicToken));
  const evilOrigin = await openAttackerPage(page, harness.origin);
  // The page opens a window of its own, whose opener is the tab, and sends the tab back.
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((url) => window.open(url) !== null, `${evilOrigin}/attacker-page`),
  ]);
  await opened.waitForLoadState();
  await page.evaluate(() => history.back());
  await expect(page.getByRole('heading', { name: 'Inbox', level: 2 })).toBeVisible();
  // The console came back in a window group of its own: the handle the opened window held is dead.
  await expect.poll(() => opened.evaluate(() => window.opener === null || window.opener.closed)).toBe(true);
});

import { latestCode, latestLink, signIn } from '@foyer/emulator/testing';
import type { APIRequestContext, Page } from '@playwright/test';
import { findTestChromium, isHeadlessShell } from '../../../tests/support/chromium';
import { expect, test } from './host-app-fixtures';

const me = (request: APIRequestContext, sessionJwt?: string) =>
  request.get('/api/me', sessionJwt ? { headers: { cookie: `stytch_session_jwt=${sessionJwt}` } } : {});

const sessionCookieNames = async (page: Page) =>
  (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('stytch_'));

test('a magic link from the widget signs in: the server answers 401 before and the user after', async ({
  page,
  emulatorProject,
}) => {
  const email = 'ada@example.com';
  expect((await me(page.request)).status()).toBe(401);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  // The packed widget's build offers email, texted passcodes and Google on its main screen.
  await expect(page.getByRole('tab', { name: 'Text' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  // With passwords on, a new address is offered a link or a password.
  await page.getByRole('button', { name: 'Email me a login link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();
  const link = await latestLink({ ...emulatorProject, to: email });
  await page.goto(link);

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('email')).toHaveText(email);
  const answer = await me(page.request);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ email });

  // The link again, from a browser signed out: spent, so the page says so in the provider's words.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  const problem = page.getByRole('alert').filter({ hasText: 'Sign in again' });
  await expect(problem).toContainText(
    'The magic link could not be authenticated because it was either already used',
  );
  await expect(problem).not.toContainText('request_id');
  await expect(problem.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
});

test('the signIn helper starts a test signed in, with no UI', async ({
  page,
  context,
  emulatorProject,
  baseURL,
}) => {
  const signedIn = await signIn(context, { ...emulatorProject, email: 'grace@example.com', appUrl: baseURL });
  await page.goto('/account');
  await expect(page.getByTestId('email')).toHaveText('grace@example.com');
  expect(await (await me(page.request)).json()).toMatchObject({ user_id: signedIn.user.user_id });
});

test('sign-out revokes the session at the provider and removes the cookies', async ({
  page,
  context,
  request,
  control,
  emulatorProject,
  baseURL,
}) => {
  const signedIn = await signIn(context, { ...emulatorProject, email: 'alan@example.com', appUrl: baseURL });
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionCookieNames(page)).toEqual([]);
  const live = (await control.sessions()).map((session) => session.session_id);
  expect(live).not.toContain(signedIn.session.session_id);
  // The old JWT is still well signed and unexpired, yet the server refuses it: it asks the provider.
  expect((await me(request, signedIn.session_jwt)).status()).toBe(401);
});

test('a session past its expiry on the project clock is refused', async ({
  page,
  context,
  control,
  emulatorProject,
  baseURL,
}) => {
  await signIn(context, {
    ...emulatorProject,
    email: 'barbara@example.com',
    appUrl: baseURL,
    sessionDurationMinutes: 5,
  });
  expect((await me(page.request)).status()).toBe(200);

  await control.advanceClock(5 * 60_000 + 1_000);

  expect((await me(page.request)).status()).toBe(401);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('the login page is a server component: the widget it renders signs in by text and goes on to the account', async ({
  page,
  emulatorProject,
}) => {
  // The server sent the widget's host element; the browser mounted the widget into it.
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('class="foyer-host"');
  // No authenticator here. The headless shell has no passkey menu either: it refuses each of the
  // widget's 5 passkey autofill requests at once. A full Chromium (FOYER_CHROMIUM) keeps the first
  // one open for its menu, as a user's browser does. Either way the user asked for no passkey, so the
  // page says nothing of it (no banner moves the form).
  const autofillRequestsMade = isHeadlessShell(findTestChromium()?.path ?? '') ? 5 : 1;
  let autofillRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/webauthn/authenticate/start/primary')) autofillRequests += 1;
  });
  await page.goto('/login');
  await expect.poll(() => autofillRequests).toBe(autofillRequestsMade);
  await expect(page.getByRole('alert').filter({ hasText: /passkey/i })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.getByLabel('Phone number').fill('(201) 555-0123');
  await page.getByRole('button', { name: 'Continue with text message' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await page
    .getByLabel('Passcode')
    .fill(await latestCode({ ...emulatorProject, to: '+12015550123', channel: 'sms' }));

  // `afterSignInUrl="/account"`, and the server verifies the new session there.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('phone')).toHaveText('+12015550123');
  expect((await me(page.request)).status()).toBe(200);
});

test.describe("the provider's own prebuilt UI (@stytch/nextjs StytchLogin) on the emulator", () => {
  test('signs in by magic link', async ({ page, emulatorProject }) => {
    await page.goto('/prebuilt');
    await page.getByRole('textbox', { name: 'Email' }).fill('edsger@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'Email me a login link' }).click();
    await expect(page.getByText('Check your email', { exact: true })).toBeVisible();
    await page.goto(await latestLink({ ...emulatorProject, to: 'edsger@example.com' }));

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('email')).toHaveText('edsger@example.com');
  });

  test('signs in by a passcode sent by text', async ({ page, emulatorProject }) => {
    await page.goto('/prebuilt');
    await page.getByRole('tab', { name: 'Text' }).click();
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('2025550199');
    // The field formats the number through the emulator's clientside-services frame.
    await expect(phone).toHaveValue('(202) 555-0199');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await page
      .getByRole('textbox', { name: 'One-time passcode' })
      .fill(await latestCode({ ...emulatorProject, to: '+12025550199', channel: 'sms' }));

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('phone')).toHaveText('+12025550199');
  });

  test('signs up with a password, then logs in with it', async ({ page }) => {
    const enterEmail = async () => {
      await page.goto('/prebuilt');
      await page.getByRole('textbox', { name: 'Email' }).fill('margaret@example.com');
      await page.getByRole('button', { name: 'Continue with email' }).click();
    };
    await enterEmail();
    // A new address: the UI offers a link or a password.
    await expect(page.getByText('Choose how you would like to create your account.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple 42');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('email')).toHaveText('margaret@example.com');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await enterEmail();
    await expect(page.getByText('Log in', { exact: true })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple 42');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
    expect((await me(page.request)).status()).toBe(200);
  });
});

import { VITE_APP_PROJECT } from '../../../scripts/vite-app';
import { expect, test } from './vite-app-fixtures';

const EMAIL = 'ada@example.com';

test("the README's first steps: the widget sends a magic link, the console shows it, and it signs the user in", async ({
  page,
  context,
  app,
}) => {
  // The page's code as Vite serves it holds the emulator's address and the public token, and nothing
  // else `exec` sets: never the project's secret.
  const main = await (await page.request.get('/src/main.ts')).text();
  expect(main).toContain(VITE_APP_PROJECT.publicToken);
  expect(main).not.toContain(VITE_APP_PROJECT.secret);

  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email', exact: true })).toBeVisible();

  // The console the banner names, open beside the app as a developer has it.
  const consolePage = await context.newPage();
  await consolePage.goto(`${app.consoleUrl}#/p/${VITE_APP_PROJECT.publicToken}/inbox`);
  const message = consolePage.getByRole('listitem').filter({ hasText: EMAIL });
  const link = message.getByRole('link', { name: /stytch_token_type=magic_links/ });
  // The link leads back to the page's own /authenticate, which the snippet's redirect URL names.
  await expect(link).toHaveText(new RegExp(`^${app.url}/authenticate\\?`));
  const [appTab] = await Promise.all([context.waitForEvent('page'), link.click()]);

  await expect(appTab.getByTestId('email')).toHaveText(EMAIL);
  await expect(appTab).toHaveURL(`${app.url}/`);
});

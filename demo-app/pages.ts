import { DEMO_APP_NAME } from './endpoints';
import type { ShownError } from './errors';
import { type Html, html, page } from './html';
import type { SignedIn } from './relying-party';

/** A one-time line at the top of the next page: what just happened, or what went wrong. */
export type Notice = { kind: 'info'; text: string } | { kind: 'error'; error: ShownError };

/** Claims that are times (seconds since the epoch), shown with a readable date beside the number. */
const TIME_CLAIMS = new Set(['exp', 'iat', 'auth_time', 'nbf', 'updated_at']);

export function homePage(options: { projectName: string | null; notice: Notice | null }): string {
  const { projectName, notice } = options;
  const signIn = projectName
    ? html`<p class="actions"><a class="button" href="/sign-in">Sign in with ${projectName}</a></p>`
    : html`<p>Open the testbed's Mount panel in identity-provider mode first: the demo app signs in to the project the testbed names there, and it has named none yet.</p>`;
  return page(
    DEMO_APP_NAME,
    html`<h1>${DEMO_APP_NAME}</h1>
${noticeSection(notice)}
<section aria-labelledby="signed-out">
<h2 id="signed-out">You are signed out</h2>
<p>A third-party app: it asks the identity provider for your consent, then shows the tokens it gets.</p>
${signIn}
</section>`,
  );
}

export function signedInPage(options: { signedIn: SignedIn; notice: Notice | null }): string {
  const { signedIn, notice } = options;
  const name =
    typeof signedIn.claims.email === 'string' ? signedIn.claims.email : String(signedIn.claims.sub);
  return page(
    `Signed in – ${DEMO_APP_NAME}`,
    html`<h1>Signed in as ${name}</h1>
${noticeSection(notice)}
<section aria-labelledby="actions">
<h2 id="actions">Session</h2>
<p>Tokens refreshed ${String(signedIn.refreshes)} times. Scope: <code>${signedIn.scope ?? '(not returned)'}</code>.</p>
<div class="actions">
<form method="post" action="/refresh"><button type="submit">Refresh tokens</button></form>
<form method="post" action="/logout"><button type="submit" class="secondary">Log out</button></form>
</div>
</section>
${claimsSection('id-token-header', 'ID token header', signedIn.idTokenHeader)}
${claimsSection('id-token-claims', 'ID token claims (verified)', signedIn.claims)}
<section aria-labelledby="tokens">
<h2 id="tokens">Tokens</h2>
<table>
<tbody>
<tr><th scope="row">Access token</th><td class="token" data-token="access">${signedIn.accessToken}</td></tr>
<tr><th scope="row">Expires in</th><td>${signedIn.expiresIn === null ? '(not returned)' : `${signedIn.expiresIn} s`}</td></tr>
<tr><th scope="row">Refresh token</th><td class="token" data-token="refresh">${signedIn.refreshToken ?? '(none)'}</td></tr>
<tr><th scope="row">ID token</th><td class="token" data-token="id">${signedIn.idToken}</td></tr>
</tbody>
</table>
</section>
${claimsSection('userinfo', 'Userinfo', signedIn.userinfo)}`,
  );
}

export function errorPage(error: ShownError): string {
  return page(
    `Sign-in failed – ${DEMO_APP_NAME}`,
    html`<h1>${DEMO_APP_NAME}</h1>
${noticeSection({ kind: 'error', error })}
<p><a href="/">Back to the home page</a></p>`,
  );
}

function noticeSection(notice: Notice | null): Html {
  if (!notice) return html``;
  if (notice.kind === 'info')
    return html`<section class="notice" role="status"><p>${notice.text}</p></section>`;
  const code = notice.error.code ? html`<p>Error code: <code>${notice.error.code}</code></p>` : html``;
  return html`<section class="error" role="alert" aria-labelledby="error-title">
<h2 id="error-title">Something went wrong</h2>
<p>${notice.error.message}</p>
${code}
</section>`;
}

function claimsSection(id: string, title: string, claims: Record<string, unknown>): Html {
  const rows = Object.entries(claims).map(
    ([name, value]) =>
      html`<tr><th scope="row"><code>${name}</code></th><td data-claim="${name}">${claimText(name, value)}</td></tr>`,
  );
  return html`<section aria-labelledby="${id}">
<h2 id="${id}">${title}</h2>
<table><tbody>${rows}</tbody></table>
</section>`;
}

function claimText(name: string, value: unknown): string {
  if (TIME_CLAIMS.has(name) && typeof value === 'number') {
    return `${value} (${new Date(value * 1000).toISOString().replace('T', ' ').replace('.000Z', ' UTC')})`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

import { html, type SafeHtml, trustedMarkup } from './html';
import type { OAuthIdentity } from './oauth-collections';
import { PAGE_STYLE, PAGE_STYLE_HASH } from './page-style';
import { type OAuthProvider, providerName } from './providers';
import type { StartRequest } from './start-request';

/** What the new-identity fields hold: a tester's last try after a refusal, or the defaults. */
export type NewIdentityFields = {
  name: string;
  email: string;
  email_verified: boolean;
  provider_subject: string;
  picture_url: string;
  locale: string;
};

export type ConsentPageInput = {
  consentId: string;
  /** The project's, in the form's action: the consent id is only unique within it. */
  publicToken: string;
  projectName: string;
  request: StartRequest;
  identities: readonly OAuthIdentity[];
  fields: NewIdentityFields;
  /** Which account was chosen when the page is shown again after a refusal. */
  chosen?: string;
  /** Why the last answer was refused. */
  problem?: string;
};

export type Page = { body: string; headers: Record<string, string> };

/** The radio value that picks a known identity; the server looks the identity up again by it. */
export function existingChoice(identity: OAuthIdentity): string {
  return `existing:${identity.provider_subject}`;
}
export const NEW_IDENTITY_CHOICE = 'new';

export function consentPath(provider: OAuthProvider, publicToken: string): string {
  return `/v1/public/oauth/${provider}/consent?${new URLSearchParams({ public_token: publicToken })}`;
}

/**
 * A page's security headers. Nothing runs and nothing loads; the one style is allowed by hash; the
 * form may post only here and follow the answer's redirect to the app's origins (browsers check
 * form-action on redirects too).
 */
function pageHeaders(formTargets: readonly string[]): Record<string, string> {
  const formAction = ["'self'", ...new Set(formTargets)].join(' ');
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src '${PAGE_STYLE_HASH}'; form-action ${formAction}; base-uri 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

function layout(title: string, content: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${trustedMarkup(PAGE_STYLE)}</style>
</head>
<body>
<main>
<p class="badge">Simulated by the Foyer emulator</p>
${content}
</main>
</body>
</html>
`.value;
}

function identityChoice(identity: OAuthIdentity, index: number, chosen: string | undefined): SafeHtml {
  const id = `account-${index}`;
  const value = existingChoice(identity);
  const email = identity.email
    ? html`${identity.email} (${identity.email_verified ? 'verified' : 'not verified'})`
    : 'no email';
  return html`<div class="choice">
<input type="radio" name="account" id="${id}" value="${value}"${chosen === value ? html` checked` : ''}>
<label for="${id}">${identity.name || identity.provider_subject} <span class="detail">${email} · subject ${identity.provider_subject}</span></label>
</div>`;
}

function textField(name: keyof NewIdentityFields, label: string, type: string, value: string, hint?: string) {
  const hintId = `${name}-hint`;
  return html`<div class="field">
<label for="${name}">${label}</label>
<input type="${type}" id="${name}" name="${name}" value="${value}"${hint ? html` aria-describedby="${hintId}"` : ''}>
${hint ? html`<span class="detail" id="${hintId}">${hint}</span>` : ''}
</div>`;
}

/**
 * The simulated provider's consent page (Allow comes first, so Enter in a field allows): who asks, for which scopes and parameters, the accounts
 * this provider knows and a form for a new one, then Allow or Cancel. Plain form controls with
 * labels, so it works by keyboard and screen reader alone; every tester-supplied text is escaped.
 */
export function consentPage(input: ConsentPageInput): Page {
  const { request, identities, fields } = input;
  const name = providerName(request.provider);
  const chosen = input.chosen ?? (identities[0] ? existingChoice(identities[0]) : NEW_IDENTITY_CHOICE);
  const params = Object.entries(request.providerParams);
  const content = html`<h1>Sign in with ${name}</h1>
<p>${input.projectName} wants to sign you in with your ${name} account.</p>
<h2 id="scopes-heading">Requested access</h2>
<ul aria-labelledby="scopes-heading">${request.scopes.map((scope) => html`<li><code>${scope}</code></li>`)}</ul>
${
  params.length > 0
    ? html`<h2 id="params-heading">Parameters sent to ${name}</h2>
<dl aria-labelledby="params-heading">${params.map(([key, value]) => html`<dt><code>${key}</code></dt><dd><code>${value}</code></dd>`)}</dl>`
    : ''
}
${input.problem ? html`<p class="error" role="alert">${input.problem}</p>` : ''}
<form method="post" action="${consentPath(request.provider, input.publicToken)}">
<input type="hidden" name="consent_id" value="${input.consentId}">
<fieldset>
<legend>Choose an account</legend>
${identities.map((identity, index) => identityChoice(identity, index, chosen))}
<div class="choice">
<input type="radio" name="account" id="account-new" value="${NEW_IDENTITY_CHOICE}"${chosen === NEW_IDENTITY_CHOICE ? html` checked` : ''}>
<label for="account-new">A new ${name} account, described below</label>
</div>
</fieldset>
<fieldset>
<legend>New account</legend>
${textField('name', 'Name', 'text', fields.name)}
${textField('email', 'Email', 'email', fields.email, 'Leave empty for an account without an email.')}
<div class="check">
<input type="checkbox" id="email_verified" name="email_verified" value="true"${fields.email_verified ? html` checked` : ''}>
<label for="email_verified">${name} has verified this email</label>
</div>
${textField('provider_subject', 'Provider subject (the account id at the provider)', 'text', fields.provider_subject)}
${textField('picture_url', 'Picture URL', 'url', fields.picture_url)}
${textField('locale', 'Locale', 'text', fields.locale)}
</fieldset>
<div class="actions">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`;
  return {
    body: layout(`Sign in with ${name}`, content),
    headers: pageHeaders([
      new URL(request.loginRedirectUrl).origin,
      new URL(request.signupRedirectUrl).origin,
    ]),
  };
}

/**
 * A refused start or answer, as a page: the browser is navigating, so a JSON body would be a dead end.
 * It shows the provider's words for the type, then the emulator's detail: this page stands in for the
 * provider's, and the developer looking at it is the one who can act on the detail.
 */
export function errorPage(errorType: string, message: string, detail: string): Page {
  const content = html`<h1>This sign-in cannot continue</h1>
<p class="error" role="alert"><code>${errorType}</code></p>
<p>${message}</p>
<p>The emulator: ${detail}</p>`;
  return { body: layout('Sign-in error', content), headers: pageHeaders([]) };
}

import type { Hono } from 'hono';
import type { Project } from '../emulator-store';
import { ApiError, EnvelopeError } from '../http/api-error';
import type { EmulatorContext, EmulatorEnv } from '../http/env';
import { requireWindowNavigation } from '../http/window-navigations';
import { isPublicToken } from '../store/store';
import { attachTokensOf } from './attach-tokens';
import { type ConsentForm, defaultNewIdentityFields, readConsentAnswer } from './consent-answer';
import { consentPage, errorPage, type NewIdentityFields, type Page } from './consent-page';
import { consentRequest, findOpenConsent, openConsent } from './consents';
import { knownIdentities } from './identities';
import type { OAuthConsentRecord } from './oauth-collections';
import { isOAuthProvider, type OAuthProvider } from './providers';
import { redirectAfterAnswer } from './start-answers';
import { readStartRequest } from './start-request';

function sendPage(page: Page, status: number): Response {
  return new Response(page.body, { status, headers: page.headers });
}

function redirect(location: string): Response {
  return new Response(null, {
    status: 302,
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}

/**
 * Runs a page handler; a refusal becomes an error page with its status, since the browser is
 * navigating, and its detail goes to the request log as any refusal's does.
 */
async function asPage(c: EmulatorContext, handler: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (!(error instanceof EnvelopeError)) throw error;
    c.set('refusalDetail', error.detail);
    return sendPage(errorPage(error.errorType, error.answeredMessage, error.detail), error.status);
  }
}

/** The posted form's text fields; a file field (which this form never has) is dropped. */
async function readForm(c: EmulatorContext): Promise<ConsentForm> {
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(await c.req.parseBody()))
    if (typeof value === 'string') form[key] = value;
  return form;
}

function requireProvider(c: EmulatorContext): OAuthProvider {
  const provider = c.req.param('provider') ?? '';
  if (!isOAuthProvider(provider)) {
    throw new ApiError('invalid_oauth_provider', `The emulator plays no OAuth provider named "${provider}".`);
  }
  return provider;
}

/**
 * The project a page names by `public_token`. Unlike the SDK API, a navigation never creates one:
 * the client's bootstrap has done that long before it starts OAuth.
 */
function requireProject(c: EmulatorContext, publicToken: string | undefined): Project {
  if (!publicToken) throw new ApiError('public_token_required', 'The request names no public_token.');
  if (!isPublicToken(publicToken)) {
    throw new ApiError('unauthorized_credentials', 'The public_token is not a valid public token.');
  }
  const project = c.get('store').existingProject(publicToken);
  if (!project) {
    throw new ApiError(
      'project_not_found',
      `The emulator has no project ${publicToken}: the client creates it by loading (its bootstrap call) before it starts OAuth.`,
    );
  }
  return project;
}

function showConsent(
  project: Project,
  consent: OAuthConsentRecord,
  status: number,
  retry?: { problem: string; chosen: string; fields: NewIdentityFields },
): Response {
  const page = consentPage({
    consentId: consent.consent_id,
    publicToken: project.publicToken,
    projectName: project.settings.project_name,
    request: consentRequest(consent),
    identities: knownIdentities(project, consent.provider),
    fields: retry?.fields ?? defaultNewIdentityFields(),
    ...(retry ? { chosen: retry.chosen, problem: retry.problem } : {}),
  });
  return sendPage(page, status);
}

/**
 * The OAuth start navigation (`../shared/reference/provider-contract.md` §15) and the simulated provider's consent page, outside
 * `/sdk/v1`. Every answer is a page or a redirect, never JSON.
 */
export function registerOAuthPages(app: Hono<EmulatorEnv>): void {
  app.get('/v1/public/oauth/:provider/start', (c) =>
    asPage(c, () => {
      // Before anything is opened or spent: a pre-answer signs the browser in at once.
      requireWindowNavigation(c, 'The OAuth start');
      const provider = requireProvider(c);
      const query = c.req.query();
      const project = requireProject(c, query.public_token);
      const request = readStartRequest(project, provider, query);
      const attachTokens = attachTokensOf(c.get('store'));
      const attachUserId = query.oauth_attach_token
        ? attachTokens.redeem(project, query.oauth_attach_token, provider)
        : null;
      const preAnswer = project.collections.oauth_pre_answers.get(provider);
      if (preAnswer) {
        project.collections.oauth_pre_answers.delete(provider);
        return redirect(redirectAfterAnswer(project, request, preAnswer.answer, attachUserId));
      }
      const consent = openConsent(project, request);
      if (attachUserId !== null) attachTokens.bindConsent(consent.consent_id, attachUserId);
      return showConsent(project, consent, 200);
    }),
  );

  app.post('/v1/public/oauth/:provider/consent', (c) =>
    asPage(c, async () => {
      const provider = requireProvider(c);
      const project = requireProject(c, c.req.query('public_token'));
      const form = await readForm(c);
      const consent = findOpenConsent(project, form.consent_id ?? '', provider);
      const read = readConsentAnswer(project, provider, form);
      if ('problem' in read) return showConsent(project, consent, 400, read);
      project.collections.oauth_consents.delete(consent.consent_id);
      const attachUserId = attachTokensOf(c.get('store')).takeConsentUser(consent.consent_id);
      return redirect(redirectAfterAnswer(project, consentRequest(consent), read.answer, attachUserId));
    }),
  );
}

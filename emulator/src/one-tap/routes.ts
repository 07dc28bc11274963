import { readFileSync } from 'node:fs';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { CONTROL_BASE, CONTROL_PATHS } from '../control/control-paths';
import type { EmulatorStore, Project } from '../emulator-store';
import { EmulatorError, EnvelopeError } from '../http/api-error';
import {
  DEFAULT_AUTHORIZED_ORIGINS,
  frameAncestorSources,
  isAuthorizedOrigin,
} from '../http/authorized-origins';
import type { EmulatorEnv } from '../http/env';
import { answerRefusal, ok } from '../http/envelope';
import { readBody, validate } from '../http/validation';
import { knownIdentities } from '../social-sign-in/identities';
import { signProviderIdToken } from '../social-sign-in/provider-tokens';
import { oneTapStartSchema, oneTapSubmitSchema, startOneTap, submitOneTap } from './clientside-services';
import { CLIENTSIDE_SERVICES_PAGE } from './clientside-services-page';
import { ONE_TAP_BEHAVIOURS, oneTapRegistryOf } from './one-tap-registry';
import { ONE_TAP_PAGE_CSP } from './page-csp';
import { promptOutcome, renderPromptPage } from './prompt-page';

/**
 * The phone-number answers, loaded on their first call: the library and its metadata are some two
 * hundred files that every start would otherwise read, for a frame only the prebuilt UI opens.
 */
const phoneNumbers = () => import('./phone-numbers');

/** Where the client's `endpoints.clientsideServicesIframeURL` should point, on the emulator's host. */
export const CLIENTSIDE_SERVICES_PATH = '/one-tap/clientside-services';
/** Google's script path; served on any host, meant for `https://accounts.google.com` mapped here. */
export const GSI_CLIENT_PATH = '/gsi/client';

function asset(name: string): string {
  return readFileSync(new URL(`./browser/${name}`, import.meta.url), 'utf8');
}

const SCRIPTS = {
  clientsideServices: asset('clientside-services.js'),
  gsiClient: asset('gsi-client.js'),
  gsiPrompt: asset('gsi-prompt.js'),
};
const PROMPT_CSS = asset('gsi-prompt.css');

/** A One Tap page, framed only by `frameAncestors` (CSP sources). */
function page(html: string, frameAncestors: string): Response {
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `${ONE_TAP_PAGE_CSP}; frame-ancestors ${frameAncestors}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}

function file(body: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      'content-type': contentType,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The frame's own calls answer plain JSON: the payload, or the API error envelope. */
async function answer(c: Context<EmulatorEnv>, run: () => unknown): Promise<Response> {
  try {
    return Response.json(await run());
  } catch (error) {
    if (!(error instanceof EnvelopeError)) throw error;
    return answerRefusal(c, error);
  }
}

function projectOf(c: Context<EmulatorEnv>, publicToken: string): Project {
  return c.get('store').project(publicToken);
}

/** Every origin some project's pages may be on: the defaults, and each project's own list. */
function everyAuthorizedOrigin(store: EmulatorStore): string[] {
  const origins = store.projects().flatMap((project) => project.settings.authorized_origins);
  return [...new Set([...DEFAULT_AUTHORIZED_ORIGINS, ...origins])];
}

/**
 * One Tap runs only on the project's authorized pages, as Google answers a client id's prompt only
 * on its authorized JavaScript origins; the client and the widget know this refusal by name.
 */
function requireAuthorizedPage(project: Project, pageOrigin: string): void {
  if (isAuthorizedOrigin(pageOrigin, project.settings.authorized_origins)) return;
  throw new EmulatorError(
    'origin_not_allowed_for_client',
    `Google One Tap is not allowed on ${pageOrigin}: it is not one of this project's authorized_origins ` +
      `(${project.settings.authorized_origins.join(', ') || 'none'}).`,
  );
}

/**
 * A page's web origin, as the prompt's framing rule names it: an http(s) origin whose host is a name
 * or an address. A URL may hold `*` in its host (`https://*` parses as its own origin), which as a
 * `frame-ancestors` source would let every https site frame the prompt.
 */
const PLAIN_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)$/i;
const origin = z.string().refine((value) => {
  const url = URL.parse(value);
  return (
    url !== null &&
    url.origin === value &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    PLAIN_HOST.test(url.hostname)
  );
}, 'must be an origin');
const promptQuerySchema = z.object({ client_id: z.string().min(1), origin });
const credentialSchema = promptQuerySchema.extend({ provider_subject: z.string().min(1) });
const behaviourSchema = z.object({ behaviour: z.enum(ONE_TAP_BEHAVIOURS) });

/**
 * The One Tap stand-ins: the provider's clientside-services frame (and its calls: One Tap's two and
 * the prebuilt UI's two phone-number ones), and Google's
 * `gsi/client` script with its prompt frame and the credential the prompt hands back.
 */
export function registerOneTapRoutes(app: Hono<EmulatorEnv>): void {
  // The frame's URL names no project, so any project's pages may frame it; its calls then name the
  // project, and each checks the framing page against that project's list.
  app.get(CLIENTSIDE_SERVICES_PATH, (c) =>
    page(CLIENTSIDE_SERVICES_PAGE, frameAncestorSources(everyAuthorizedOrigin(c.get('store')))),
  );
  app.get(`${CLIENTSIDE_SERVICES_PATH}.js`, () => file(SCRIPTS.clientsideServices, 'text/javascript'));
  app.post('/one-tap/start', (c) =>
    answer(c, async () => {
      const request = await readBody(c, oneTapStartSchema);
      const project = projectOf(c, request.publicToken);
      requireAuthorizedPage(project, request.pageOrigin);
      return startOneTap(project, oneTapRegistryOf(c.get('store')), request);
    }),
  );
  app.post('/one-tap/submit', (c) =>
    answer(c, async () => {
      const { publicToken, pageOrigin, ...request } = await readBody(c, oneTapSubmitSchema);
      const project = projectOf(c, publicToken);
      requireAuthorizedPage(project, pageOrigin);
      return submitOneTap(project, oneTapRegistryOf(c.get('store')), request);
    }),
  );
  app.post('/one-tap/parsed-phone-number', (c) =>
    answer(c, async () => {
      const { parsedPhoneNumber, parsedPhoneNumberSchema } = await phoneNumbers();
      return parsedPhoneNumber(await readBody(c, parsedPhoneNumberSchema));
    }),
  );
  app.post('/one-tap/example-phone-number', (c) =>
    answer(c, async () => {
      const { examplePhoneNumber, examplePhoneNumberSchema } = await phoneNumbers();
      return examplePhoneNumber(await readBody(c, examplePhoneNumberSchema));
    }),
  );

  app.get(GSI_CLIENT_PATH, () => file(SCRIPTS.gsiClient, 'text/javascript'));
  app.get('/gsi/prompt.js', () => file(SCRIPTS.gsiPrompt, 'text/javascript'));
  app.get('/gsi/prompt.css', () => file(PROMPT_CSS, 'text/css'));
  app.get('/gsi/iframe/select', (c) => {
    const query = validate(promptQuerySchema, c.req.query());
    const store = c.get('store');
    const registry = oneTapRegistryOf(store);
    const publicToken = registry.projectForPrompt(query.origin, query.client_id);
    const project = publicToken === undefined ? undefined : store.project(publicToken);
    const outcome = promptOutcome(
      project && {
        behaviour: isAuthorizedOrigin(query.origin, project.settings.authorized_origins)
          ? registry.behaviourOf(project.publicToken)
          : 'origin_not_allowed',
        identities: knownIdentities(project, 'google'),
      },
    );
    // Only the page the prompt was opened for may frame it, so no other site can show its accounts
    // under a click it placed; whether that page may use One Tap at all is the outcome above.
    return page(renderPromptPage({ origin: query.origin, clientId: query.client_id, outcome }), query.origin);
  });
  app.post('/gsi/credential', (c) =>
    answer(c, async () => {
      const request = await readBody(c, credentialSchema);
      const store = c.get('store');
      const publicToken = oneTapRegistryOf(store).projectForPrompt(request.origin, request.client_id);
      if (publicToken === undefined) {
        throw new EmulatorError('invalid_client', 'No One Tap start matches this client id and page.');
      }
      const project = store.project(publicToken);
      requireAuthorizedPage(project, request.origin);
      const identity = knownIdentities(project, 'google').find(
        (each) => each.provider_subject === request.provider_subject,
      );
      if (!identity) {
        throw new EmulatorError(
          'identity_not_found',
          'The project knows no Google identity with this subject.',
        );
      }
      return { credential: await signProviderIdToken(project, identity, { audience: request.client_id }) };
    }),
  );

  // Control API (behind the control token and the local-callers check of every /control/v1 route).
  app.put(`${CONTROL_BASE}${CONTROL_PATHS.oneTapBehaviour}` as const, async (c) => {
    const { behaviour } = await readBody(c, behaviourSchema);
    const project = projectOf(c, c.req.param('token'));
    oneTapRegistryOf(c.get('store')).setBehaviour(project.publicToken, behaviour);
    return ok(c, { behaviour });
  });
}

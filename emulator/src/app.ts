import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { registerBackendRoutes } from './backend-api';
import { sdkRoutes } from './browser-api';
import { registerConsoleRoutes } from './console/routes';
import { CONTROL_BASE } from './control/control-paths';
import { refuseCrossOriginCalls, requireControlToken } from './control/local-callers';
import { controlRoutes } from './control/routes';
import type { EmulatorStore } from './emulator-store';
import { allowedHostsOnly } from './http/allowed-hosts';
import { ApiError, EmulatorError, EnvelopeError } from './http/api-error';
import { authorizedPagesOnly } from './http/authorized-pages';
import { recordCallerAttributes } from './http/caller-attributes';
import type { EmulatorEnv } from './http/env';
import { answerRefusal } from './http/envelope';
import { framingRefused } from './http/frame-policy';
import { jsonBodiesOnly } from './http/media-type';
import { ownPagePostsOnly } from './http/own-page-posts';
import { requestLogging } from './http/request-logging';
import { sniffingRefused } from './http/sniff-policy';
import { registerOneTapRoutes } from './one-tap/routes';
import { registerOidcRoutes } from './openid-provider/oidc-routes';
import { registerJwksRoute } from './sessions/jwks-route';
import { registerOAuthPages } from './social-sign-in/page-routes';
import { registerProviderJwksRoute } from './social-sign-in/provider-jwks-route';

/** What any origin may read: key sets, and the OpenID provider's discovery and token API. */
const PUBLIC_API_PATHS = [
  '/v1/sessions/jwks/*',
  '/v1/oauth/:provider/jwks/*',
  '/v1/public/:public_token/.well-known/*',
  '/v1/public/:public_token/oauth2/*',
];

/** Request bodies above this size are refused with 413 before anything parses them. */
export const MAX_BODY_BYTES = 1024 * 1024;

export type AppOptions = {
  /** Control calls must carry `Authorization: Bearer <controlToken>`; none asked when absent. */
  controlToken?: string;
  /**
   * The HTTPS address the backend API answers on, known once the listener is up: a project's
   * credentials name it as the backend SDK's base URL.
   */
  backendUrl?: () => string | undefined;
};

/** The whole emulator as one Hono app: the same app serves the HTTP and the HTTPS listener. */
export function createApp(store: EmulatorStore, options: AppOptions = {}): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  app.use(allowedHostsOnly());
  app.use(async (c, next) => {
    c.set('store', store);
    await next();
  });
  app.use(requestLogging());
  app.use(framingRefused());
  app.use(sniffingRefused());
  // The client fetches with credentials from the app's origin, so CORS must echo that exact origin
  // on preflights and on every answer, errors included (`../shared/reference/provider-contract.md` §4); which pages may call at all
  // is the project's list of authorized origins.
  app.use(
    '/sdk/v1/*',
    cors({
      origin: (origin) => origin || null,
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    }),
    authorizedPagesOnly(),
    jsonBodiesOnly(),
    recordCallerAttributes(),
  );
  // Public keys and the OpenID provider's API are for any relying party, a single-page app included;
  // they act on explicit tokens only, never on cookies, so they answer every origin without credentials.
  const publicCors = cors({ origin: '*', allowMethods: ['GET', 'POST'], maxAge: 600 });
  for (const path of PUBLIC_API_PATHS) app.use(path, publicCors);
  // Pages are not an API: no CORS, so no other origin reads them; a navigation may come from any
  // site, but their forms and scripts post only from the page itself.
  app.use('/v1/public/oauth/*', ownPagePostsOnly());
  app.use('/one-tap/*', ownPagePostsOnly(), jsonBodiesOnly());
  app.use('/gsi/*', ownPagePostsOnly(), jsonBodiesOnly());
  app.use(`${CONTROL_BASE}/*`, refuseCrossOriginCalls(), requireControlToken(options.controlToken));
  app.use(`${CONTROL_BASE}/*`, jsonBodiesOnly());
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      // The unread rest of the body would be taken for the next request: say the socket closes.
      onError: (c) =>
        answerRefusal(
          c,
          new EmulatorError('request_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`),
          { connection: 'close' },
        ),
    }),
  );

  app.route('/sdk/v1', sdkRoutes());
  app.route(CONTROL_BASE, controlRoutes({ backendUrl: options.backendUrl }));
  registerConsoleRoutes(app);
  registerJwksRoute(app);
  registerBackendRoutes(app);
  registerOAuthPages(app);
  registerProviderJwksRoute(app);
  registerOneTapRoutes(app);
  registerOidcRoutes(app);

  app.notFound((c) =>
    answerRefusal(c, new ApiError('route_not_found', `No route ${c.req.method} ${c.req.path}.`)),
  );
  app.onError((error, c) => {
    if (error instanceof EnvelopeError) return answerRefusal(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return answerRefusal(c, new ApiError('bad_request', error.message || 'The request is invalid.'));
    }
    console.error('[foyer-emulator] unexpected error', error);
    return answerRefusal(c, new ApiError('internal_server_error', 'The emulator failed unexpectedly.'));
  });
  return app;
}

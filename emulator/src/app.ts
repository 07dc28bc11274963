import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { registerBackendRoutes } from './backend/index';
import { refuseCrossOriginCalls, requireControlToken } from './control/local-callers';
import { controlRoutes } from './control/routes';
import { allowedHostsOnly } from './http/allowed-hosts';
import { ApiError } from './http/api-error';
import type { EmulatorEnv } from './http/env';
import { errorResponse } from './http/envelope';
import { jsonBodiesOnly } from './http/media-type';
import { registerOneTapRoutes } from './one-tap/routes';
import { sdkRoutes } from './routes/index';
import { registerProviderJwksRoute } from './routes/oauth-jwks';
import { registerOAuthPages } from './routes/oauth-pages';
import { registerOidcRoutes } from './routes/oidc';
import { registerJwksRoute } from './sessions/jwks-route';
import type { EmulatorStore } from './store/store';

/** Request bodies above this size are refused with 413 before anything parses them. */
export const MAX_BODY_BYTES = 1024 * 1024;

export type AppOptions = {
  /** Control calls must carry `Authorization: Bearer <controlToken>`; none asked when absent. */
  controlToken?: string;
};

/** The whole emulator as one Hono app: the same app serves the HTTP and the HTTPS listener. */
export function createApp(store: EmulatorStore, options: AppOptions = {}): Hono<EmulatorEnv> {
  const app = new Hono<EmulatorEnv>();
  app.use(allowedHostsOnly());
  // The client fetches with credentials from the app's origin, so CORS must echo that exact origin
  // on preflights and on every answer, errors included (contract §4). Only the SDK API and the
  // public keys get CORS: the control API is for local tools, never for pages.
  const sdkCors = cors({
    origin: (origin) => origin || null,
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  app.use('/sdk/v1/*', sdkCors);
  app.use('/v1/*', sdkCors);
  app.use('/control/v1/*', refuseCrossOriginCalls(), requireControlToken(options.controlToken));
  app.use('/sdk/v1/*', jsonBodiesOnly());
  app.use('/control/v1/*', jsonBodiesOnly());
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      // The unread rest of the body would be taken for the next request: say the socket closes.
      onError: () =>
        errorResponse(
          new ApiError(413, 'request_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`),
          { connection: 'close' },
        ),
    }),
  );
  app.use(async (c, next) => {
    c.set('store', store);
    await next();
  });

  app.route('/sdk/v1', sdkRoutes());
  app.route('/control/v1', controlRoutes());
  registerJwksRoute(app);
  registerBackendRoutes(app);
  registerOAuthPages(app);
  registerProviderJwksRoute(app);
  registerOneTapRoutes(app);
  registerOidcRoutes(app);

  app.notFound((c) =>
    errorResponse(new ApiError(404, 'route_not_found', `No route ${c.req.method} ${c.req.path}.`)),
  );
  app.onError((error) => {
    if (error instanceof ApiError) return errorResponse(error);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(
        new ApiError(error.status, 'bad_request', error.message || 'The request is invalid.'),
      );
    }
    console.error('[foyer-emulator] unexpected error', error);
    return errorResponse(new ApiError(500, 'internal_server_error', 'The emulator failed unexpectedly.'));
  });
  return app;
}

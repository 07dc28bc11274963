/**
 * The provider's backend API under `/v1`, each product's routes in its `<product>/backend-routes.ts`,
 * for a host's server calling with the official backend SDK (`stytch`): Basic credentials of the
 * project id and secret, flat JSON answers, errors in the shared envelope. It shares the records,
 * clock, inbox and flows of the browser API. Server-to-server only: no CORS here. The session JWKS
 * lives in sessions/jwks-route. In a test project the provider's sandbox values answer before any
 * route reads them (sandbox/).
 */
import type { Hono } from 'hono';
import { registerBackendCryptoWalletRoutes } from './crypto-wallets/backend-routes';
import { newBackendRouter } from './http/backend-router';
import type { EmulatorEnv } from './http/env';
import { registerBackendM2MClientRoutes } from './m2m/client-routes';
import { registerBackendM2MTokenRoute } from './m2m/token-route';
import { registerBackendMagicLinkRoutes } from './magic-links/backend-routes';
import { registerBackendIntrospectionRoute } from './openid-provider/introspection-route';
import { registerBackendOtpRoutes } from './passcodes/backend-routes';
import { registerBackendPasswordRoutes } from './passwords/backend-routes';
import { registerBackendRbacRoutes } from './rbac/backend-routes';
import { answerSandboxValues } from './sandbox/answer-sandbox-values';
import { registerBackendSessionRoutes } from './sessions/backend-routes';
import { registerBackendOAuthRoutes } from './social-sign-in/backend-routes';
import { registerBackendTotpRoutes } from './totp/backend-routes';
import { registerBackendUserRoutes } from './users/backend-routes';
import { registerBackendWebAuthnRoutes } from './webauthn/backend-routes';

export function registerBackendRoutes(app: Hono<EmulatorEnv>): void {
  const backend = newBackendRouter();
  backend.use(answerSandboxValues());
  registerBackendSessionRoutes(backend);
  registerBackendRbacRoutes(backend);
  registerBackendUserRoutes(backend);
  registerBackendMagicLinkRoutes(backend);
  registerBackendOtpRoutes(backend);
  registerBackendPasswordRoutes(backend);
  registerBackendTotpRoutes(backend);
  registerBackendOAuthRoutes(backend);
  registerBackendWebAuthnRoutes(backend);
  registerBackendCryptoWalletRoutes(backend);
  registerBackendM2MClientRoutes(backend);
  registerBackendM2MTokenRoute(backend);
  registerBackendIntrospectionRoute(backend);
  app.route('/v1', backend);
}

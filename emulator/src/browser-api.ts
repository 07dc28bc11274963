/**
 * The browser API under `/sdk/v1`: each product's `<product>/browser-routes.ts` exports
 * `register<Product>Routes(sdk: SdkRouter)` and adds its handlers with paths relative to `/sdk/v1`,
 * e.g. `sdk.post('/otps/authenticate', handler)`. Handlers use the shared helpers:
 *   - `browserCallerProject(c)`, `callerSession(c, project)`, `requireCallerSession(c, project)` (http/browser-caller)
 *   - `readBody(c, zodSchema, { field: 'error_type' })` for bodies (http/validation)
 *   - `ok(c, data)` to answer, `throw new ApiError(status, errorType, message)` to fail (http/*)
 *   - `issueSession(project, user, factor, minutes, currentSession)` to log a user in (sessions/)
 *   - `addMessage(project, {...})` to "send" an email or text (messages/inbox)
 * To add a product, import its register function and call it below.
 */

import { registerB2bRoutes } from './b2b/browser-routes';
import { registerBootstrapRoutes } from './bootstrap/browser-routes';
import { registerEventRoutes } from './bootstrap/event-routes';
import { registerConnectedAppRoutes } from './connected-apps/browser-routes';
import { registerCryptoWalletRoutes } from './crypto-wallets/browser-routes';
import { faultInjection } from './http/fault-injection';
import { newSdkRouter, type SdkRouter } from './http/sdk-router';
import { registerImpersonationRoutes } from './impersonation/browser-routes';
import { registerMagicLinkRoutes } from './magic-links/browser-routes';
import { registerIdpRoutes } from './openid-provider/browser-routes';
import { registerOtpRoutes } from './passcodes/browser-routes';
import { registerPasswordRoutes } from './passwords/browser-routes';
import { registerSessionRoutes } from './sessions/browser-routes';
import { registerOAuthRoutes } from './social-sign-in/browser-routes';
import { registerTotpRoutes } from './totp/browser-routes';
import { registerUserRoutes } from './users/browser-routes';
import { registerWebAuthnRoutes } from './webauthn/browser-routes';

export function sdkRoutes(): SdkRouter {
  const sdk = newSdkRouter();
  sdk.use('*', faultInjection());

  registerBootstrapRoutes(sdk);
  registerSessionRoutes(sdk);
  registerUserRoutes(sdk);
  registerEventRoutes(sdk);
  registerMagicLinkRoutes(sdk);
  registerOtpRoutes(sdk);
  registerPasswordRoutes(sdk);
  registerTotpRoutes(sdk);
  registerWebAuthnRoutes(sdk);
  registerCryptoWalletRoutes(sdk);
  registerOAuthRoutes(sdk);
  registerImpersonationRoutes(sdk);
  registerIdpRoutes(sdk);
  registerConnectedAppRoutes(sdk);
  registerB2bRoutes(sdk);

  return sdk;
}

import type { Hono } from 'hono';
import { ApiError } from '../http/api-error';
import { projectForCaller } from '../http/authorized-pages';
import type { EmulatorEnv } from '../http/env';
import { providerJwks } from './provider-tokens';
import { isOAuthProvider } from './providers';

/** Path of a simulated provider's keys for one project; beside the session JWKS, outside `/sdk/v1`. */
export const PROVIDER_JWKS_PATH = '/v1/oauth/:provider/jwks/:public_token';

/**
 * Publishes the key each simulated provider signs a project's ID tokens with, as a plain JWKS, so a
 * backend can verify the `id_token` of `provider_values` as it would the real provider's.
 */
export function registerProviderJwksRoute(app: Hono<EmulatorEnv>): void {
  app.get(PROVIDER_JWKS_PATH, async (c) => {
    const provider = c.req.param('provider');
    if (!isOAuthProvider(provider)) {
      throw new ApiError(
        'invalid_oauth_provider',
        `The emulator plays no OAuth provider named "${provider}".`,
      );
    }
    return c.json(await providerJwks(projectForCaller(c, c.req.param('public_token')), provider));
  });
}

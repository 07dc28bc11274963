import { ApiError } from '../http/api-error';
import { browserCallerProject } from '../http/browser-caller';
import type { SdkRouter } from '../http/sdk-router';

/**
 * Every emulated project is a consumer project, so a B2B call (the client's
 * `b2b/organizations/members/search`, or any other) gets the provider's answer to a B2B endpoint
 * called with a consumer project's token.
 */
export function registerB2bRoutes(sdk: SdkRouter): void {
  sdk.on(['GET', 'POST', 'PUT', 'DELETE'], '/b2b/*', (c) => {
    browserCallerProject(c);
    throw new ApiError('invalid_b2b_endpoint', 'This endpoint is only enabled for B2B projects.');
  });
}

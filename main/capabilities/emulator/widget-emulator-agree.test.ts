import { describe, expect, it } from 'vitest';
import { emulatorClientOptions } from '../../../emulator/src/client/emulator-client-options';
import { OAUTH_PROVIDERS } from '../../../emulator/src/social-sign-in/providers';
import { emulatorEndpointOptions } from '../../../widget/src/client/emulator-endpoints';
import { OAUTH_PROVIDER_TYPES } from '../../../widget/src/config/oauth-provider-types';

// The widget and the emulator keep their own copies of what they share, since neither may import the
// other: the testbed, which has both, checks that the copies agree.
describe('the widget and the emulator agree', () => {
  it.each(['http://localhost:8787', 'https://127.0.0.1:8443/'])("on the client's endpoints for %s", (url) => {
    expect(emulatorEndpointOptions(url)).toEqual(emulatorClientOptions(url));
  });

  it('on the nineteen social providers, in the same order', () => {
    expect(OAUTH_PROVIDER_TYPES).toEqual(OAUTH_PROVIDERS);
  });
});

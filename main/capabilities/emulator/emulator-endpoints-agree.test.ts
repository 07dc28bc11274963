import { describe, expect, it } from 'vitest';
import { emulatorClientOptions } from '../../../emulator/src/client/emulator-client-options';
import { emulatorEndpointOptions } from '../../../widget/src/client/emulator-endpoints';

// The widget makes a client from an `emulatorUrl` without importing the emulator's package: both must
// point the provider's client at the same places, or the testbed's widget and a host's would differ.
describe("the widget's emulator endpoints", () => {
  it.each(['http://localhost:8787', 'https://127.0.0.1:8443/'])(
    "are the emulator package's own for %s",
    (url) => {
      expect(emulatorEndpointOptions(url)).toEqual(emulatorClientOptions(url));
    },
  );
});

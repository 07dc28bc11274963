import { describe, expect, it } from 'vitest';
import { emulatorEndpointOptions } from './emulator-endpoints';

describe('emulatorEndpointOptions', () => {
  it('points the test and live API at the emulator and One Tap at its frame', () => {
    expect(emulatorEndpointOptions('http://localhost:8787/')).toEqual({
      endpoints: {
        testAPIURL: 'http://localhost:8787',
        liveAPIURL: 'http://localhost:8787',
        clientsideServicesIframeURL: 'http://localhost:8787/one-tap/clientside-services',
      },
    });
  });

  it.each([
    ['localhost:8787', "emulatorUrl must be the emulator's origin"],
    ['8787', 'emulatorUrl must be a URL such as http://localhost:8787, not "8787"'],
    [
      'http://localhost:8787/sdk/v1',
      'with no path, query or credentials: not "http://localhost:8787/sdk/v1"',
    ],
    ['http://localhost:8787?x=1', 'with no path, query or credentials'],
    ['http://user:pw@localhost:8787', 'with no path, query or credentials'],
    ['javascript:alert(1)', "emulatorUrl must be the emulator's origin"],
  ])('refuses %s, saying what to pass', (url, message) => {
    expect(() => emulatorEndpointOptions(url)).toThrow(message);
  });
});

// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from './test-support/fake-client';

describe('server-side rendering', () => {
  it('imports without a window and renders the React component as an empty host element', async () => {
    expect(typeof window).toBe('undefined');
    await import('./index');
    const widget = await import('./react');
    const html = renderToString(<widget.FoyerLogin client={fakeClient().build().client} />);
    expect(html).toBe('<div class="foyer-host" part="host"></div>');
  });

  describe('the components a server component gets (the react-server condition)', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it("render the client component with the emulator's URL from FOYER_EMULATOR_URL", async () => {
      vi.stubEnv('FOYER_EMULATOR_URL', 'http://localhost:8787');
      const server = await import('./react-server');
      const client = await import('./react');
      const element = server.FoyerLogin({ publicToken: 'public-token-test-x', afterSignInUrl: '/account' });
      expect(element?.type).toBe(client.FoyerLogin);
      expect(element?.props).toEqual({
        publicToken: 'public-token-test-x',
        afterSignInUrl: '/account',
        emulatorUrl: 'http://localhost:8787',
      });
    });

    it('refuse a client object, naming the plain props to pass instead, before React serializes it', async () => {
      const server = await import('./react-server');
      const client = fakeClient().build().client;
      const render = () => renderToString(<server.FoyerLogin client={client} />);
      expect(render).toThrow(TypeError);
      expect(render).toThrow(/^\[foyer\] <FoyerLogin client=\{…\}> was rendered by a server component/);
      expect(render).toThrow(
        '<FoyerLogin publicToken="public-token-…" />, with `emulatorUrl` for the emulator',
      );
      expect(() => server.FoyerPasswordReset({ client, passwordResetToken: 't' })).toThrow(
        '<FoyerPasswordReset client={…}>',
      );
    });

    it('keep an emulatorUrl given, and reach the hosted provider when neither is set', async () => {
      const server = await import('./react-server');
      vi.stubEnv('FOYER_EMULATOR_URL', 'http://localhost:8787');
      expect(
        server.FoyerPasskeyRegistration({ publicToken: 't', emulatorUrl: 'http://localhost:9999' })?.props,
      ).toEqual({ publicToken: 't', emulatorUrl: 'http://localhost:9999' });
      vi.stubEnv('FOYER_EMULATOR_URL', '');
      expect(server.FoyerIdentityProvider({ publicToken: 't' })?.props).toEqual({ publicToken: 't' });
    });
  });
});

// `@foyer/widget/react` as React Server Components see it (the `react-server` export condition, which
// Next.js sets for server components). Each component renders the client one of `./react` (a client
// reference, never evaluated here) with one thing a server has and a browser does not: the
// environment. `emulatorUrl` defaults to `FOYER_EMULATOR_URL`, which `foyer-emulator exec` sets, so the
// same page reaches the emulator in development and tests and the hosted provider where it is unset.
// Read when the page renders: at request time for a dynamic page, at build time for a static one.
import { createElement, type FunctionComponent, type ReactElement } from 'react';
// `./react.js`, not `./react`: the build keeps this import as it is (vite.config.ts), so it reaches the entry
// that starts with 'use client' and the server sees client references, not a chunk of the components.
import * as client from './react.js';

type WithEmulatorUrl = { emulatorUrl?: string; client?: unknown };

/** The server's `FOYER_EMULATOR_URL`, if set and not empty (read through globalThis: no Node types here). */
function emulatorUrlFromEnvironment(): string | undefined {
  const { process } = globalThis as { process?: { env?: Record<string, string | undefined> } };
  return process?.env?.FOYER_EMULATOR_URL || undefined;
}

function clientFromServerMessage(name: string): string {
  return (
    `[foyer] <${name} client={…}> was rendered by a server component, and a client object cannot cross ` +
    `from the server to the browser. Pass plain values instead: <${name} publicToken="public-token-…" />, ` +
    "with `emulatorUrl` for the emulator (by default the server's FOYER_EMULATOR_URL), and the widget makes " +
    `its client in the browser; or render ${name} with your client from a client component ('use client').`
  );
}

function withEnvironment<Props extends WithEmulatorUrl>(
  Component: FunctionComponent<Props>,
  name: string,
): (props: Props) => ReactElement<Props> {
  const Server = (props: Props) => {
    // A client object cannot cross from a server to the browser. Said here, in Foyer's words: left to
    // React and the provider, it fails as "Invalid server-side function call to stytch.toJSON".
    if (props.client !== undefined) throw new TypeError(clientFromServerMessage(name));
    const emulatorUrl = props.emulatorUrl ?? emulatorUrlFromEnvironment();
    return createElement(Component, emulatorUrl === undefined ? props : { ...props, emulatorUrl });
  };
  Object.defineProperty(Server, 'name', { value: name });
  return Server;
}

export type { ClientRecipe, ClientSource, FoyerComponentProps, PageRedirects } from './react.js';
export const FoyerLogin = withEnvironment(client.FoyerLogin, 'FoyerLogin');
export const FoyerPasswordReset = withEnvironment(client.FoyerPasswordReset, 'FoyerPasswordReset');
export const FoyerPasskeyRegistration = withEnvironment(
  client.FoyerPasskeyRegistration,
  'FoyerPasskeyRegistration',
);
export const FoyerIdentityProvider = withEnvironment(client.FoyerIdentityProvider, 'FoyerIdentityProvider');

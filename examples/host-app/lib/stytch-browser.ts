'use client';
import { emulatorClientOptions } from '@foyer/emulator-client';
import { createStytchClient, type StytchClient } from '@stytch/vanilla-js/headless';

export type ClientConfig = { publicToken: string; emulatorUrl: string | null };

let client: StytchClient | undefined;

/**
 * The page's one headless client, made on first use in the browser (it reads cookies and storage, so
 * never during server rendering). With an emulator URL it talks to the emulator's plain-HTTP
 * listener; without one, to the hosted provider the public token names.
 */
export function browserClient({ publicToken, emulatorUrl }: ClientConfig): StytchClient {
  client ??= emulatorUrl
    ? createStytchClient(publicToken, emulatorClientOptions(emulatorUrl))
    : createStytchClient(publicToken);
  return client;
}

import { MAPPED_HOSTNAMES } from '@foyer/emulator';
import type { BrowserContext, Fixtures, PlaywrightTestArgs, PlaywrightTestOptions } from '@playwright/test';
import {
  describeRefusals,
  installLoopbackGuard,
  isLoopbackHost,
  type Refusal,
  takeRefusals,
} from './loopback-guard';

/**
 * The end-to-end suites reach loopback only, in the page as in Node. Chromium resolves every name
 * but loopback and the names mapped to the emulator to nothing (`loopbackOnlyResolverRules`), so a
 * request elsewhere fails at once; the `loopbackOnly` fixture then fails the test that made it,
 * naming the host, and does the same for the worker's own Node connections (loopback-guard.ts).
 */

installLoopbackGuard();

/** Hosts a test's page may reach: loopback, and the names the launch flags send to the emulator. */
function isAllowedPageHost(hostname: string): boolean {
  return isLoopbackHost(hostname) || MAPPED_HOSTNAMES.includes(hostname);
}

/**
 * `--host-resolver-rules` ending in a rule that resolves every other name to nothing, after the
 * rules given (the emulator's mappings); Chromium applies the first rule that matches.
 */
export function loopbackOnlyResolverRules(rules: readonly string[] = []): string {
  return [
    ...rules,
    'MAP * ~NOTFOUND',
    'EXCLUDE localhost',
    'EXCLUDE *.localhost',
    'EXCLUDE 127.0.0.1',
    'EXCLUDE [::1]',
  ].join(',');
}

/** The launch flags with their host rules (if any) extended to refuse every host off this machine. */
export function withLoopbackOnly(flags: readonly string[]): string[] {
  const prefix = '--host-resolver-rules=';
  const rules = flags.filter((flag) => flag.startsWith(prefix)).map((flag) => flag.slice(prefix.length));
  return [
    ...flags.filter((flag) => !flag.startsWith(prefix)),
    `${prefix}${loopbackOnlyResolverRules(rules)}`,
  ];
}

/** Records the hosts outside loopback that the context's pages ask for. */
export function watchPageHosts(context: BrowserContext): { refusals: Refusal[] } {
  const watched = { refusals: [] as Refusal[] };
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^(https?|wss?):$/.test(url.protocol) || isAllowedPageHost(url.hostname)) return;
    watched.refusals.push({ host: url.hostname, port: Number(url.port) || undefined });
  });
  return watched;
}

export type LoopbackFixtures = {
  /** Fails the test (after it ran) that reached outside loopback from its pages or from Node. */
  loopbackOnly: { refusals: Refusal[] };
};

/** The automatic `loopbackOnly` fixture, for every suite's `test.extend`. */
export const loopbackOnlyFixture: Fixtures<
  LoopbackFixtures,
  object,
  PlaywrightTestArgs & PlaywrightTestOptions
> = {
  loopbackOnly: [
    async ({ context }, use) => {
      takeRefusals();
      const watched = watchPageHosts(context);
      await use(watched);
      const failure = describeRefusals([...watched.refusals, ...takeRefusals()]);
      if (failure) throw new Error(failure);
    },
    { auto: true },
  ],
};

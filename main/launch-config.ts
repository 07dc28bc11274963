import { z } from 'zod';

/**
 * What `npm start` tells the Electron main process, through the environment: where the testbed
 * page is served, where the emulator listens and which certificate key to trust, where to keep
 * settings. Validated, because a wrong value here would silently weaken the window's checks.
 */
const launchConfigSchema = z.object({
  testbedUrl: z.url({ protocol: /^http$/, hostname: /^localhost$/ }),
  emulatorHttpUrl: z.url({ protocol: /^http$/ }),
  emulatorHttpsUrl: z.url({ protocol: /^https$/ }),
  emulatorSpkiHash: z.base64().length(44),
  dataDir: z.string().min(1),
  /** The emulator's control token, when it was started with one; main sends it, the page never sees it. */
  emulatorControlToken: z.string().min(1).optional(),
  /** The demo third-party app's origin, when `npm start` runs it. */
  demoAppUrl: z.url({ protocol: /^http$/, hostname: /^localhost$/ }).optional(),
  /** What lets main name the testbed's project to the demo app (demo-app/testbed-link.ts). */
  demoAppLinkToken: z.string().min(1).optional(),
});

export type LaunchConfig = z.infer<typeof launchConfigSchema>;

const ENV_NAMES = {
  testbedUrl: 'FOYER_TESTBED_URL',
  emulatorHttpUrl: 'FOYER_EMULATOR_HTTP_URL',
  emulatorHttpsUrl: 'FOYER_EMULATOR_HTTPS_URL',
  emulatorSpkiHash: 'FOYER_EMULATOR_SPKI',
  dataDir: 'FOYER_TESTBED_DATA',
  emulatorControlToken: 'FOYER_EMULATOR_CONTROL_TOKEN',
  demoAppUrl: 'FOYER_DEMO_APP_URL',
  demoAppLinkToken: 'FOYER_DEMO_APP_LINK_TOKEN',
} as const satisfies Record<keyof LaunchConfig, string>;

export function launchEnvironment(config: LaunchConfig): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(ENV_NAMES) as Array<keyof LaunchConfig>).flatMap((key) =>
      config[key] === undefined ? [] : [[ENV_NAMES[key], config[key]]],
    ),
  );
}

/** The environment variables the launch config's secrets travel in, to be removed once read. */
export const SECRET_ENV_NAMES = [ENV_NAMES.emulatorControlToken, ENV_NAMES.demoAppLinkToken] as const;

export function readLaunchConfig(env: Record<string, string | undefined>): LaunchConfig {
  const raw = Object.fromEntries(
    (Object.keys(ENV_NAMES) as Array<keyof LaunchConfig>).map((key) => [key, env[ENV_NAMES[key]]]),
  );
  const parsed = launchConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) =>
        `${ENV_NAMES[issue.path[0] as keyof LaunchConfig] ?? issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(
      `The testbed was started without a valid launch config (use npm start):\n${problems.join('\n')}`,
    );
  }
  return parsed.data;
}

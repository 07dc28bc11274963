/**
 * `@foyer/emulator/vite`: a Vite plugin that hands a page what `foyer-emulator exec` put in the dev
 * server's environment for it, and nothing else: the emulator's plain-HTTP address
 * (`import.meta.env.FOYER_EMULATOR_URL`) and the project's public token
 * (`import.meta.env.STYTCH_PUBLIC_TOKEN`). Vite's own way, `envPrefix: 'STYTCH_'`, would put the
 * project's secret (`STYTCH_SECRET`) into the page too. Nothing here imports Vite: the plugin is a
 * plain object of the shape Vite takes.
 */

/** The environment variables a page may see, each as `import.meta.env.<name>`. */
export const PAGE_VARIABLES = ['FOYER_EMULATOR_URL', 'STYTCH_PUBLIC_TOKEN'] as const;

type Environment = Readonly<Record<string, string | undefined>>;

/** The parts of Vite's resolved config the plugin reads. */
type ResolvedConfigShape = {
  command: 'build' | 'serve';
  logger: { info(message: string): void; warn(message: string): void };
};

export type FoyerEmulatorPlugin = {
  name: 'foyer-emulator';
  config(): { define: Record<string, string> };
  configResolved(config: ResolvedConfigShape): void;
};

/**
 * Each page variable as Vite's `define` takes it: its value as a JSON string where the environment
 * has one, `undefined` where it has none (so `if (import.meta.env.FOYER_EMULATOR_URL)` drops the
 * emulator's branch from a production build made without it).
 */
export function pageDefinitions(env: Environment): Record<string, string> {
  return Object.fromEntries(
    PAGE_VARIABLES.map((name) => {
      const value = env[name];
      return [`import.meta.env.${name}`, value ? JSON.stringify(value) : 'undefined'];
    }),
  );
}

/**
 * ```ts
 * // vite.config.ts
 * import { foyerEmulator } from '@foyer/emulator/vite';
 * export default defineConfig({ plugins: [foyerEmulator()] });
 * ```
 * The environment is read once, as Vite loads its config: `foyer-emulator exec -- vite` sets it.
 */
export function foyerEmulator(env: Environment = process.env): FoyerEmulatorPlugin {
  const definitions = pageDefinitions(env);
  return {
    name: 'foyer-emulator',
    config: () => ({ define: definitions }),
    configResolved(config) {
      // A dev server started without `exec` gives the page no emulator: say so where the developer looks.
      if (config.command === 'serve' && !env.FOYER_EMULATOR_URL) {
        config.logger.info(
          'foyer-emulator: FOYER_EMULATOR_URL is not set, so the page reaches the hosted provider. ' +
            'Start the dev server inside `foyer-emulator exec --project … -- <command>` for the emulator.',
        );
      }
      // A production build takes the live token from its own environment; without it the page's
      // client gets `undefined` and every call fails, which is better said here than in the page.
      if (config.command === 'build' && !env.STYTCH_PUBLIC_TOKEN) {
        config.logger.warn(
          'foyer-emulator: STYTCH_PUBLIC_TOKEN is not set, so import.meta.env.STYTCH_PUBLIC_TOKEN is ' +
            "undefined in this build. Set it in the build's environment: STYTCH_PUBLIC_TOKEN=public-token-live-… vite build",
        );
      }
    },
  };
}

/** The three login configs the bench compares; each page maps a name to its own product's config. */
export const BENCH_CONFIG_NAMES = ['magicLinks', 'passcodes', 'magicLinksPasswords'] as const;
export type BenchConfigName = (typeof BENCH_CONFIG_NAMES)[number];

export type BenchParams = { publicToken: string; configName: BenchConfigName };

/** What the runner asks of a page: `?token=<public token>&config=<config name>`. */
export function readBenchParams(search: string): BenchParams {
  const params = new URLSearchParams(search);
  const publicToken = params.get('token');
  const configName = params.get('config');
  if (!publicToken) throw new Error('bench page: no ?token');
  if (!BENCH_CONFIG_NAMES.includes(configName as BenchConfigName))
    throw new Error(`bench page: unknown ?config=${configName}`);
  return { publicToken, configName: configName as BenchConfigName };
}

// Shapes the control API answers that the console's boot data repeats: kept apart from the client so
// the boot data (console-boot) and the client can both name them.

/** One page of a list, as the provider's searches answer: the records, how many match, the next cursor (null on the last). */
export type ListPage<T> = { results: T[]; results_metadata: { total: number; next_cursor: string | null } };

/** A project the emulator holds, as its list shows it. */
export type ProjectSummary = { public_token: string; project_id: string; project_name: string };

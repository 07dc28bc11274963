/**
 * Where a project's change stream stands. The console's page carries the position its embedded
 * lists were read at, and the stream's `ready` says its own: equal, nothing changed in between and
 * the page need not read again. `epoch` names the store, so a restarted emulator never matches.
 */
export type StreamPosition = { epoch: string; writes: number; requests: number };

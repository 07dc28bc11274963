import type { Project } from '../emulator-store';
import type { SigningKey } from '../store/project-snapshot';
import { type KeyEnvironment, newSigningKey } from './new-signing-key';

/** Keys being made, so the first requests of a project at once make one key, not several. */
const making = new WeakMap<Project, Promise<SigningKey>>();

type KeyMaker = (environment: KeyEnvironment) => Promise<SigningKey>;

let makeKey: KeyMaker = newSigningKey;

/**
 * Replaces how new keys are made, for this process: test suites make hundreds of projects that
 * sign, and reuse a few keys under new ids rather than spend a third of a second of CPU on each.
 */
export function makeSigningKeysWith(maker: KeyMaker): void {
  makeKey = maker;
}

function environmentOf(project: Project): KeyEnvironment {
  return project.publicToken.startsWith('public-token-live-') ? 'live' : 'test';
}

/**
 * The key a project signs with, made on first use and kept with the project from then on (in its
 * data dir, its exports, across resets). Making one waits on the thread pool, never on the event
 * loop; project creation makes none, as most projects of a test run never sign.
 */
export function projectSigningKey(project: Project): Promise<SigningKey> {
  const held = project.signingKey;
  if (held) return Promise.resolve(held);
  let pending = making.get(project);
  if (!pending) {
    pending = makeKey(environmentOf(project)).then((key) => project.adoptSigningKey(key));
    making.set(project, pending);
    void pending.finally(() => making.delete(project)).catch(() => {});
  }
  return pending;
}

import type { PasswordTask, PasswordTaskResult } from './password-tasks';
import { createWorkerPool, type WorkerPool } from './worker-pool';

// One pool per process, shared by every emulator in it: the cores are shared anyway.
let pool: WorkerPool<PasswordTask> | undefined;
let holders = 0;

function passwordPool(): WorkerPool<PasswordTask> {
  pool ??= createWorkerPool<PasswordTask>(new URL('./password-worker.mjs', import.meta.url));
  return pool;
}

/**
 * Runs a password task (strength estimate, hash, verify) in a worker thread, so a burst of sign-ups
 * leaves the event loop free for every other request. Rejects with `WorkerCrashedError` when the
 * worker dies under it.
 */
export async function runInPasswordWorker<T extends PasswordTask>(task: T): Promise<PasswordTaskResult<T>> {
  return (await passwordPool().run(task)) as PasswordTaskResult<T>;
}

/**
 * Marks the pool as used by a running emulator; the last `release` terminates its workers (a later
 * task starts a new pool). Idle workers never hold a process open, released or not.
 */
export function retainPasswordWorkers(): { release(): Promise<void> } {
  holders += 1;
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      holders -= 1;
      if (holders > 0 || !pool) return;
      const closing = pool;
      pool = undefined;
      await closing.close();
    },
  };
}

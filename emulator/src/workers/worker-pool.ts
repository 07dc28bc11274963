import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** A request to a worker: `id` pairs it with its answer. */
export type WorkerRequest<Task> = { id: number; task: Task };
/** A worker's answer: its result, or the message of the error the task threw. */
export type WorkerAnswer = { id: number; result: unknown } | { id: number; error: string };

/** A task's own failure, thrown in the worker; the worker stays up. */
export class WorkerTaskError extends Error {}

/** The worker running a task died (crash, out of memory, terminated); it has been replaced. */
export class WorkerCrashedError extends Error {}

type Job<Task> = {
  request: WorkerRequest<Task>;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
};

type Slot<Task> = { worker: Worker; job?: Job<Task> };

export type WorkerPool<Task> = {
  run(task: Task): Promise<unknown>;
  /** Ends every worker; tasks waiting or under way are rejected. */
  close(): Promise<void>;
  readonly size: number;
};

/** One worker per core the process may use, at least one. */
export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism());
}

/**
 * A small pool of `size` workers started from `entry`, each running one task at a time, in order of
 * arrival. Workers start on first use and keep the process alive only while they hold a task, so an
 * emulator that is never closed still lets its process exit. A worker that dies fails its own task
 * with `WorkerCrashedError` and is replaced; other tasks carry on.
 */
export function createWorkerPool<Task>(entry: URL, size = defaultPoolSize()): WorkerPool<Task> {
  const slots: Slot<Task>[] = [];
  const queue: Job<Task>[] = [];
  let nextId = 0;
  let closed = false;

  function startWorker(): Slot<Task> {
    const slot: Slot<Task> = { worker: new Worker(entry) };
    slot.worker.unref();
    slot.worker.on('message', (answer: WorkerAnswer) => {
      const job = slot.job;
      if (!job || job.request.id !== answer.id) return;
      finish(slot);
      if ('error' in answer) job.reject(new WorkerTaskError(answer.error));
      else job.resolve(answer.result);
    });
    // 'error' (an uncaught exception) is always followed by 'exit'; the job fails once, on exit.
    slot.worker.on('error', () => {});
    slot.worker.on('exit', (code) => {
      const job = slot.job;
      slots.splice(slots.indexOf(slot), 1);
      if (job) job.reject(new WorkerCrashedError(`A password worker stopped (exit code ${code}).`));
      if (!closed) dispatch();
    });
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot<Task>): void {
    slot.job = undefined;
    slot.worker.unref();
    dispatch();
  }

  function dispatch(): void {
    while (queue.length > 0) {
      const slot = slots.find((each) => !each.job) ?? (slots.length < size ? startWorker() : undefined);
      if (!slot) return;
      const job = queue.shift() as Job<Task>;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage(job.request);
    }
  }

  return {
    size,
    run(task) {
      if (closed) return Promise.reject(new WorkerCrashedError('The worker pool is closed.'));
      return new Promise((resolve, reject) => {
        nextId += 1;
        queue.push({ request: { id: nextId, task }, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new WorkerCrashedError('The worker pool is closed.'));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

import { parentPort } from 'node:worker_threads';
import { type PasswordTask, runPasswordTask } from './password-tasks';
import type { WorkerAnswer, WorkerRequest } from './worker-pool';

const port = parentPort;
if (!port) throw new Error('password-worker.ts runs only as a worker thread.');

port.on('message', ({ id, task }: WorkerRequest<PasswordTask>) => {
  let answer: WorkerAnswer;
  try {
    answer = { id, result: runPasswordTask(task) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});

// A worker for worker-pool.test.ts: echoes its task, throws for `fail`, and dies for `crash`.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, task }) => {
  if (task === 'crash') process.exit(3);
  if (task === 'fail') parentPort.postMessage({ id, error: 'the task failed' });
  else parentPort.postMessage({ id, result: `done: ${task}` });
});

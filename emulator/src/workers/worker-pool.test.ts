import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerCrashedError, type WorkerPool, WorkerTaskError } from './worker-pool';

const ENTRY = new URL('./test-worker.fixture.mjs', import.meta.url);
const pools: WorkerPool<string>[] = [];

function pool(size: number): WorkerPool<string> {
  const created = createWorkerPool<string>(ENTRY, size);
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((each) => each.close()));
});

describe('the worker pool', () => {
  it('fails only the task whose worker died, and runs the next one on a new worker', async () => {
    const one = pool(1);
    const [crashed, queued] = await Promise.allSettled([one.run('crash'), one.run('after')]);
    expect(crashed.status === 'rejected' && crashed.reason).toBeInstanceOf(WorkerCrashedError);
    expect(queued).toEqual({ status: 'fulfilled', value: 'done: after' });
    expect(await one.run('again')).toBe('done: again');
  });

  it('lets the task on another worker finish when one worker dies', async () => {
    const two = pool(2);
    const results = await Promise.allSettled([two.run('crash'), two.run('beside')]);
    expect(results[1]).toEqual({ status: 'fulfilled', value: 'done: beside' });
  });

  it("rejects with the task's own error and keeps the worker", async () => {
    const one = pool(1);
    await expect(one.run('fail')).rejects.toBeInstanceOf(WorkerTaskError);
    expect(await one.run('next')).toBe('done: next');
  });

  it('refuses tasks once closed', async () => {
    const one = pool(1);
    await one.run('warm');
    await one.close();
    await expect(one.run('late')).rejects.toBeInstanceOf(WorkerCrashedError);
  });
});

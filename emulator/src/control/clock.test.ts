import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControlApiError, type ControlClient, createControlClient } from '../control/client';
import { EmulatorStore } from '../emulator-store';
import { type RunningEmulator, serveStore } from '../server';

const HOUR = 60 * 60_000;

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await serveStore(EmulatorStore.inMemory());
});
afterAll(async () => {
  await emulator.close();
});

function newProject(): ControlClient {
  return createControlClient(emulator.httpUrl, `public-token-test-${crypto.randomUUID()}`);
}

async function refusal(promise: Promise<unknown>): Promise<ControlApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ControlApiError);
  return error as ControlApiError;
}

describe("a project's clock", () => {
  it("reads the machine's time until it is moved", async () => {
    const before = Date.now();
    const clock = await newProject().clock();
    expect(clock.offset_ms).toBe(0);
    expect(Date.parse(clock.now)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(clock.now)).toBeLessThanOrEqual(Date.now());
  });

  it('moves forward by advanceClock, and each move adds to the last', async () => {
    const control = newProject();
    expect((await control.advanceClock(HOUR)).offset_ms).toBe(HOUR);
    const clock = await control.advanceClock(30_000);
    expect(clock.offset_ms).toBe(HOUR + 30_000);
    expect(await control.clock()).toMatchObject({ offset_ms: HOUR + 30_000 });
  });

  it('moves to a later instant by setClock, and keeps running from there', async () => {
    const control = newProject();
    const target = new Date(Date.now() + 3 * 24 * HOUR).toISOString();
    const set = await control.setClock(target);
    expect(Date.parse(set.now)).toBeGreaterThanOrEqual(Date.parse(target));
    expect(Date.parse((await control.clock()).now)).toBeGreaterThanOrEqual(Date.parse(target));
  });

  it('refuses to go back, and says how to return to the machine time', async () => {
    const control = newProject();
    await control.advanceClock(HOUR);
    const error = await refusal(control.setClock(new Date().toISOString()));
    expect(error.envelope).toMatchObject({ status_code: 400, error_type: 'clock_cannot_go_back' });
    expect(error.envelope.error_message).toMatch(/Reset the project/);
    expect((await control.clock()).offset_ms).toBe(HOUR);
  });

  it.each([
    ['a negative advance', { advance_ms: -1 }],
    ['a fractional advance', { advance_ms: 1.5 }],
    ['a time that is not ISO', { set: 'tomorrow' }],
    ['both moves at once', { advance_ms: 1, set: new Date().toISOString() }],
    ['an empty body', {}],
  ])('refuses %s', async (_name, body) => {
    const control = newProject();
    const response = await fetch(`${emulator.httpUrl}/control/v1/projects/${control.publicToken}/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect((await control.clock()).offset_ms).toBe(0);
  });

  it('refuses a move of more than ten years at once', async () => {
    const error = await refusal(newProject().advanceClock(11 * 365 * 24 * HOUR));
    expect(error.envelope.status_code).toBe(400);
  });

  it("keeps each project's clock its own", async () => {
    const moved = newProject();
    const other = newProject();
    await moved.advanceClock(HOUR);
    expect((await other.clock()).offset_ms).toBe(0);
  });

  it("returns to the machine's time when the project is reset", async () => {
    const control = newProject();
    await control.advanceClock(HOUR);
    await control.resetProject();
    expect((await control.clock()).offset_ms).toBe(0);
  });

  it('travels with an export into another project', async () => {
    const source = newProject();
    await source.advanceClock(HOUR);
    const target = newProject();
    await target.importProject(await source.exportProject());
    expect((await target.clock()).offset_ms).toBe(HOUR);
  });
});

describe('a moved clock in a data directory', () => {
  it('is still moved after a restart, so what expired stays expired', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'foyer-clock-'));
    const token = `public-token-test-${crypto.randomUUID()}`;
    try {
      const first = await serveStore(EmulatorStore.open(dir));
      await createControlClient(first.httpUrl, token).advanceClock(HOUR);
      await first.close();
      const second = await serveStore(EmulatorStore.open(dir));
      try {
        expect((await createControlClient(second.httpUrl, token).clock()).offset_ms).toBe(HOUR);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

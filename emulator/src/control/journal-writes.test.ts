import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmulatorStore } from '../emulator-store';
import { addMessage } from '../messages/inbox';
import { type RunningEmulator, serveStore } from '../server';
import { createControlClient } from './client';

const TOKEN = 'public-token-test-journal-writes';
let dir: string;
let emulator: RunningEmulator;
let store: EmulatorStore;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-journal-writes-'));
  store = EmulatorStore.open(dir);
  emulator = await serveStore(store);
});
afterEach(async () => {
  await emulator.close();
  rmSync(dir, { recursive: true, force: true });
});

function journalLines(): number {
  return readFileSync(join(dir, 'journal.ndjson'), 'utf8').trim().split('\n').length;
}

// Each of these is one journal entry, so it costs one fsync and a crash keeps all of it or none.
describe('control writes that change many records', () => {
  it('empty the inbox in one journal write', async () => {
    const control = createControlClient(emulator.httpUrl, TOKEN);
    const project = store.project(TOKEN);
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com'])
      addMessage(project, { kind: 'login_link', channel: 'email', to, subject: 'Hi', text: 'hi' });
    const before = journalLines();
    await control.clearMessages();
    expect(journalLines()).toBe(before + 1);
    expect(await control.messages()).toEqual([]);
  });

  it('clear the faults in one journal write', async () => {
    const control = createControlClient(emulator.httpUrl, TOKEN);
    await control.injectFault({ endpoint: '/users/search', latencyMs: 1 });
    await control.injectFault({ endpoint: '/users/me', latencyMs: 1 });
    const before = journalLines();
    await control.clearFaults();
    expect(journalLines()).toBe(before + 1);
    expect(await control.faults()).toEqual([]);
  });
});

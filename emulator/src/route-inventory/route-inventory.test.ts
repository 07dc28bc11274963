import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApiMd } from './api-md';
import { PROVIDER_NAMES } from './provider-names';
import { backendSdkMethodsNotServed, type InventoryRow, readRouteInventory } from './route-inventory';

const API_MD = resolve(import.meta.dirname, '../../API.md');

let rows: InventoryRow[];
beforeAll(async () => {
  rows = await readRouteInventory();
});

describe('the route inventory', () => {
  it('API.md lists every route the app serves, where it serves it (else run `npm run -w emulator api-md`)', () => {
    expect(readFileSync(API_MD, 'utf8')).toBe(renderApiMd(rows, backendSdkMethodsNotServed(rows)));
  });

  it('names every provider route by the provider’s name, or says why it has none', () => {
    const unnamed = rows.filter((row) => row.api !== 'control' && row.api !== 'console' && !row.providerName);
    expect(unnamed.map((row) => `${row.method} ${row.path}`)).toEqual([]);
  });

  it('keeps no provider name for a route the app no longer serves', () => {
    const served = new Set(rows.map((row) => `${row.method} ${row.path}`));
    expect(Object.keys(PROVIDER_NAMES).filter((route) => !served.has(route))).toEqual([]);
  });

  it('finds each route in a source file of the emulator, never in a dependency', () => {
    expect(rows.filter((row) => !/^src\/[\w/-]+\.ts$/.test(row.file))).toEqual([]);
  });
});

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderApiMd } from './api-md';
import { backendSdkMethodsNotServed, readRouteInventory } from './route-inventory';

/** `npm run -w emulator api-md`: writes emulator/API.md from the routes the app serves now. */
export const API_MD_PATH = resolve(import.meta.dirname, '../../API.md');

const rows = await readRouteInventory();
writeFileSync(API_MD_PATH, renderApiMd(rows, backendSdkMethodsNotServed(rows)));
console.log(`wrote ${API_MD_PATH}: ${rows.length} routes`);

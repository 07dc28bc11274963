import { API_MEANINGS, PRODUCTS, type RouteApi } from './route-groups';
import type { InventoryRow } from './route-inventory';

const HEADER = `# The emulator's routes

Every route the emulator serves, grouped by product, with the provider's name for it and the file
that answers it. Generated from the running app's routes (\`app.routes\` of \`createApp\`) by
\`npm run -w emulator api-md\`; \`src/route-inventory/route-inventory.test.ts\` fails when a route is
added, removed or moved and this file was not generated again. Do not edit it by hand.

The API column:
`;

const NAMES = `
The provider's name: for \`/sdk/v1\` and the pages, the method of the browser client
(\`@stytch/vanilla-js\` 6.3.0) that calls the route; for \`/v1\`, the method of the backend SDK
(\`stytch\`) that calls it, read from the SDK itself; for the OpenID provider, the endpoint's OpenID
name. *Ours* marks a route the provider has no name for, and says what it is.
`;

/** API.md: one table per product, then the backend SDK's methods no route serves. */
export function renderApiMd(rows: readonly InventoryRow[], notServed: readonly string[]): string {
  const meanings = (Object.entries(API_MEANINGS) as [RouteApi, string][])
    .map(([api, meaning]) => `- **${api}**: ${meaning}`)
    .join('\n');
  const sections = PRODUCTS.map(({ name }) => rows.filter((row) => row.product === name))
    .filter((productRows) => productRows.length > 0)
    .map(renderProduct);
  return `${[HEADER + meanings, NAMES, ...sections, renderNotServed(notServed)].join('\n')}`;
}

function renderProduct(rows: InventoryRow[]): string {
  const hasNames = rows.some((row) => row.providerName !== undefined);
  const head = hasNames
    ? '| method | path | API | provider’s name | file |\n| --- | --- | --- | --- | --- |'
    : '| method | path | API | file |\n| --- | --- | --- | --- |';
  const lines = rows.map((row) => {
    const cells = [row.method, `\`${row.path}\``, row.api];
    if (hasNames) cells.push(nameCell(row));
    cells.push(`[${row.file}](${row.file})`);
    return `| ${cells.join(' | ')} |`;
  });
  return `## ${rows[0]?.product}\n\n${head}\n${lines.join('\n')}\n`;
}

function nameCell(row: InventoryRow): string {
  const name = row.providerName;
  if (!name) return '';
  return 'name' in name ? name.name : `*ours*: ${name.none}`;
}

function renderNotServed(notServed: readonly string[]): string {
  return `## Backend SDK methods the emulator does not serve

The \`stytch\` SDK's methods whose route no table above holds; called against the emulator, they
answer \`404 route_not_found\`.

${notServed.map((name) => `\`${name}\``).join(', ')}
`;
}

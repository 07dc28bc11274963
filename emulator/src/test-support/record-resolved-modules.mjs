// `node --import <this file>`: appends every module the process resolves to the file named by
// FOYER_RESOLVED_MODULES, one URL a line. The hooks run on their own thread, so they write as they go
// rather than hand the list back at exit.
import { register } from 'node:module';

const hooks = `
import { appendFileSync } from 'node:fs';
let file;
export function initialize(data) { file = data.file; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(file, resolved.url + '\\n');
  return resolved;
}
`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, {
  data: { file: process.env.FOYER_RESOLVED_MODULES },
});

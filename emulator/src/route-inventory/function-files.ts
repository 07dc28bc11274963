import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';

type FunctionLocation = { scriptId: string };
type AnyFunction = (...args: never) => unknown;

/**
 * The file each function was written in, as V8 knows it: the debugger protocol reports every
 * function's script (`[[FunctionLocation]]`) and every script's URL. This reads the running code, so
 * it holds for handlers registered by loops or helpers, where reading the source text would guess.
 */
export async function sourceFilesOf(functions: readonly AnyFunction[]): Promise<string[]> {
  const session = new Session();
  session.connect();
  const scriptUrls = new Map<string, string>();
  session.on('Debugger.scriptParsed', ({ params }) => scriptUrls.set(params.scriptId, params.url));
  const holder = globalThis as { __routeInventoryFunction?: AnyFunction };
  try {
    // Enabling the debugger reports every script already parsed, before the call returns.
    await session.post('Debugger.enable');
    const files: string[] = [];
    for (const fn of functions) {
      holder.__routeInventoryFunction = fn;
      const { result } = await session.post('Runtime.evaluate', {
        expression: 'globalThis.__routeInventoryFunction',
      });
      const { internalProperties } = await session.post('Runtime.getProperties', {
        objectId: result.objectId as string,
        ownProperties: true,
      });
      const location = internalProperties?.find((property) => property.name === '[[FunctionLocation]]')?.value
        ?.value as FunctionLocation | undefined;
      const url = location ? scriptUrls.get(location.scriptId) : undefined;
      if (!url) throw new Error(`V8 reports no script for the function ${fn.name || '(anonymous)'}.`);
      files.push(url.startsWith('file:') ? fileURLToPath(url) : url);
    }
    return files;
  } finally {
    delete holder.__routeInventoryFunction;
    session.disconnect();
  }
}

import { PRODUCTS } from '../products/registry';
import { screenClaims } from '../products/screen-owners';
import { isPreloadable } from '../runtime/preload-screens';

/**
 * Fetches the code of every lazy screen. The widget preloads screens at idle after each mount, and a
 * test file can end while such an import is still in flight; the file's environment is then torn
 * down under it, and vitest's shared module cache (`isolate: false`) keeps that failed import for
 * every later file in the worker. With every screen loaded before the tests start, no import is left
 * to fail. A file's first widget then renders its screens at once, as after the widget's own preload.
 */
export async function loadEveryScreen(): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const claims of screenClaims(PRODUCTS).values()) {
    for (const { source } of claims) {
      if (isPreloadable(source.Component)) loads.push(source.Component.preload());
    }
  }
  await Promise.all(loads);
}

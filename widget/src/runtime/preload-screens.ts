import type { ProductName } from '../config/types';
import { MOUNT_MODE_TABLE } from '../mount/mount-modes';
import type { MountMode } from '../mount/options';
import { type ProductTable, productsOf } from '../products/registry';
import { findScreen } from '../products/screen-owners';
import type { ScreenName } from '../state/screens';
import type { WidgetRuntime } from './widget-runtime';

type Preloadable = { preload(): Promise<void> };

// A lazy component is an object, an eager one a function: only lazy screens carry `preload`.
export const isPreloadable = (component: object): component is Preloadable => 'preload' in component;

/**
 * The screens a widget of this mode and these products can reach after its first one: the mode's
 * own, the configured products' own, and those they lead to. Products that are not configured add
 * nothing, so a magic-link-only login never fetches a password or passcode screen.
 */
export function reachableScreens(
  mode: MountMode,
  productNames: readonly ProductName[],
  products: ProductTable,
): ScreenName[] {
  const definition = MOUNT_MODE_TABLE[mode];
  const names = new Set<ScreenName>([
    ...(Object.keys(definition.screens) as ScreenName[]),
    ...(definition.leadsTo ?? []),
  ]);
  if (mode === 'login') {
    for (const product of productsOf(productNames, products)) {
      for (const screen of Object.keys(product.screens) as ScreenName[]) names.add(screen);
      for (const screen of product.leadsTo ?? []) names.add(screen);
    }
  }
  return [...names];
}

/**
 * Fetches the code of every reachable screen once the page is idle after mount, so the first submit
 * never waits for a chunk. Nothing is fetched before the first screen is on the page, and nothing
 * after the widget is disposed.
 */
export function preloadWhenIdle(
  screens: readonly ScreenName[],
  products: ProductTable,
  runtime: WidgetRuntime,
) {
  const preload = () => {
    forget();
    for (const screen of screens) {
      const source = findScreen(screen, products);
      if (source?.kind === 'component' && isPreloadable(source.Component)) void source.Component.preload();
    }
  };
  let forget: () => void;
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(preload);
    forget = runtime.onDispose(() => cancelIdleCallback(handle));
  } else {
    const handle = setTimeout(preload, 0);
    forget = runtime.onDispose(() => clearTimeout(handle));
  }
}

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A screen whose code loads on first use, or earlier when `preload` is called (at idle after mount). */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload(): Promise<void> };

/**
 * React.lazy for a module's named export, so screens keep their names in their own files. The module
 * is requested at most once: `preload` and the first render share the same promise.
 */
export function lazyNamed<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyScreen {
  let loading: Promise<Module> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  const screen = lazy(async () => ({ default: (await loadOnce())[name] as ComponentType }));
  return Object.assign(screen, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        // A failed preload is not an error yet: the first render retries and reports it.
        () => {
          loading = undefined;
        },
      ),
  });
}

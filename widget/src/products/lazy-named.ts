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
  let loaded: Module | undefined;
  const loadOnce = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  const screen = lazy(() => {
    // Fetched already (preloaded at idle): answer at once. React reads a thenable that settles
    // synchronously as resolved, so the screen renders in the same pass, with no loading state
    // shown for a frame and no wait for React's 300 ms throttle on revealing suspended content.
    if (loaded) {
      const settled = { default: loaded[name] as ComponentType };
      const answerAtOnce = {
        // biome-ignore lint/suspicious/noThenProperty: a thenable that settles synchronously is the point
        then: (resolve: (module: typeof settled) => void) => resolve(settled),
      };
      return answerAtOnce as unknown as Promise<typeof settled>;
    }
    return loadOnce().then((module) => ({ default: module[name] as ComponentType }));
  });
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

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a module's named export, so screens keep their names in their own files. */
export function lazyNamed<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

import type { ComponentType } from 'react';
import type { ProductName } from '../config/types';
import { MOUNT_MODE_TABLE } from '../mount/mount-modes';
import type { MountMode } from '../mount/options';
import { ErrorScreen } from '../screens/ErrorScreen';
import { SCREEN_NAMES, type ScreenName } from '../state/screens';
import { PRODUCTS, type ProductTable } from './registry';

/** Who provides a screen: a product, a mount mode, or the widget itself (the error screen every mode can reach). */
export type ScreenOwner =
  | { kind: 'product'; product: ProductName }
  | { kind: 'mode'; mode: MountMode }
  | { kind: 'core' };

/** How to show a screen: its component. */
export type ScreenSource = { kind: 'component'; Component: ComponentType };

const CORE_SCREENS: Partial<Record<ScreenName, ComponentType>> = { Error: ErrorScreen };

type Claim = { owner: ScreenOwner; source: ScreenSource };

/** Every claim on every screen, from the products, the modes and the core; two claims on one screen are a defect. */
export function screenClaims(products: ProductTable = PRODUCTS): Map<ScreenName, Claim[]> {
  const claims = new Map<ScreenName, Claim[]>(SCREEN_NAMES.map((name) => [name, []]));
  const claim = (screen: ScreenName, entry: Claim) => claims.get(screen)?.push(entry);
  for (const product of Object.values(products)) {
    if (!product) continue;
    const owner: ScreenOwner = { kind: 'product', product: product.name };
    for (const [screen, Component] of Object.entries(product.screens)) {
      claim(screen as ScreenName, { owner, source: { kind: 'component', Component } });
    }
  }
  for (const [mode, definition] of Object.entries(MOUNT_MODE_TABLE)) {
    const owner: ScreenOwner = { kind: 'mode', mode: mode as MountMode };
    for (const [screen, Component] of Object.entries(definition.screens)) {
      if (Component) claim(screen as ScreenName, { owner, source: { kind: 'component', Component } });
    }
  }
  for (const [screen, Component] of Object.entries(CORE_SCREENS)) {
    if (Component)
      claim(screen as ScreenName, { owner: { kind: 'core' }, source: { kind: 'component', Component } });
  }
  return claims;
}

const claimsByTable = new WeakMap<ProductTable, Map<ScreenName, Claim[]>>();

/** How to show a screen; `undefined` when nothing in the given products, modes or core claims it. */
export function findScreen(screen: ScreenName, products: ProductTable = PRODUCTS): ScreenSource | undefined {
  let claims = claimsByTable.get(products);
  if (!claims) {
    claims = screenClaims(products);
    claimsByTable.set(products, claims);
  }
  return claims.get(screen)?.[0]?.source;
}

import type { ComponentType } from 'react';
import { PRODUCT_NAMES, type ProductName } from '../config/types';
import type { ScreenName } from '../state/screens';
import { emailMagicLinks } from './email-magic-links';
import { lazyNamed } from './lazy-named';
import { otp } from './otp';
import { passwords } from './passwords';
import type { Product } from './types';

/**
 * The products this build ships. A product named in a config but missing here contributes nothing
 * (and the widget reports it once at mount).
 */
export const PRODUCTS: Readonly<Partial<Record<ProductName, Product>>> = {
  emailMagicLinks,
  otp,
  passwords,
};

/** Products a config may name that this build does not ship yet: a config naming one gets a warning. */
export const PENDING_PRODUCTS: readonly ProductName[] = PRODUCT_NAMES.filter((name) => !PRODUCTS[name]);

/** Screens that several products lead to. */
const SHARED_SCREENS: Partial<Record<ScreenName, ComponentType>> = {
  EmailConfirmation: lazyNamed(() => import('../screens/EmailConfirmation'), 'EmailConfirmation'),
};

export function findScreen(
  screen: ScreenName,
  products: Readonly<Partial<Record<ProductName, Product>>> = PRODUCTS,
): ComponentType | undefined {
  const shared = SHARED_SCREENS[screen];
  if (shared) return shared;
  for (const product of Object.values(products)) {
    const found = product?.screens[screen];
    if (found) return found;
  }
  return undefined;
}

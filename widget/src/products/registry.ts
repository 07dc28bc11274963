import { PRODUCT_NAMES, type ProductName } from '../config/types';
import { crypto } from './crypto';
import { emailMagicLinks } from './email-magic-links';
import { otp } from './otp';
import { passkeys } from './passkeys';
import { passwords } from './passwords';
import { oauth } from './pending';
import type { BuiltProduct, Product } from './types';

/** Products by name; tests swap in stand-ins. */
export type ProductTable = Readonly<Partial<Record<ProductName, Product>>>;

/** Every product of the spec, built or still pending. Adding a product means adding it here. */
export const PRODUCTS = {
  emailMagicLinks,
  otp,
  passwords,
  passkeys,
  oauth,
  crypto,
} as const satisfies Readonly<Record<ProductName, Product>>;

/** Products a config may name that this build does not ship yet: a config naming one gets a warning. */
export const PENDING_PRODUCTS: readonly ProductName[] = PRODUCT_NAMES.filter(
  (name) => PRODUCTS[name].status === 'pending',
);

/** The configured products this build ships, in config order. */
export function builtProductsOf(names: readonly ProductName[], products: ProductTable): BuiltProduct[] {
  return names.flatMap((name) => {
    const product = products[name];
    return product?.status === 'built' ? [product] : [];
  });
}

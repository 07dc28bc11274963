import type { ProductName } from '../config/types';
import { crypto } from './crypto';
import { emailMagicLinks } from './email-magic-links';
import { oauth } from './oauth';
import { otp } from './otp';
import { passkeys } from './passkeys';
import { passwords } from './passwords';
import type { Product } from './types';

/** Products by name; tests swap in stand-ins. */
export type ProductTable = Readonly<Partial<Record<ProductName, Product>>>;

/** Every product of the spec. Adding a product means adding it here. */
export const PRODUCTS = {
  emailMagicLinks,
  otp,
  passwords,
  passkeys,
  oauth,
  crypto,
} as const satisfies Readonly<Record<ProductName, Product>>;

/** The configured products the table has, in config order. */
export function productsOf(names: readonly ProductName[], products: ProductTable): Product[] {
  return names.flatMap((name) => {
    const product = products[name];
    return product ? [product] : [];
  });
}

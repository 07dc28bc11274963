import type { ProductName } from '../config/types';
import type { ProductTable } from './registry';
import type { MainPlacement, Product } from './types';

/**
 * One section of Main, top to bottom. `form` is the shared form section (tabs of the magic-link,
 * passcode and password forms); `buttons` is one column of OAuth and wallet sections.
 */
export type MainSection =
  | { kind: 'passkey'; product: ProductName }
  | { kind: 'form' }
  | { kind: 'buttons'; products: ProductName[] }
  | { kind: 'divider' };

const isButtons = (placement: MainPlacement) => placement === 'oauth' || placement === 'crypto';

/**
 * Main's sections in config order: the form products share the form section where the first of
 * them stands; OAuth and wallet buttons that are neighbours in the config share one column; an "or"
 * divider stands between a button column and the form; the passkey section comes first.
 */
export function resolveMainSections(
  names: readonly ProductName[],
  products: ProductTable,
  { hasForm }: { hasForm: boolean },
): MainSection[] {
  // A form product with no tab to show has nothing to put on Main: no section, and so no divider
  // beside an empty space.
  const rendersSomething = (product: Product) =>
    product.placement === 'form' ? hasForm : product.mainSection !== undefined;
  const sections: MainSection[] = [];
  let passkey: MainSection | null = null;
  for (const name of names) {
    const product = products[name];
    if (!product || !rendersSomething(product)) continue;
    const placement = product.placement;
    const last = sections.at(-1);
    if (placement === 'passkey') passkey ??= { kind: 'passkey', product: name };
    else if (placement === 'form') {
      if (!sections.some((section) => section.kind === 'form')) sections.push({ kind: 'form' });
    } else if (isButtons(placement) && last?.kind === 'buttons') {
      if (!last.products.includes(name)) last.products.push(name);
    } else sections.push({ kind: 'buttons', products: [name] });
  }
  const withDividers = sections.flatMap((section, index): MainSection[] => {
    const previous = sections[index - 1];
    const meetsForm = previous && (previous.kind === 'form') !== (section.kind === 'form');
    return meetsForm ? [{ kind: 'divider' }, section] : [section];
  });
  return passkey ? [passkey, ...withDividers] : withDividers;
}

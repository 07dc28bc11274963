import { hasProduct, type ResolvedConfig } from '../config/resolve-config';
import type { ProductName } from '../config/types';
import type { TabId } from './types';

export type MainTab = { id: TabId; owner: ProductName };

/**
 * Main's tabs, in config order. Magic links give an Email tab; passcodes give one tab per configured
 * method. When passwords are on, the Email tab is the passwords one: it takes over the magic-link
 * and email-passcode tabs (the password flow sends those itself for users without a password).
 */
export function resolveMainTabs(config: ResolvedConfig): MainTab[] {
  const emailOwner: ProductName | null = hasProduct(config, 'passwords') ? 'passwords' : null;
  const tabs: MainTab[] = [];
  const add = (id: TabId, owner: ProductName) => {
    if (!tabs.some((tab) => tab.id === id))
      tabs.push({ id, owner: id === 'email' ? (emailOwner ?? owner) : owner });
  };
  for (const product of config.products) {
    if (product === 'emailMagicLinks' || product === 'passwords') add('email', product);
    if (product === 'otp') for (const method of config.otpOptions.methods) add(method, 'otp');
  }
  return tabs;
}

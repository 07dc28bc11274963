import type { ComponentType, RefObject } from 'react';
import type { ProductName } from '../config/types';
import type { ScreenName } from '../state/screens';
import type { LazyScreen } from './lazy-named';

/** Main's tabs: one per passcode channel, and one for email. */
export type TabId = 'sms' | 'whatsapp' | 'email';

/** What Main hands each tab form. */
export type TabFormProps = {
  /** Main's email input, for the passkey section's browser autofill; set by the form that renders it. */
  emailInput: RefObject<HTMLInputElement | null>;
};

/** What Main hands a product's own section (buttons, passkey prompt). */
export type MainSectionProps = TabFormProps & {
  /** How many OAuth provider buttons Main shows: the wallet section shows fewer wallets beside them. */
  oauthButtonCount: number;
  /** Whether Main has an email-type form (passkey autofill has somewhere to attach). */
  hasEmailForm: boolean;
};

/**
 * Where a product sits on Main. The form products share one form section (tabs); OAuth and wallet
 * buttons stack in one column when they are neighbours in the config; the passkey button goes first.
 */
export type MainPlacement = 'form' | 'oauth' | 'crypto' | 'passkey';

/** A product of the spec: where it sits on Main, and the screens it owns. */
export type Product = {
  name: ProductName;
  placement: MainPlacement;
  /**
   * Its forms in Main's tabs (`main-tabs.ts` decides which tabs show and who owns each). Imported
   * eagerly: Main renders in the first commit after mount, with no chunk between it and the user.
   */
  tabForms: Partial<Record<TabId, ComponentType<TabFormProps>>>;
  /** Its own Main section, eager for the same reason. */
  mainSection?: ComponentType<MainSectionProps>;
  /** The screens it owns after Main: loaded at idle after mount, so the first submit does not wait. */
  screens: Partial<Record<ScreenName, LazyScreen>>;
  /** Screens another product owns that this one leads to, preloaded with its own. */
  leadsTo?: readonly ScreenName[];
};

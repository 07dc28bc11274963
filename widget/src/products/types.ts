import type { ComponentType } from 'react';
import type { ProductName } from '../config/types';
import type { ScreenName } from '../state/screens';

/** Main's tabs: one per passcode channel, and one for email. */
export type TabId = 'sms' | 'whatsapp' | 'email';

/**
 * What a product adds to the widget. Screens and forms are lazy components, so a product costs
 * nothing until the user reaches it.
 */
export type Product = {
  name: ProductName;
  /** The screens this product owns. */
  screens: Partial<Record<ScreenName, ComponentType>>;
  /** The forms it puts in Main's tabs; `main-tabs.ts` decides which tabs show and who owns each. */
  tabForms: Partial<Record<TabId, ComponentType>>;
  /** Main content above the "or" divider (social and wallet buttons). */
  aboveDivider?: ComponentType;
  /** Main content below the forms (the passkey button). */
  belowForms?: ComponentType;
};

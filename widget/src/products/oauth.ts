import { OAuthSection } from '../screens/main/OAuthSection';
import type { Product } from './types';

/**
 * Social sign-in: Main's buttons for the configured providers, each sending the browser to its
 * provider. The login completes on the redirect URL, where the host calls `authenticateByUrl`: no
 * screens of its own.
 */
export const oauth: Product = {
  name: 'oauth',
  placement: 'oauth',
  tabForms: {},
  mainSection: OAuthSection,
  screens: {},
};

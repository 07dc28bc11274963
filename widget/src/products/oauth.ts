import { createElement } from 'react';
import { OAuthSection } from '../screens/main/OAuthSection';
import { GoogleOneTap } from './oauth/one-tap/GoogleOneTap';
import type { MainSectionProps, Product } from './types';

/** Main's OAuth section with Google One Tap standing in for the Google button of a `one_tap` provider. */
function OAuthMainSection(props: MainSectionProps) {
  return createElement(OAuthSection, { ...props, GoogleOneTap });
}

/**
 * Social sign-in: Main's buttons for the configured providers, each sending the browser to its
 * provider, and Google One Tap where the Google provider asks for it. The login completes on the
 * redirect URL, where the host calls `authenticateByUrl`: no screens of its own.
 */
export const oauth: Product = {
  name: 'oauth',
  placement: 'oauth',
  tabForms: {},
  mainSection: OAuthMainSection,
  screens: {},
};

import type { StytchClient } from '@stytch/vanilla-js/headless';

/** The host's headless client. The widget calls it for everything that touches the network. */
export type WidgetClient = StytchClient;

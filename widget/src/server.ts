// The main entry as React Server Components see it (the `react-server` export condition, which Next.js
// sets for server components): the same names as `index.ts`, without evaluating any of the widget's
// React code, which the server build of React cannot run (it has no `createContext`). The lists are
// real; mounting needs a browser page, so the mount functions say where to call them instead.
import type { MountMode } from './mount/options';

export { OAUTH_PROVIDER_TYPES } from './config/oauth-provider-types';
export { DEFAULT_CONFIG } from './config/resolve-config';
export { PRODUCT_NAMES } from './config/types';
export { MOUNT_MODES } from './mount/options';
export {
  FoyerIdentityProvider,
  FoyerLogin,
  FoyerPasskeyRegistration,
  FoyerPasswordReset,
} from './moved-components';

function browserOnly(name: string): () => never {
  const mount = () => {
    throw new Error(
      `${name} mounts the widget into a browser page: call it from a client component ('use client'), ` +
        `or render the React components from '@foyer/widget/react' in any page.`,
    );
  };
  Object.defineProperty(mount, 'name', { value: name });
  return mount;
}

export const mountLogin = browserOnly('mountLogin');
export const mountPasswordReset = browserOnly('mountPasswordReset');
export const mountPasskeyRegistration = browserOnly('mountPasskeyRegistration');
export const mountIdentityProvider = browserOnly('mountIdentityProvider');
export const mountByMode: (mode: MountMode, options: unknown) => never = browserOnly('mountByMode');

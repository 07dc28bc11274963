'use client';
// The entry `@foyer/widget/react`. The directive makes these components client references, so a
// Next.js App Router page (a server component by default) can render them; the build keeps it as the
// first line of `dist/react.js`. The main entry stays free of React components for the same reason:
// a server component that imports it must not evaluate the widget's React code.
export type { ClientRecipe } from './client/shared-client';
export type { PageRedirects } from './mount/page-redirects';
export {
  type ClientSource,
  type FoyerComponentProps,
  FoyerIdentityProvider,
  FoyerLogin,
  FoyerPasskeyRegistration,
  FoyerPasswordReset,
} from './mount/react-components';

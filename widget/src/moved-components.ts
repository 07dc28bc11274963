/**
 * The React components' names in the main entry, each pointing at `@foyer/widget/react`. A host that
 * imports a component from `@foyer/widget` meets the fix in its editor (deprecated, with the import to
 * use), in its type check (a required prop named for the fix) and at run time (the error below), not a
 * missing export or React's "element type is invalid".
 */
// Any props are accepted, so the one error a type check shows is the missing prop that names the fix.
type ImportFromFoyerWidgetReact = Record<string, unknown> & {
  "Import this component from '@foyer/widget/react'": never;
};

/** A component that lives in `@foyer/widget/react`; rendering this name from the main entry throws. */
export type MovedComponent = (props: ImportFromFoyerWidgetReact) => null;

export type ReactComponentName =
  | 'FoyerLogin'
  | 'FoyerPasswordReset'
  | 'FoyerPasskeyRegistration'
  | 'FoyerIdentityProvider';

/** The message a host reads when it renders a component imported from the wrong entry. */
export const movedComponentMessage = (name: ReactComponentName) =>
  `${name} is not in '@foyer/widget': import { ${name} } from '@foyer/widget/react' ` +
  `(a 'use client' entry, so it also works in a Next.js server component page).`;

function movedComponent(name: ReactComponentName): MovedComponent {
  const component: MovedComponent = () => {
    throw new Error(movedComponentMessage(name));
  };
  Object.defineProperty(component, 'name', { value: name });
  return component;
}

/** @deprecated Not in this entry: `import { FoyerLogin } from '@foyer/widget/react'`. */
export const FoyerLogin = movedComponent('FoyerLogin');
/** @deprecated Not in this entry: `import { FoyerPasswordReset } from '@foyer/widget/react'`. */
export const FoyerPasswordReset = movedComponent('FoyerPasswordReset');
/** @deprecated Not in this entry: `import { FoyerPasskeyRegistration } from '@foyer/widget/react'`. */
export const FoyerPasskeyRegistration = movedComponent('FoyerPasskeyRegistration');
/** @deprecated Not in this entry: `import { FoyerIdentityProvider } from '@foyer/widget/react'`. */
export const FoyerIdentityProvider = movedComponent('FoyerIdentityProvider');

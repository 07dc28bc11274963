import type { UNRECOVERABLE_ERROR_TYPES } from '@stytch/vanilla-js/headless';

/**
 * Every error type the provider's browser client declares (its `StytchAPIErrorType` union, about 800
 * names), taken from the installed client's own typings rather than copied: the union is not exported
 * by name, but the client's exported list of unrecoverable types is typed with it. A module of its own,
 * used only to check the error table, so that no published declaration refers to the client.
 */
export type DeclaredErrorType = (typeof UNRECOVERABLE_ERROR_TYPES)[number];

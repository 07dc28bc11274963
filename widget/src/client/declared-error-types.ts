import type { UNRECOVERABLE_ERROR_TYPES } from '@stytch/vanilla-js/headless';

/**
 * Every error type the provider's client declares (its `StytchAPIErrorType` union), taken from the
 * installed client's typings: the union is not exported by name, but the client's exported list of
 * unrecoverable types is typed with it. The widget keys messages only on these names, so what it
 * says is what the hosted provider can make it say.
 */
export type DeclaredErrorType = (typeof UNRECOVERABLE_ERROR_TYPES)[number];

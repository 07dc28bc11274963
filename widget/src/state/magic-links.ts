import type { WidgetStore } from './store';

export type MagicLinkState = { email: string };

export const initialMagicLinkState = (): MagicLinkState => ({ email: '' });

/** Remembers where the link went, so EmailConfirmation can name the address. */
export function setMagicLinkEmail(store: WidgetStore, email: string): void {
  store.formState.magicLinkState.email = email;
}

export function clearMagicLinkEmail(store: WidgetStore): void {
  store.formState.magicLinkState.email = '';
}
